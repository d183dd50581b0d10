import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SettingsListPage } from '../../../../src/resources/sales-settings/SettingsListPage';
import { taxesSchema } from '../../../../src/schemas/taxes';
import { paymodeSchema } from '../../../../src/schemas/paymode';
import type { ResourceSchema } from '../../../../src/schemas/types';
import { createDataProvider } from '../../../../src/providers/dataProvider';
import { routedHttp } from '../../support/routedHttp';
import { TestRefine } from '../../support/TestRefine';
import { collectUnhandledRejections } from '../../support/unhandledRejections';
import { setPermissions } from '../../../../src/state/permissions';
import { permissionCatalogue, staffPermissions } from '../../../../src/schemas/permissionCatalogue';
import { resourceSchemas } from '../../../../src/schemas';

// antd tables in jsdom on a shared 2-core machine: generous limits, same assertions.
vi.setConfig({ testTimeout: 60000 });
const until = (fn: () => void) => waitFor(fn, { timeout: 15000 });

// The page reads and writes through the app's data provider; what it sends lands in mocks shaped like
// the HTTP client's apiGet / apiPost / apiPut / apiDelete (path, query or body, per-call options).
const http = vi.hoisted(() => ({ apiGet: vi.fn(), apiPost: vi.fn(), apiPut: vi.fn(), apiDelete: vi.fn() }));
/** The list query as the server reads it: the wire carries text, page numbers are numbers again. */
const asRead = (q: Record<string, unknown>) => ({
  ...q,
  ...('pageNo' in q && { pageNo: Number(q.pageNo) }),
  ...('pageSize' in q && { pageSize: Number(q.pageSize) }),
});
const provider = createDataProvider(
  routedHttp((c) => {
    if (c.method === 'get') return http.apiGet(c.url, asRead(c.params));
    if (c.method === 'post') return http.apiPost(c.url, c.body, c.options);
    if (c.method === 'put') return http.apiPut(c.url, c.body, c.options);
    return http.apiDelete(c.url, c.params, c.options);
  }),
);

/** 12 taxes on the server: two pages of 10. */
const TAXES = Array.from({ length: 12 }, (_, i) => ({
  _id: `t${i + 1}`,
  name: `税率${i + 1}`,
  rate: 13 - i,
  isDefault: i === 0,
  enabled: true,
  remark: null,
}));

function serve(rows = TAXES) {
  http.apiGet.mockImplementation(async (_url: string, q: Record<string, unknown>) => {
    const pageNo = Number(q.pageNo);
    const pageSize = Number(q.pageSize);
    const hits = q.q ? rows.filter((r) => r.name.includes(String(q.q))) : rows;
    return { rows: hits.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: hits.length };
  });
}

function renderPage(schema: ResourceSchema) {
  render(
    <TestRefine
      dataProvider={provider}
      resources={[{ name: schema.name, list: `/${schema.name}`, show: `/${schema.name}/show/:id` }]}
      path={`/${schema.name}`}
      route={`/${schema.name}`}
    >
      <SettingsListPage schema={schema} />
    </TestRefine>,
  );
}

