import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourcePage } from '../../../../../src/pages/settings/resource/ResourcePage';
import type { ResourceDesign, ResourceRow } from '../../../../../src/pages/settings/resource/resourceApi';
import { resourceSchemas } from '../../../../../src/schemas';
import type { FieldSchema, ResourceSchema } from '../../../../../src/schemas/types';
import { setHttpNotifier } from '../../../../../src/http/httpClient';
import { envelope, installFakeAdapter } from '../../../helpers/fakeAdapter';
import { renderSettingsPage, route } from '../renderSettingsPage';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  setHttpNotifier(null);
});

const customer = resourceSchemas.find((s) => s.name === 'customer')!;
const order = resourceSchemas.find((s) => s.name === 'order')!;
const industry: FieldSchema = {
  name: 'industry',
  label: '行业',
  type: 'enum',
  options: [
    { value: 'mfg', label: '制造业', color: 'blue' },
    { value: 'it', label: '信息技术', color: 'green' },
  ],
  filterable: true,
};
const ROWS: ResourceRow[] = [
  { name: 'order', label: '订单', builtIn: true, status: 'published', hasDraft: false, version: 0 },
  { name: 'customer', label: '客户', icon: 'TeamOutlined', builtIn: true, status: 'published', hasDraft: true, version: 1 },
];
/** customer as findByName serves it to a tenant that published 行业 (version 1). */
const PUBLISHED: ResourceSchema = { ...customer, fields: [...customer.fields, { ...industry, custom: true }] };
const SHARED_TABLE = '“订单”与其他单据共用一张表，暂不能添加自定义字段';

/** The designer API for built-in resources: findByName, and save refusing the order documents. */
function serve() {
  fake = installFakeAdapter((c) => {
    const body = c.data ? JSON.parse(c.data as string) : undefined;
    switch (route(c.method!, c.url)) {
      case 'GET /setting/resource/list':
        return { data: envelope({ value: { rows: ROWS, total: ROWS.length } }) };
      case 'GET /setting/resource/findByName': {
        const design: ResourceDesign =
          c.params?.name === 'customer'
            ? { draft: null, published: PUBLISHED, version: 1, builtIn: true }
            : { draft: null, published: order, version: 0, builtIn: true };
        return { data: envelope({ value: design }) };
      }
      case 'POST /setting/resource/save':
        return body.schema.name === 'order'
          ? { status: 400, data: envelope(null, { success: false, code: 400, message: SHARED_TABLE }) }
          : { data: envelope({ value: { name: body.schema.name, status: 'published', version: 1 } }) };
      case 'POST /setting/resource/publish':
        return { data: envelope({ value: { version: 2 } }) };
      default:
        // The preview's reference inputs may read their options: none here.
        return { data: envelope({ rows: [], total: 0 }) };
    }
  });
}

const calls = (method: string, url: string) => fake!.requests.filter((r) => r.method === method && r.url === url);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
const buttonOr = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent!.replace(/\s/g, '') === text);
const button = (text: string) => {
  const found = buttonOr(text);
  if (!found) throw new Error(`没有按钮：${text}`);
  return found;
};
const previewColumns = () => {
  const preview = screen.getByText('示例数据，不会保存').closest('.ant-card')!;
  return [...preview.querySelectorAll('thead th')].map((th) => th.textContent);
};
const customerColumns = customer.list!.columns!.map((n) => customer.fields.find((f) => f.name === n)!.label);

