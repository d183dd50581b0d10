import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { ResourcePage } from '../../../../../src/pages/settings/resource/ResourcePage';
import type { ResourceRow } from '../../../../../src/pages/settings/resource/resourceApi';
import { setHttpNotifier } from '../../../../../src/http/httpClient';
import { envelope, installFakeAdapter } from '../../../helpers/fakeAdapter';
import { renderSettingsPage, route } from '../renderSettingsPage';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  setHttpNotifier(null);
});

const ROWS: ResourceRow[] = [{ name: 'customer', label: '客户', builtIn: true, status: 'published', hasDraft: false, version: 0 }];

/** The designer API for a new resource: list, save and publish. */
function serve() {
  fake = installFakeAdapter((c) => {
    const body = c.data ? JSON.parse(c.data as string) : undefined;
    switch (route(c.method!, c.url)) {
      case 'GET /setting/resource/list':
        return { data: envelope({ value: { rows: ROWS, total: ROWS.length } }) };
      case 'POST /setting/resource/save':
        return { data: envelope({ value: { name: body.schema.name, status: 'draft', version: 0 } }) };
      case 'POST /setting/resource/publish':
        return { data: envelope({ value: { version: 1 } }) };
      default:
        return { status: 404, data: envelope(null, { success: false, message: '请求的资源不存在', code: 404 }) };
    }
  });
}

const calls = (method: string, url: string) => fake!.requests.filter((r) => r.method === method && r.url === url);
const button = (text: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent!.replace(/\s/g, '') === text);
  if (!found) throw new Error(`没有按钮：${text}`);
  return found;
};
const preview = () => screen.getByText('示例数据，不会保存').closest('.ant-card') as HTMLElement;
const previewColumns = () => [...preview().querySelectorAll('thead th')].map((th) => th.textContent);

/** Chooses `option` in the select labelled `label` (the open dropdown's option). */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label).closest('.ant-select-selector')!);
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1]);
}

/** A new resource 设备 (device) with its 名称, and one more field of `type` (by its Chinese name), open for editing. */
async function newResourceWith(typeLabel: string) {
  serve();
  // Every option rendered: a virtual list in jsdom draws only the first of the field types.
  renderSettingsPage(
    <ConfigProvider virtual={false}>
      <ResourcePage />
    </ConfigProvider>,
  );
  await screen.findByText('客户');
  await userEvent.click(button('新建资源'));
  await screen.findByText('设计：新建资源');
  fireEvent.change(screen.getByLabelText('API 名称'), { target: { value: 'device' } });
  fireEvent.change(screen.getByLabelText('中文名称'), { target: { value: '设备' } });
  await userEvent.click(button('添加字段'));
  await waitFor(() => expect(previewColumns()).toEqual(['名称', '新字段2', '操作']));
  await choose('类型', typeLabel);
}

const thisYear = dayjs().format('YYYY');

