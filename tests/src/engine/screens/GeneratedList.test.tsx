import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GeneratedList } from '../../../../src/engine/screens/GeneratedList';
import { gadgetSchema } from '../../support/testSchemas';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';
import { setPermissions } from '../../../../src/state/permissions';
import type { PermissionAction } from '../../../../src/domain/permissions/actions';

const resources = [
  { name: 'gadget', list: '/gadget', create: '/gadget/create', edit: '/gadget/edit/:id', show: '/gadget/show/:id' },
  { name: 'maker', list: '/maker' },
];
const gadgets = Array.from({ length: 12 }, (_, i) => ({
  _id: `g${i + 1}`,
  name: `器件${i + 1}`,
  price: 100000 + i,
  status: i % 2,
  maker: 'm1',
  checkedAt: '2026-01-02T03:04:00.000Z',
}));

function renderList(seed = { gadget: gadgets, maker: [{ _id: 'm1', name: '华为' }] }) {
  const data = memoryDataProvider(seed);
  render(
    <TestRefine dataProvider={data.provider} resources={resources} path="/gadget">
      <GeneratedList schema={gadgetSchema} />
    </TestRefine>,
  );
  return data;
}

// Role queries walk antd's whole accessibility tree and are very slow in jsdom: text queries here.
vi.setConfig({ testTimeout: 30000 });
const link = async (text: string) => (await screen.findByText(text, {}, { timeout: 5000 })).closest('a')!;
/** The button (or element) whose text is `text`, ignoring antd's space between two Chinese characters. */
const button = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent!.replace(/\s/g, '') === text)!;
const lastList = (calls: ReturnType<typeof memoryDataProvider>['calls']) =>
  calls.filter((c) => c.method === 'getList' && c.resource === 'gadget').at(-1)!;

