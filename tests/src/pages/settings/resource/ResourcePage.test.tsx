import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourcePage } from '../../../../../src/pages/settings/resource/ResourcePage';
import type { ResourceDesign, ResourceRow, ResourceVersion } from '../../../../../src/pages/settings/resource/resourceApi';
import type { ResourceSchema } from '../../../../../src/schemas/types';
import { setHttpNotifier } from '../../../../../src/http/httpClient';
import { envelope, installFakeAdapter } from '../../../helpers/fakeAdapter';
import { renderSettingsPage, route } from '../renderSettingsPage';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  setHttpNotifier(null);
});

const ROWS: ResourceRow[] = [
  { name: 'customer', label: '客户', icon: 'TeamOutlined', builtIn: true, status: 'published', hasDraft: false, version: 0 },
  {
    name: 'equipment',
    label: '设备台账',
    icon: 'ToolOutlined',
    builtIn: false,
    status: 'published',
    hasDraft: true,
    version: 2,
    updatedAt: '2026-03-01T02:30:00.000Z',
  },
  { name: 'memo', label: '备忘', builtIn: false, status: 'draft', hasDraft: false, version: 0, updatedAt: '2026-03-02T02:30:00.000Z' },
];
const EQUIPMENT: ResourceSchema = {
  name: 'equipment',
  label: '设备台账',
  apiBase: '/business/custom/equipment',
  titleField: 'model',
  fields: [
    { name: 'model', label: '型号', type: 'text', required: true },
    { name: 'price', label: '价格', type: 'money' },
  ],
};
const VERSIONS: ResourceVersion[] = [
  { version: 2, publishedAt: '2026-03-01T02:30:00.000Z', publishedBy: '王经理', summary: '新增字段：价格' },
  { version: 1, publishedAt: '2026-02-01T02:30:00.000Z', publishedBy: '王经理', summary: '' },
];

/** The designer API as the contract says, `publishRefusal` turning publish into a 400. */
function serve({ publishRefusal }: { publishRefusal?: string } = {}) {
  fake = installFakeAdapter((c) => {
    const body = c.data ? JSON.parse(c.data as string) : undefined;
    switch (route(c.method!, c.url)) {
      case 'GET /setting/resource/list':
        return { data: envelope({ value: { rows: ROWS, total: ROWS.length } }) };
      case 'GET /setting/resource/findByName': {
        const design: ResourceDesign = { draft: null, published: EQUIPMENT, version: 2, builtIn: false };
        return { data: envelope({ value: design }) };
      }
      case 'POST /setting/resource/save':
        return { data: envelope({ value: { name: body.schema.name, status: 'draft', version: 0 } }) };
      case 'POST /setting/resource/publish':
        return publishRefusal
          ? { status: 400, data: envelope(null, { success: false, code: 400, message: publishRefusal }) }
          : { data: envelope({ value: { version: 3 } }) };
      case 'GET /setting/resource/versions':
        return { data: envelope({ value: { rows: VERSIONS, total: 2 } }) };
      case 'POST /setting/resource/rollback':
        return { data: envelope({ value: { version: 3 } }) };
      case 'POST /setting/resource/discard':
        return { data: envelope({ value: null }) };
      default:
        return { status: 404, data: envelope(null, { success: false, message: '请求的资源不存在', code: 404 }) };
    }
  });
}

const calls = (method: string, url: string) => fake!.requests.filter((r) => r.method === method && r.url === url);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
// By text, not by role: role queries walk the whole designer and preview and are slow in jsdom.
const buttonOr = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent!.replace(/\s/g, '') === text);
const button = (text: string) => {
  const found = buttonOr(text);
  if (!found) throw new Error(`没有按钮：${text}`);
  return found;
};
/** 确定 of the open Popconfirm. */
const confirm = async () => {
  const pop = await waitFor(() => {
    const open = document.querySelector('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons');
    if (!open) throw new Error('没有确认框');
    return open;
  });
  await userEvent.click(within(pop as HTMLElement).getByText(/确\s*定/));
};
/** The column titles of the preview's table. */
const previewColumns = () => {
  const preview = screen.getByText('示例数据，不会保存').closest('.ant-card')!;
  return [...preview.querySelectorAll('thead th')].map((th) => th.textContent);
};