const names = () => [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((r) => r.querySelector('td')?.textContent);
const lastQuery = () => http.apiGet.mock.calls.at(-1)![1];

const unhandled = collectUnhandledRejections();

describe('SettingsListPage (docs/requirements.md §3 list state)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    serve();
  });

  it('reads page 1 of 10 with the schema sort, pages, searches from page 1 again, and reports a failed read', async () => {
    renderPage(taxesSchema);
    await until(() => expect(names()).toHaveLength(10));
    expect(http.apiGet).toHaveBeenCalledWith('/setting/tax/list', { pageNo: 1, pageSize: 10, sortField: 'rate', sortOrder: 'desc' });
    expect(names()[0]).toBe('税率1');
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    expect(screen.getByText(/^更新于 \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument(); // fetchTime

    fireEvent.click(within(document.querySelector('.ant-pagination')!).getByTitle('2'));
    await until(() => expect(names()).toEqual(['税率11', '税率12']));
    expect(lastQuery()).toMatchObject({ pageNo: 2, pageSize: 10 });

    const search = screen.getByPlaceholderText('搜索税费名称');
    fireEvent.change(search, { target: { value: '税率1' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await until(() => expect(lastQuery()).toMatchObject({ q: '税率1', pageNo: 1, pageSize: 10 }));
    await until(() => expect(names()).toEqual(['税率1', '税率10', '税率11', '税率12']));

    http.apiGet.mockRejectedValueOnce(new Error('服务器内部错误'));
    fireEvent.click(screen.getByRole('button', { name: /刷\s*新/ }));
    expect(await screen.findByText('读取失败，请刷新重试', undefined, { timeout: 15000 })).toBeInTheDocument();
    expect(names()).toHaveLength(4); // the last good rows stay on screen
  });

  it('edits the chosen row (defaultRow) in a dialog and reads again after the write (modifyLoading)', async () => {
    let finish: (v: unknown) => void = () => undefined;
    http.apiPut.mockImplementation(() => new Promise((r) => (finish = r)));
    renderPage(taxesSchema);
    await until(() => expect(names()).toHaveLength(10));
    const reads = http.apiGet.mock.calls.length;
    const row = document.querySelectorAll('.ant-table-tbody tr.ant-table-row')[1] as HTMLElement;
    fireEvent.click(within(row).getByText('编辑'));
    const dialog = (await screen.findByText('编辑税费', undefined, { timeout: 15000 })).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByDisplayValue('税率2')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByDisplayValue('税率2'), { target: { value: '增值税 12%' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await until(() =>
      expect(http.apiPut).toHaveBeenCalledWith(
        '/setting/tax/update',
        expect.objectContaining({ _id: 't2', name: '增值税 12%', rate: 12 }),
        { successNotice: true },
      ),
    );
    // While the write runs the dialog's button spins (modifyLoading); then the list is read again.
    await until(() => expect(within(dialog).getByRole('button', { name: /保\s*存/ })).toHaveClass('ant-btn-loading'));
    finish({});
    await until(() => expect(http.apiGet.mock.calls.length).toBe(reads + 1));
    await until(() => expect(screen.queryByText('编辑税费')).toBeNull());
  });

  it('lists payment modes the same way, by their sort order', async () => {
    serve([{ _id: 'm1', name: '银行转账', rate: 0, isDefault: false, enabled: true, remark: null }] as never);
    renderPage(paymodeSchema);
    await until(() => expect(names()).toEqual(['银行转账']));
    expect(http.apiGet).toHaveBeenCalledWith('/setting/paymode/list', { pageNo: 1, pageSize: 10, sortField: 'sort', sortOrder: 'asc' });
    fireEvent.click(screen.getByRole('button', { name: /新\s*建/ }));
    expect(await screen.findByText('新建付款方式', undefined, { timeout: 15000 })).toBeInTheDocument();
  });

  // 税费 and 付款方式 are this one page; one of them stands for both (each case takes ~40 s here).
  it('保存 of an empty 税费 dialog shows the errors under the fields, no uncaught error', async () => {
    const schema = taxesSchema;
    renderPage(schema);
    await until(() => expect(http.apiGet).toHaveBeenCalled());
    fireEvent.click(screen.getByRole('button', { name: /新\s*建/ }));
    const dialog = (await screen.findByText(`新建${schema.label}`, undefined, { timeout: 15000 })).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await until(() => expect(dialog.querySelector('.ant-form-item-explain-error')).not.toBeNull());
    // A rejection nobody handled is reported once the microtasks of the click have run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).toEqual([]);
    expect(http.apiPost).not.toHaveBeenCalled();
  });

  it('offers the built-in 员工 no 新建, 编辑 or 删除: it reads the settings (docs/permissions.md)', async () => {
    setPermissions({ superAdmin: false, permissions: staffPermissions(permissionCatalogue(resourceSchemas)) });
    try {
      renderPage(taxesSchema);
      await until(() => expect(names()).toHaveLength(10));
      expect(screen.queryByRole('button', { name: /新\s*建/ })).toBeNull();
      expect(screen.queryByText('编辑')).toBeNull();
      expect(screen.queryByText('删除')).toBeNull();
    } finally {
      setPermissions(null);
    }
  });
});