describe('GeneratedList', () => {
  it('shows the schema columns, the title column linking to the show page, and 操作 last', async () => {
    const { calls } = renderList();
    expect(await link('器件1')).toHaveAttribute('href', '/gadget/show/g1');
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean);
    expect(headers).toEqual(['名称', '价格', '状态', '厂商', '检查时间', '操作']);
    expect(screen.getByText('¥1,000.00').closest('td')).toHaveClass('ant-table-cell');
    expect(screen.getByText('¥1,000.00').closest('td')!.style.textAlign).toBe('right');
    await waitFor(() => expect(screen.getAllByText('华为').length).toBeGreaterThan(0));
    expect(lastList(calls).params.pagination).toMatchObject({ currentPage: 1, pageSize: 10 });
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
  });

  it('asks a question naming the record before deleting it', async () => {
    const { calls } = renderList();
    const row = (await link('器件2')).closest('tr')!;
    fireEvent.click(button(row, '删除'));
    expect(await screen.findByText('确定删除该器件“器件2”吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByText('确 定'));
    await waitFor(() => expect(calls.some((c) => c.method === 'deleteOne' && c.params.id === 'g2')).toBe(true));
  });

  it('searches and filters through refine filters', async () => {
    const { calls } = renderList();
    await link('器件1');
    fireEvent.change(screen.getByPlaceholderText('搜索名称、电话'), { target: { value: '器件3' } });
    fireEvent.click(screen.getByText('搜 索'));
    await waitFor(() => expect(lastList(calls).params.filters).toEqual([{ field: 'q', operator: 'contains', value: '器件3' }]));
    await waitFor(() => expect(screen.queryByText('器件1')).toBeNull());
    expect(await link('器件3')).toBeInTheDocument();
    fireEvent.click(screen.getByText('重 置'));
    await waitFor(() => expect(lastList(calls).params.filters).toEqual([]));
  });

  it('goes back to page 1 when a search is made from page 2 (docs/requirements.md §10.6)', async () => {
    const { calls } = renderList();
    await link('器件1');
    // The unit setup's screen is a 1440 px desktop: antd draws the full pager.
    fireEvent.click((await screen.findByTitle('下一页')).querySelector('button')!);
    await waitFor(() => expect(lastList(calls).params.pagination).toMatchObject({ currentPage: 2 }));
    expect(await link('器件11')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('搜索名称、电话'), { target: { value: '器件3' } });
    fireEvent.click(screen.getByText('搜 索'));
    await waitFor(() => expect(lastList(calls).params.filters).toEqual([{ field: 'q', operator: 'contains', value: '器件3' }]));
    expect(lastList(calls).params.pagination).toMatchObject({ currentPage: 1 });
    expect(await link('器件3')).toBeInTheDocument();
    expect(document.querySelector('.ant-pagination-item-active')).toHaveAttribute('title', '1');
  });

  it('is as wide as its columns (each with a width), so the fixed 操作 column overlaps none (docs/requirements.md §10.6)', async () => {
    renderList();
    await link('器件1');
    const widths = [...document.querySelectorAll('colgroup')].at(-1)!.querySelectorAll('col');
    const total = [...widths].reduce((w, c) => w + parseInt((c as HTMLElement).style.width || '0', 10), 0);
    for (const table of document.querySelectorAll('.ant-table-container table'))
      expect((table as HTMLElement).style.width).toBe(`${total}px`);
    expect(total).toBeGreaterThan(600);
  });

  it('sorts on the server when a sortable column header is clicked', async () => {
    const { calls } = renderList();
    await link('器件1');
    fireEvent.click([...document.querySelectorAll('thead th')].find((th) => th.textContent === '价格')!);
    await waitFor(() => expect(lastList(calls).params.sorters).toEqual([{ field: 'price', order: 'asc' }]));
  });

  it('bulk deletes the selected rows after asking', async () => {
    const { calls } = renderList();
    const row = (await link('器件1')).closest('tr')!;
    fireEvent.click(row.querySelector('input[type=checkbox]')!);
    fireEvent.click(screen.getByText('批量删除'));
    expect(await screen.findByText('确定删除选中的 1 个器件吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByText('确 定'));
    await waitFor(() => expect(calls.find((c) => c.method === 'deleteMany')?.params.ids).toEqual(['g1']));
  });

  it('hides a column from the column settings', async () => {
    renderList();
    await link('器件1');
    fireEvent.click(screen.getByLabelText('列设置'));
    const option = await screen.findByText('价格', { selector: '.ant-popover .ant-checkbox-wrapper span' });
    fireEvent.click(option);
    await waitFor(() => expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).not.toContain('价格'));
  });

  it('says what is missing and offers 新建 when empty', async () => {
    renderList({ gadget: [], maker: [] });
    expect(await screen.findByText('暂无器件')).toBeInTheDocument();
    expect(screen.getByText('新建器件')).toBeInTheDocument();
  });
});

describe('GeneratedList default order', () => {
  it("reads the list in the schema's default order and shows that column sorted", async () => {
    const { calls } = renderList();
    await link('器件1');
    expect(calls.filter((c) => c.method === 'getList' && c.resource === 'gadget')[0].params.sorters).toEqual([
      { field: 'checkedAt', order: 'desc' },
    ]);
    const th = [...document.querySelectorAll('thead th')].find((el) => el.textContent === '检查时间')!;
    expect(th).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('GeneratedList under a role’s rights (docs/requirements.md §10.2)', () => {
  afterEach(() => setPermissions(null));
  const grant = (actions: PermissionAction[], fields: Record<string, 'hidden' | 'readonly'> = {}) =>
    setPermissions({ superAdmin: false, permissions: { gadget: { actions, fields } } });

  it('leaves a hidden field out of the columns, the column settings and the filters', async () => {
    grant(['list', 'show', 'create', 'edit', 'delete'], { price: 'hidden', weight: 'hidden' });
    renderList();
    await link('器件1');
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean);
    expect(headers).toEqual(['名称', '状态', '厂商', '检查时间', '操作']);
    const filterLabels = [...document.querySelectorAll('form[aria-label="筛选"] label')].map((l) => l.textContent);
    expect(filterLabels).not.toContain('价格');
    expect(filterLabels).not.toContain('重量');
    expect(filterLabels).toContain('状态');
    fireEvent.click(screen.getByLabelText('列设置'));
    await screen.findByText('检查时间', { selector: '.ant-popover .ant-checkbox-wrapper span' });
    expect(screen.queryByText('价格', { selector: '.ant-popover .ant-checkbox-wrapper span' })).toBeNull();
  });

  it('offers only the granted actions: no 新建, no 编辑 / 删除, no row selection for 批量删除', async () => {
    grant(['list', 'show']);
    renderList();
    const row = (await link('器件1')).closest('tr')!;
    expect(button(row, '查看')).toBeDefined();
    expect(button(row, '编辑')).toBeUndefined();
    expect(button(row, '删除')).toBeUndefined();
    expect(row.querySelector('input[type=checkbox]')).toBeNull();
    expect(button(document.body, '新建')).toBeUndefined();
    expect(button(document.body, '导出')).toBeUndefined();
  });

  it('offers 导出 to a holder of the export right', async () => {
    grant(['list', 'show', 'export']);
    renderList();
    await link('器件1');
    expect(button(document.body, '导出')).toBeDefined();
  });
});