describe('数据模型: custom fields on a built-in resource (extension mode)', { timeout: 60_000 }, () => {
  it('shows the built-in read-only, adds a custom field seen in the preview, and saves only the custom fields', async () => {
    serve();
    const { notices, shell } = renderSettingsPage(<ResourcePage />);
    const row = await rowOf('客户');
    for (const text of ['已发布', '有未发布的修改', 'v1', '版本', '导出']) expect(within(row).getByText(text)).toBeInTheDocument();
    await userEvent.click(within(row).getByText('添加字段'));
    expect(await screen.findByText('自定义字段：客户')).toBeInTheDocument();

    // The resource's settings and its own fields are shown, not edited.
    expect(screen.queryByLabelText('API 名称')).not.toBeInTheDocument();
    expect(screen.getByText('内置资源的设置不能修改')).toBeInTheDocument();
    const own = screen.getByLabelText('内置字段：客户名称');
    expect(within(own).getByText('内置')).toBeInTheDocument();
    expect(document.querySelectorAll('[aria-label^="内置字段："]')).toHaveLength(customer.fields.length);
    // The published custom field is the one editable line.
    expect(document.querySelectorAll('[aria-label^="字段："]')).toHaveLength(1);
    expect(screen.getByLabelText('字段：行业')).toBeInTheDocument();
    await waitFor(() => expect(previewColumns()).toEqual([...customerColumns, '行业', '操作']));

    await userEvent.click(button('添加字段'));
    fireEvent.change(screen.getByLabelText('显示名称'), { target: { value: '合同编号' } });
    await waitFor(() => expect(previewColumns()).toEqual([...customerColumns, '行业', '合同编号', '操作']));
    // A built-in field's name is refused under the input, and publishing waits for a fix.
    fireEvent.change(screen.getByLabelText('字段名'), { target: { value: 'name' } });
    expect(await screen.findByText('字段名 name 是“客户”已有的字段，请换一个')).toBeInTheDocument();
    expect(screen.getByText('“客户”已有字段 name，自定义字段请换一个字段名')).toBeInTheDocument();
    expect(button('发布')).toBeDisabled();
    fireEvent.change(screen.getByLabelText('字段名'), { target: { value: 'contractNo' } });
    // Required needs a default: records saved before the field existed have none.
    await userEvent.click(screen.getByLabelText('必填'));
    expect(await screen.findByText('后加的字段设为必填时要给默认值')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('必填'));
    await waitFor(() => expect(button('发布')).toBeEnabled());

    await userEvent.click(button('保存草稿'));
    await waitFor(() => expect(calls('post', '/setting/resource/save')).toHaveLength(1));
    expect(JSON.parse(calls('post', '/setting/resource/save')[0].data as string)).toEqual({
      schema: { name: 'customer', fields: [industry, { name: 'contractNo', label: '合同编号', type: 'text' }] },
    });
    expect(await screen.findByText(/^草稿已保存/)).toBeInTheDocument();
    expect(notices.success).toEqual([]);

    await userEvent.click(button('发布'));
    await userEvent.click(await screen.findByText(/确\s*定/, { selector: '.ant-popconfirm-buttons button span' }));
    expect(await screen.findByText('已发布版本 2')).toBeInTheDocument();
    // Nothing unpublished is left: no 草稿已保存 beside 已发布.
    expect(screen.queryByText(/^草稿已保存/)).toBeNull();
    expect(JSON.parse(calls('post', '/setting/resource/publish')[0].data as string)).toEqual({ name: 'customer' });
    await waitFor(() => expect(shell.refreshMenu).toHaveBeenCalled());
  });

  it('offers 添加字段 on every built-in and shows the server’s refusal (a table shared by several documents)', async () => {
    serve();
    const { notices } = renderSettingsPage(<ResourcePage />);
    await userEvent.click(within(await rowOf('订单')).getByText('添加字段'));
    expect(await screen.findByText('自定义字段：订单')).toBeInTheDocument();
    expect(screen.getByText('还没有自定义字段')).toBeInTheDocument();
    // Nothing saved yet: no draft to discard.
    expect(buttonOr('放弃草稿')).toBeUndefined();
    await userEvent.click(button('添加字段'));
    await userEvent.click(button('保存草稿'));
    expect(await screen.findByText(SHARED_TABLE, { selector: '.ant-alert-message' })).toBeInTheDocument();
    expect(notices.error).toEqual([`请求错误 400: ${SHARED_TABLE}`]);
  });

  it('without 编辑: a built-in opens read-only, with its custom fields', async () => {
    serve();
    renderSettingsPage(<ResourcePage />, undefined, {
      accessControlProvider: { can: async ({ resource, action }) => ({ can: resource === 'resource' && action === 'list' }) },
    });
    await userEvent.click(within(await rowOf('客户')).getByText('查看'));
    expect(await screen.findByText('查看：客户')).toBeInTheDocument();
    expect(screen.getByLabelText('字段：行业')).toBeInTheDocument();
    expect(buttonOr('添加字段')).toBeUndefined();
    expect(buttonOr('保存草稿')).toBeUndefined();
  });
});