describe('数据模型', { timeout: 60_000 }, () => {
  it('lists built-in and added resources with 内置, status, version; built-ins offer 添加字段', async () => {
    serve();
    renderSettingsPage(<ResourcePage />);
    const customer = await rowOf('客户');
    expect(within(customer).getByText('内置')).toBeInTheDocument();
    expect(within(customer).getByText('添加字段')).toBeInTheDocument();
    // No custom fields yet: no versions, nothing to export.
    expect(within(customer).queryByText('版本')).not.toBeInTheDocument();
    expect(within(customer).queryByText('导出')).not.toBeInTheDocument();
    const equipment = await rowOf('设备台账');
    for (const text of ['已发布', '有未发布的修改', 'v2', '设计', '版本', '导出'])
      expect(within(equipment).getByText(text)).toBeInTheDocument();
    const memo = await rowOf('备忘');
    expect(within(memo).getByText('草稿')).toBeInTheDocument();
    expect(within(memo).queryByText('已发布')).not.toBeInTheDocument();
    expect(within(memo).getByText('-')).toBeInTheDocument();
    expect(button('新建资源')).toBeInTheDocument();
  });

  it('designs a new resource: an added field shows in the preview at once, and 保存草稿 sends the draft', async () => {
    serve();
    const { notices } = renderSettingsPage(<ResourcePage />);
    await rowOf('客户');
    await userEvent.click(button('新建资源'));
    expect(await screen.findByText('设计：新建资源')).toBeInTheDocument();
    // Before a name and a label, publishing is not offered and the preview says why.
    expect(screen.getByText('发布前需要修正 2 个问题')).toBeInTheDocument();
    expect(button('发布')).toBeDisabled();
    // No red under inputs nobody has typed in yet; an empty one left says what it needs.
    expect(document.querySelector('.ant-form-item-has-error')).toBeNull();
    expect(screen.getAllByText('请填写 API 名称')).toHaveLength(1); // the preview's list only
    fireEvent.blur(screen.getByLabelText('API 名称'));
    await waitFor(() => expect(screen.getAllByText('请填写 API 名称')).toHaveLength(2));
    expect(document.querySelector('.ant-form-item-has-error')).not.toBeNull();
    // The one naming rule is said under the name.
    expect(screen.getByText(/^以小写字母开头，只含字母、数字和下划线/)).toBeInTheDocument();
    // A name the tenant's resources already use is refused before any save.
    fireEvent.change(screen.getByLabelText('API 名称'), { target: { value: 'memo' } });
    // Under the input and in the list beside the preview.
    await waitFor(() => expect(screen.getAllByText('API 名称“memo”已被使用')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('API 名称'), { target: { value: 'device' } });
    fireEvent.change(screen.getByLabelText('中文名称'), { target: { value: '设备' } });
    await waitFor(() => expect(screen.queryByText(/发布前需要修正/)).not.toBeInTheDocument());
    expect(previewColumns()).toEqual(['名称', '操作']);

    await userEvent.click(button('添加字段'));
    await waitFor(() => expect(previewColumns()).toEqual(['名称', '新字段2', '操作']));
    // The new field opens for editing; its label follows into the preview.
    fireEvent.change(screen.getByLabelText('显示名称'), { target: { value: '型号' } });
    await waitFor(() => expect(previewColumns()).toEqual(['名称', '型号', '操作']));
    expect(screen.getAllByText('型号示例1').length).toBeGreaterThan(0);

    await userEvent.click(button('保存草稿'));
    await waitFor(() => expect(calls('post', '/setting/resource/save')).toHaveLength(1));
    const { schema } = JSON.parse(calls('post', '/setting/resource/save')[0].data as string);
    expect(schema).toEqual({
      name: 'device',
      label: '设备',
      icon: 'AppstoreOutlined',
      titleField: 'name',
      fields: [
        { name: 'name', label: '名称', type: 'text', required: true, searchable: true, sortable: true, filterable: true },
        { name: 'field2', label: '型号', type: 'text' },
      ],
      list: { pageSize: 10 },
    });
    // Said beside the buttons, not by a notice at the top right, where it covered 发布's confirmation.
    expect(await screen.findByText(/^草稿已保存 \d{2}:\d{2}$/)).toHaveAttribute('role', 'status');
    expect(notices.success).toEqual([]);
    // Saved: the name is fixed now, and 放弃草稿 is offered.
    await waitFor(() => expect(screen.getByLabelText('API 名称')).toBeDisabled());
    expect(button('放弃草稿')).toBeInTheDocument();
  });

  it('publishes an opened resource and says which version, then refreshes the menu', async () => {
    serve();
    const { shell } = renderSettingsPage(<ResourcePage />);
    await userEvent.click(within(await rowOf('设备台账')).getByText('设计'));
    expect(await screen.findByText('设计：设备台账')).toBeInTheDocument();
    await waitFor(() => expect(previewColumns()).toEqual(['型号', '价格', '操作']));
    await userEvent.click(button('发布'));
    await confirm();
    expect(await screen.findByText('已发布版本 3')).toBeInTheDocument();
    // Nothing was edited: only the publish went out.
    expect(calls('post', '/setting/resource/save')).toHaveLength(0);
    expect(JSON.parse(calls('post', '/setting/resource/publish')[0].data as string)).toEqual({ name: 'equipment' });
    await waitFor(() => expect(shell.refreshMenu).toHaveBeenCalled());
    // The design was read once (not again with every render).
    expect(calls('get', '/setting/resource/findByName').map((r) => r.params?.name)).toEqual(['equipment']);
  });

  it('shows the server’s refusal of a publish beside the editor', async () => {
    serve({ publishRefusal: '资源“设备台账”的字段“价格”：不能从金额改为文本' });
    const { notices } = renderSettingsPage(<ResourcePage />);
    await userEvent.click(within(await rowOf('设备台账')).getByText('设计'));
    await screen.findByText('设计：设备台账');
    await userEvent.click(button('发布'));
    await confirm();
    expect(await screen.findByText('资源“设备台账”的字段“价格”：不能从金额改为文本')).toBeInTheDocument();
    expect(notices.error).toEqual(['请求错误 400: 资源“设备台账”的字段“价格”：不能从金额改为文本']);
  });

  it('lists the versions and rolls back to one after a question', async () => {
    serve();
    renderSettingsPage(<ResourcePage />);
    await userEvent.click(within(await rowOf('设备台账')).getByText('版本'));
    const drawer = (await screen.findByText('“设备台账”的版本')).closest('.ant-drawer-content') as HTMLElement;
    const v1 = (await within(drawer).findByText('v1')).closest('tr')!;
    expect(within(v1).getByText('王经理')).toBeInTheDocument();
    expect(within(drawer).getByText('新增字段：价格')).toBeInTheDocument();
    // The current version has no rollback of its own.
    expect(within(within(drawer).getByText('新增字段：价格').closest('tr')!).queryByText('回滚到此版本')).not.toBeInTheDocument();
    await userEvent.click(within(v1).getByText('回滚到此版本'));
    expect(await screen.findByText('确定将“设备台账”回滚到版本 1 吗？')).toBeInTheDocument();
    await confirm();
    await waitFor(() => expect(calls('post', '/setting/resource/rollback')).toHaveLength(1));
    expect(JSON.parse(calls('post', '/setting/resource/rollback')[0].data as string)).toEqual({ name: 'equipment', version: 1 });
    expect(await screen.findByText('已回滚到版本 1，发布为版本 3')).toBeInTheDocument();
  });

  it('discards a draft after a question and goes back to the published design', async () => {
    serve();
    renderSettingsPage(<ResourcePage />);
    await userEvent.click(within(await rowOf('设备台账')).getByText('设计'));
    await screen.findByText('设计：设备台账');
    await userEvent.click(button('放弃草稿'));
    expect(await screen.findByText('确定放弃“设备台账”的草稿吗？')).toBeInTheDocument();
    await confirm();
    await waitFor(() => expect(calls('post', '/setting/resource/discard')).toHaveLength(1));
    expect(JSON.parse(calls('post', '/setting/resource/discard')[0].data as string)).toEqual({ name: 'equipment' });
  });

  it('without 编辑 on 数据模型: no 新建资源, and a resource opens read-only', async () => {
    serve();
    renderSettingsPage(<ResourcePage />, undefined, {
      accessControlProvider: { can: async ({ resource, action }) => ({ can: resource === 'resource' && action === 'list' }) },
    });
    const equipment = await rowOf('设备台账');
    expect(buttonOr('新建资源')).toBeUndefined();
    await userEvent.click(within(equipment).getByText('查看'));
    expect(await screen.findByText('查看：设备台账')).toBeInTheDocument();
    expect(screen.getByLabelText('中文名称')).toBeDisabled();
    expect(buttonOr('发布')).toBeUndefined();
    expect(buttonOr('添加字段')).toBeUndefined();
  });
});