describe('数据模型: 省市区, 附件 and 自动编号', { timeout: 60_000 }, () => {
  it('a new 自动编号 starts with 编号规则 NO-{YYYY}-{0000}, shows its next number, and publishes', async () => {
    await newResourceWith('自动编号');
    const pattern = (await screen.findByLabelText('编号规则')) as HTMLInputElement;
    expect(pattern.value).toBe('NO-{YYYY}-{0000}');
    expect(pattern.placeholder).toBe('如 SB-{YYYY}-{0000}');
    expect(screen.getByText(`NO-${thisYear}-0001`, { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByText(/\{YYYY\} 四位年份/)).toBeInTheDocument();
    // The server gives the number: not required, never in forms.
    expect(screen.getByRole('checkbox', { name: '必填' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '表单显示' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '列表显示' })).toBeEnabled();
    // The list shows it at once, with the first numbers of the pattern.
    await waitFor(() => expect(previewColumns()).toEqual(['名称', '新字段2', '操作']));
    expect(within(preview()).getByText(`NO-${thisYear}-0001`)).toBeInTheDocument();
    expect(within(preview()).getByText(`NO-${thisYear}-0002`)).toBeInTheDocument();

    fireEvent.change(pattern, { target: { value: 'SB-{YY}{MM}-{000}' } });
    const example = dayjs().format('YYMM');
    expect(await screen.findByText(`SB-${example}-001`, { selector: 'code' })).toBeInTheDocument();
    await waitFor(() => expect(within(preview()).getByText(`SB-${example}-002`)).toBeInTheDocument());

    expect(screen.queryByText(/发布前需要修正/)).not.toBeInTheDocument();
    await userEvent.click(button('发布'));
    const pop = await waitFor(() => {
      const open = document.querySelector('.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons');
      if (!open) throw new Error('没有确认框');
      return open as HTMLElement;
    });
    await userEvent.click(within(pop).getByText(/确\s*定/));
    expect(await screen.findByText('已发布版本 1')).toBeInTheDocument();
    const { schema } = JSON.parse(calls('post', '/setting/resource/save')[0].data as string);
    expect(schema.fields[1]).toEqual({ name: 'field2', label: '新字段2', type: 'autoNumber', numberPattern: 'SB-{YY}{MM}-{000}' });
  });

  it('an invalid 编号规则 is said under the input, and the field leaves the preview until fixed', async () => {
    await newResourceWith('自动编号');
    const pattern = await screen.findByLabelText('编号规则');
    fireEvent.change(pattern, { target: { value: 'SB-{YYYY}' } });
    expect(await screen.findByText('编号规则必须有且只有一个流水号，如 {0000}')).toBeInTheDocument();
    // No example for a pattern that gives no number, and no list of problems below the field besides.
    expect(screen.queryByText('下一个编号示例：', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByText('该字段有问题，修正前不会出现在预览中')).not.toBeInTheDocument();
    await waitFor(() => expect(previewColumns()).toEqual(['名称', '操作']));
    expect(screen.getByText('发布前需要修正 1 个问题')).toBeInTheDocument();
    expect(button('发布')).toBeDisabled();

    fireEvent.change(pattern, { target: { value: 'SB-{MM}-{0000}' } });
    expect(await screen.findByText('编号规则有 {MM} 时还要有 {YYYY} 或 {YY}')).toBeInTheDocument();
    fireEvent.change(pattern, { target: { value: '' } });
    expect(await screen.findByText('缺少编号规则')).toBeInTheDocument();
    fireEvent.change(pattern, { target: { value: 'SB-{YYYY}-{0000}' } });
    await waitFor(() => expect(previewColumns()).toEqual(['名称', '新字段2', '操作']));
    expect(within(preview()).getByText(`SB-${thisYear}-0001`)).toBeInTheDocument();
  });

  it('省市区: 选择到 offers 省, 市, 区县 (区县 by default) and the preview cuts its sample there', async () => {
    await newResourceWith('省市区');
    const level = await screen.findByLabelText('选择到');
    expect(level.closest('.ant-select')!.textContent).toBe('区县');
    await waitFor(() => expect(within(preview()).getByText('河南省 郑州市 中原区')).toBeInTheDocument());
    expect(within(preview()).getByText('广东省 深圳市 南山区')).toBeInTheDocument();
    fireEvent.mouseDown(level.closest('.ant-select-selector')!);
    const offered = await screen.findAllByText(/^(省|市|区县)$/, { selector: '.ant-select-item-option-content' });
    expect(offered.map((o) => o.textContent)).toEqual(['省', '市', '区县']);
    fireEvent.click(offered[1]);
    await waitFor(() => expect(within(preview()).getByText('河南省 郑州市')).toBeInTheDocument());

    await userEvent.click(button('保存草稿'));
    await waitFor(() => expect(calls('post', '/setting/resource/save')).toHaveLength(1));
    const { schema } = JSON.parse(calls('post', '/setting/resource/save')[0].data as string);
    expect(schema.fields[1]).toEqual({ name: 'field2', label: '新字段2', type: 'region', regionLevel: 2 });
  });

  it('附件: 允许的类型, 单个文件上限（MB） kept in bytes and 最多文件数; the preview lists a sample file', async () => {
    await newResourceWith('附件');
    const accept = await screen.findByLabelText('允许的类型');
    // None chosen: the default kinds, shown as the placeholder.
    expect(accept.closest('.ant-select')!.querySelector('.ant-select-selection-placeholder')!.textContent).toMatch(/^默认：\.pdf、\.doc、/);
    fireEvent.change(screen.getByLabelText('单个文件上限（MB）'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('最多文件数'), { target: { value: '3' } });
    await choose('允许的类型', '.pdf');
    await choose('允许的类型', '.docx');
    // Not in the list by default: shown there, the preview lists the sample upload without a link.
    await userEvent.click(screen.getByText('列表显示'));
    await waitFor(() => expect(previewColumns()).toEqual(['名称', '新字段2', '操作']));
    expect(within(preview()).getAllByText('设备说明书.pdf')).toHaveLength(1);
    expect(within(preview()).getByText('240 KB')).toBeInTheDocument();
    expect(preview().querySelector('thead ~ tbody a')).toBeNull();

    // A count beyond the limit is said under its input.
    fireEvent.change(screen.getByLabelText('最多文件数'), { target: { value: '60' } });
    expect(await screen.findByText('最多文件数只能是 1 到 50')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('最多文件数'), { target: { value: '3' } });
    await waitFor(() => expect(screen.queryByText('最多文件数只能是 1 到 50')).not.toBeInTheDocument());

    await userEvent.click(button('保存草稿'));
    await waitFor(() => expect(calls('post', '/setting/resource/save')).toHaveLength(1));
    const { schema } = JSON.parse(calls('post', '/setting/resource/save')[0].data as string);
    expect(schema.fields[1]).toEqual({
      name: 'field2',
      label: '新字段2',
      type: 'file',
      maxSize: 5 * 1024 * 1024,
      max: 3,
      accept: ['.pdf', '.docx'],
      visible: { list: true, form: true, show: true },
    });
  });

  it('the preview shows 省市区, 附件 and 自动编号 side by side with their sample values', async () => {
    await newResourceWith('自动编号');
    await screen.findByLabelText('编号规则');
    fireEvent.change(screen.getByLabelText('显示名称'), { target: { value: '设备编号' } });
    await userEvent.click(button('添加字段'));
    await choose('类型', '省市区');
    fireEvent.change(await screen.findByLabelText('显示名称'), { target: { value: '所在地' } });
    await userEvent.click(button('添加字段'));
    await choose('类型', '附件');
    fireEvent.change(await screen.findByLabelText('显示名称'), { target: { value: '说明书' } });
    await userEvent.click(screen.getByText('列表显示'));
    await waitFor(() => expect(previewColumns()).toEqual(['名称', '设备编号', '所在地', '说明书', '操作']));
    const firstRow = preview().querySelector('tbody tr.ant-table-row') as HTMLElement;
    expect(within(firstRow).getByText(`NO-${thisYear}-0001`)).toBeInTheDocument();
    expect(within(firstRow).getByText('河南省 郑州市 中原区')).toBeInTheDocument();
    expect(within(firstRow).getByText('设备说明书.pdf')).toBeInTheDocument();
    expect(screen.queryByText(/发布前需要修正/)).not.toBeInTheDocument();
    // Nothing was read or sent for the preview.
    expect(fake!.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['get /setting/resource/list']);
  });
});
