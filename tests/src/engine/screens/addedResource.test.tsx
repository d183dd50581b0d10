import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { screensFor } from '../../../../src/engine/screens/screens';
import { createDataProvider } from '../../../../src/providers/dataProvider';
import { http, setHttpNotifier, type SentRequest } from '../../../../src/http/httpClient';
import type { ResourceSchema } from '../../../../src/schemas/types';
import { envelope, installFakeAdapter } from '../../helpers/fakeAdapter';
import { TestRefine } from '../../support/TestRefine';

vi.setConfig({ testTimeout: 30000 });

/**
 * A resource declared only in this test: no screen, provider or route code of its own. It goes
 * through the app's real data provider and HTTP client (only the network adapter is fake), so what
 * is checked is what the server would receive.
 */
const memoSchema: ResourceSchema = {
  name: 'memo',
  label: '备忘',
  apiBase: '/test/memo',
  titleField: 'title',
  fields: [
    { name: 'title', label: '标题', type: 'text', required: true, maxLength: 20, searchable: true, sortable: true, filterable: true },
    { name: 'code', label: '编号', type: 'text', pattern: '^M-\\d+$', patternMessage: '编号格式应如 M-1' },
    { name: 'amount', label: '金额', type: 'money', min: 0 },
  ],
};
const resources = [{ name: 'memo', list: '/memo', create: '/memo/create', edit: '/memo/edit/:id', show: '/memo/show/:id' }];
const stored = {
  _id: 'm1',
  title: '周会纪要',
  code: 'M-1',
  amount: 12345,
  createdAt: '2026-01-02T03:04:00.000Z',
  updatedAt: '2026-01-02T03:04:00.000Z',
};

let fake: ReturnType<typeof installFakeAdapter>;
const notices: string[] = [];
beforeEach(() => {
  notices.length = 0;
  setHttpNotifier({ error: (t, m) => notices.push(`${t}: ${m}`), success: (m) => notices.push(m) });
  fake = installFakeAdapter((config) => {
    const url = config.url ?? '';
    if (url === '/test/memo/list') return { data: envelope({ rows: [stored], total: 1 }) };
    if (url === '/test/memo/findById') return { data: envelope(stored) };
    if (url === '/test/memo/add') return { data: envelope({ ...stored, ...JSON.parse(config.data as string), _id: 'm2' }) };
    if (url === '/test/memo/update') return { data: envelope({ ...stored, ...JSON.parse(config.data as string) }) };
    return { status: 404, data: envelope(null, { success: false, code: 404, message: '请求的资源不存在' }) };
  });
});
afterEach(() => {
  fake.restore();
  setHttpNotifier(null);
});

const sent = (method: string, url: string) => fake.requests.filter((r) => r.method === method && r.url === url);
const params = (r: SentRequest) => {
  const { _t, ...rest } = r.params as Record<string, unknown>;
  expect(_t).toBeTypeOf('number');
  return rest;
};
const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent!.replace(/\s/g, '') === text)!;
const errorUnder = (id: string) =>
  document.querySelector(`#${id}`)!.closest('.ant-form-item')!.querySelector('.ant-form-item-explain-error')?.textContent;

function renderScreen(kind: 'list' | 'create' | 'edit' | 'show', path: string, route: string) {
  const Screen = screensFor(memoSchema, {})[kind];
  render(
    <TestRefine dataProvider={createDataProvider(http, [memoSchema])} resources={resources} path={path} route={route}>
      <Suspense fallback={<div>加载中</div>}>
        <Screen />
      </Suspense>
    </TestRefine>,
  );
}

describe('a schema added in a test, through the real data provider and the generated screens', () => {
  it('list: pages, sorts and filters in the wire format of src/schemas/listQuery.ts', async () => {
    renderScreen('list', '/memo', '/memo');
    expect(await screen.findByText('周会纪要', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(params(sent('get', '/test/memo/list')[0])).toEqual({ pageNo: '1', pageSize: '10' });

    fireEvent.click([...document.querySelectorAll('thead th')].find((th) => th.textContent === '标题')!);
    await waitFor(() =>
      expect(params(sent('get', '/test/memo/list').at(-1)!)).toEqual({ pageNo: '1', pageSize: '10', sortField: 'title', sortOrder: 'asc' }),
    );

    fireEvent.change(screen.getByPlaceholderText('搜索标题'), { target: { value: '周会' } });
    fireEvent.change(document.querySelector('form[aria-label="筛选"] #title')!, { target: { value: '纪要' } });
    fireEvent.click(button('搜索'));
    await waitFor(() =>
      expect(params(sent('get', '/test/memo/list').at(-1)!)).toEqual({
        pageNo: '1',
        pageSize: '10',
        sortField: 'title',
        sortOrder: 'asc',
        q: '周会',
        title__contains: '纪要',
      }),
    );
  });

  it('create: invalid input is refused under the field in Chinese with no request; valid input is POSTed to <apiBase>/add', async () => {
    renderScreen('create', '/memo/create', '/memo/create');
    await screen.findByText('新建备忘', {}, { timeout: 10000 });
    fireEvent.change(document.querySelector('#code')!, { target: { value: 'X9' } });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(errorUnder('title')).toBe('请输入标题'), { timeout: 5000 });
    await waitFor(() => expect(errorUnder('code')).toBe('编号格式应如 M-1'));
    expect(fake.requests.filter((r) => r.method !== 'get')).toEqual([]);

    fireEvent.change(document.querySelector('#title')!, { target: { value: '季度复盘' } });
    fireEvent.change(document.querySelector('#code')!, { target: { value: 'M-7' } });
    fireEvent.change(document.querySelector('#amount')!, { target: { value: '88.5' } });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(sent('post', '/test/memo/add')).toHaveLength(1));
    expect(JSON.parse(sent('post', '/test/memo/add')[0].data as string)).toEqual({ title: '季度复盘', code: 'M-7', amount: 8850 });
    await waitFor(() => expect(notices).toContain('操作成功'));
  });

  it('edit: loads findById?_id= and PUTs the form to <apiBase>/update with _id', async () => {
    renderScreen('edit', '/memo/edit/m1', '/memo/edit/:id');
    await waitFor(() => expect(document.querySelector('#title')).toHaveValue('周会纪要'), { timeout: 10000 });
    expect(params(sent('get', '/test/memo/findById')[0])).toEqual({ _id: 'm1' });
    expect(document.querySelector('#amount')).toHaveValue('123.45');
    fireEvent.change(document.querySelector('#title')!, { target: { value: '周会纪要（定稿）' } });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(sent('put', '/test/memo/update')).toHaveLength(1));
    expect(JSON.parse(sent('put', '/test/memo/update')[0].data as string)).toEqual({
      _id: 'm1',
      title: '周会纪要（定稿）',
      code: 'M-1',
      amount: 12345,
    });
  });

  it('show: reads findById?_id= and shows the values formatted', async () => {
    renderScreen('show', '/memo/show/m1', '/memo/show/:id');
    expect(await screen.findByText('¥123.45', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.getAllByText('周会纪要').length).toBeGreaterThan(0);
    expect(params(sent('get', '/test/memo/findById')[0])).toEqual({ _id: 'm1' });
  });
});
