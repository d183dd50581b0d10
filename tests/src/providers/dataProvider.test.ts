import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, setHttpNotifier, type Adapter, type SentRequest } from '../../../src/http/httpClient';
import { createDataProvider, dataProvider } from '../../../src/providers/dataProvider';
import { setPublishedSchemas, loadPublishedChecks } from '../../../src/state/servedSchemas';
import { addedSchema } from '../support/addedSchemas';
import { onDeleted } from '../../../src/state/deletedRecords';
import type { ResourceSchema } from '../../../src/schemas/types';
import { gadgetSchema, makerSchema } from '../support/testSchemas';

// The checks published schemas go through load on demand in the app (applyPublished); these tests serve lists directly.
beforeAll(() => loadPublishedChecks());

const categorySchema: ResourceSchema = {
  name: 'product_categories',
  label: '产品分类',
  apiBase: '/setting',
  titleField: 'name',
  endpoints: {
    list: '/setting/listCategory',
    add: '/setting/addCategory',
    update: '/setting/updateCategory',
    delete: '/setting/deleteCategory',
  },
  fixed: { belongTo: 'product' },
  fields: [{ name: 'name', label: '名称', type: 'text' }],
};

interface Seen {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  config: SentRequest;
}
let seen: Seen[] = [];
let reply: { status: number; data: unknown } = { status: 200, data: {} };
const original = http.defaults.adapter;
const notices: string[] = [];

const fake: Adapter = async (config) => {
  seen.push({
    method: config.method!,
    url: config.url!,
    params: { ...config.params },
    body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
    config,
  });
  return { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
};

const ok = (data: unknown) => (reply = { status: 200, data: { success: true, message: 'ok', code: 200, data, timestamp: 0, path: '' } });
const provider = createDataProvider(http, [gadgetSchema, makerSchema, categorySchema]);
const last = () => seen[seen.length - 1];
const withoutT = (p: Record<string, unknown>) => {
  const { _t, ...rest } = p;
  return rest;
};

beforeEach(() => {
  seen = [];
  notices.length = 0;
  http.defaults.adapter = fake;
  setHttpNotifier({ error: (t, m) => notices.push(`${t}: ${m}`), success: (m) => notices.push(m) });
});
afterEach(() => {
  http.defaults.adapter = original;
  setHttpNotifier(null);
});

describe('dataProvider.getList', () => {
  it('maps pagination, sorting and the search box, and reads rows and total', async () => {
    ok({ rows: [{ _id: '1', name: '螺丝' }], total: 31 });
    const res = await provider.getList({
      resource: 'gadget',
      pagination: { currentPage: 3, pageSize: 20 },
      sorters: [{ field: 'price', order: 'desc' }],
      filters: [{ field: 'q', operator: 'contains', value: '螺' }],
    });
    expect(res).toEqual({ data: [{ _id: '1', name: '螺丝' }], total: 31 });
    expect(last().method).toBe('get');
    expect(last().url).toBe('/test/gadget/list');
    expect(withoutT(last().params)).toEqual({ pageNo: '3', pageSize: '20', sortField: 'price', sortOrder: 'desc', q: '螺' });
    expect(last().params._t).toBeTypeOf('number');
  });

  it('passes an estimated total on, and asks for the exact one when the list says so (meta.exactTotal)', async () => {
    ok({ rows: [], total: 1_230_000, totalEstimated: true });
    expect(await provider.getList({ resource: 'gadget' })).toEqual({ data: [], total: 1_230_000, totalEstimated: true });
    expect(withoutT(last().params)).toEqual({ pageNo: '1', pageSize: '10' });
    ok({ rows: [], total: 1_234_567 });
    expect(await provider.getList({ resource: 'gadget', meta: { exactTotal: true } })).toEqual({ data: [], total: 1_234_567 });
    expect(withoutT(last().params)).toEqual({ pageNo: '1', pageSize: '10', _exact: '1' });
  });

  it("a list read takes the client's per-call options from meta (the palette's quiet search), not the URL's text", async () => {
    ok({ rows: [], total: 0 });
    await provider.getList({ resource: 'gadget', meta: { silent: true } });
    expect(last().config.silent).toBe(true);
    // refine merges the page's URL parameters into a hook's meta: text there asks for nothing.
    await provider.getList({ resource: 'gadget', meta: { silent: 'true' } });
    expect(last().config).not.toHaveProperty('silent');
  });

  it('defaults to page 1 with the schema page size (10)', async () => {
    ok({ rows: [], total: 0 });
    await provider.getList({ resource: 'gadget' });
    expect(withoutT(last().params)).toEqual({ pageNo: '1', pageSize: '10' });
  });

  it('encodes every supported filter operator', async () => {
    ok({ rows: [], total: 0 });
    await provider.getList({
      resource: 'gadget',
      filters: [
        { field: 'status', operator: 'eq', value: 1 },
        { field: 'active', operator: 'ne', value: false },
        { field: 'maker', operator: 'in', value: ['a', 'b'] },
        { field: 'name', operator: 'contains', value: '钉' },
        { field: 'price', operator: 'between', value: [100, 500] },
        { field: 'weight', operator: 'gte', value: 1 },
        { field: 'weight', operator: 'lte', value: 9 },
        { field: 'stock', operator: 'gt', value: 0 },
        { field: 'stock', operator: 'lt', value: 50 },
        { field: 'madeOn', operator: 'null', value: true },
        { field: 'photo', operator: 'nnull', value: true },
        { operator: 'and', value: [{ field: 'checkedAt', operator: 'between', value: ['2026-01-01T00:00:00.000Z', null] }] },
        { field: 'tags', operator: 'eq', value: ['t1', 't2'] },
        { field: 'email', operator: 'eq', value: undefined },
        { field: 'rate', operator: 'in', value: [] },
      ],
    });
    expect(withoutT(last().params)).toEqual({
      pageNo: '1',
      pageSize: '10',
      status: '1',
      active__ne: 'false',
      maker__in: 'a,b',
      name__contains: '钉',
      price__gte: '100',
      price__lte: '500',
      weight__gte: '1',
      weight__lte: '9',
      stock__gt: '0',
      stock__lt: '50',
      madeOn__null: 'true',
      photo__null: 'false',
      checkedAt__gte: '2026-01-01T00:00:00.000Z',
      tags__in: 't1,t2',
    });
  });

  it.each(['nin', 'startswith', 'or'])('refuses the unsupported operator %s', async (operator) => {
    ok({ rows: [], total: 0 });
    const filter =
      operator === 'or' ? { operator: 'or' as const, value: [] } : { field: 'name', operator: operator as 'nin', value: ['x'] };
    await expect(provider.getList({ resource: 'gadget', filters: [filter] })).rejects.toThrow(`不支持的筛选方式：${operator}`);
    expect(seen).toHaveLength(0);
  });

  it('uses the endpoint overrides and sends fixed values', async () => {
    ok({ rows: [], total: 0 });
    await provider.getList({ resource: 'product_categories' });
    expect(last().url).toBe('/setting/listCategory');
    expect(withoutT(last().params)).toEqual({ pageNo: '1', pageSize: '10', belongTo: 'product' });
  });

  it('reaches a target without schema through meta.apiBase and refuses unknown resources', async () => {
    ok({ rows: [], total: 0 });
    await provider.getList({ resource: 'user', meta: { apiBase: '/setting/user' } });
    expect(last().url).toBe('/setting/user/list');
    await expect(provider.getList({ resource: 'nothing' })).rejects.toThrow('未知的资源：nothing');
  });
});

describe('dataProvider single-record calls', () => {
  it('getOne reads findById?_id=', async () => {
    ok({ _id: 'g1', name: 'A' });
    expect(await provider.getOne({ resource: 'gadget', id: 'g1' })).toEqual({ data: { _id: 'g1', name: 'A' } });
    expect(last().url).toBe('/test/gadget/findById');
    expect(last().params._id).toBe('g1');
  });

  it('getMany lists with _id__in and as many rows as ids', async () => {
    ok({ rows: [{ _id: 'a' }, { _id: 'b' }] });
    expect((await provider.getMany!({ resource: 'maker', ids: ['a', 'b'] })).data).toHaveLength(2);
    expect(withoutT(last().params)).toEqual({ pageNo: '1', pageSize: '2', _id__in: 'a,b' });
  });

  it('create POSTs to add and shows a success notice', async () => {
    ok({ _id: 'n1', name: 'N' });
    const res = await provider.create({ resource: 'gadget', variables: { name: 'N' } });
    expect(res.data).toEqual({ _id: 'n1', name: 'N' });
    expect(last()).toMatchObject({ method: 'post', url: '/test/gadget/add', body: { name: 'N' } });
    expect(notices).toEqual(['ok']);
  });

  it('create sends the schema fixed values in the body (schemas sharing one add call stay apart); update never does', async () => {
    ok({ _id: 'c1', name: '五金' });
    await provider.create({ resource: 'product_categories', variables: { name: '五金', belongTo: 'customer' } });
    expect(last()).toMatchObject({ method: 'post', url: '/setting/addCategory', body: { name: '五金', belongTo: 'product' } });
    await provider.update({ resource: 'product_categories', id: 'c1', variables: { name: '五金工具' } });
    expect(last()).toMatchObject({ method: 'put', url: '/setting/updateCategory' });
    expect(last().body).toEqual({ name: '五金工具', _id: 'c1' });
  });

  it('update PUTs to update with _id in the body', async () => {
    ok({ _id: 'g1', name: 'B' });
    await provider.update({ resource: 'gadget', id: 'g1', variables: { name: 'B' } });
    expect(last()).toMatchObject({ method: 'put', url: '/test/gadget/update', body: { name: 'B', _id: 'g1' } });
  });

  it('deleteOne and deleteMany send _id and _ids in the query', async () => {
    ok(null);
    await provider.deleteOne({ resource: 'gadget', id: 'g1' });
    expect(last()).toMatchObject({ method: 'delete', url: '/test/gadget/delete', params: { _id: 'g1' } });
    await provider.deleteMany!({ resource: 'product_categories', ids: ['a', 'b'] });
    expect(last()).toMatchObject({ method: 'delete', url: '/setting/deleteCategory', params: { _ids: 'a,b' } });
  });

  it('reports every successful delete, so the tabs of the deleted records close', async () => {
    const deleted: Array<[string, string[]]> = [];
    const stop = onDeleted((resource, ids) => deleted.push([resource, ids]));
    ok(null);
    await provider.deleteOne({ resource: 'gadget', id: 'g1' });
    await provider.deleteMany!({ resource: 'gadget', ids: ['a', 'b'] });
    stop();
    expect(deleted).toEqual([
      ['gadget', ['g1']],
      ['gadget', ['a', 'b']],
    ]);
  });

  it('custom calls any path relative to /ace-apis', async () => {
    ok({ done: true });
    const res = await provider.custom!({ url: '/ace-apis/business/order/quotation/generateOrder', method: 'post', payload: { _id: 'q1' } });
    expect(res.data).toEqual({ done: true });
    expect(last()).toMatchObject({ method: 'post', url: '/business/order/quotation/generateOrder', body: { _id: 'q1' } });
  });

  it("custom takes the client's per-call options from meta (silent, successNotice, skipProject), and only those", async () => {
    localStorage.setItem('currentProject', JSON.stringify('p-main'));
    reply = { status: 500, data: { success: false, message: '服务器内部错误', code: 500, data: null } };
    await expect(
      provider.custom!({
        url: '/business/customer/findById',
        method: 'get',
        query: { _id: 'c1' },
        meta: { silent: true, skipProject: true },
      }),
    ).rejects.toMatchObject({ statusCode: 500 });
    expect(notices).toEqual([]);
    expect(last().config.headers.projectid).toBeUndefined();
    expect(withoutT(last().params)).toEqual({ _id: 'c1' });

    ok({ _id: 'q1' });
    await provider.custom!({
      url: '/business/customer_potential/convert',
      method: 'post',
      payload: { _id: 'q1' },
      meta: { successNotice: '操作成功' },
    });
    expect(notices).toEqual(['操作成功']);
    // refine merges the page's URL parameters (text) into a hook's meta: they ask for nothing.
    await provider.custom!({
      url: '/setting/menu/removeAllMenuSession',
      method: 'get',
      meta: { silent: 'true', successNotice: '', id: 'x' },
    });
    expect(last().config).not.toHaveProperty('silent');
    expect(last().config).not.toHaveProperty('successNotice');
    expect(last().config.headers.projectid).toBe('p-main');
  });
});

describe('dataProvider errors', () => {
  it('rejects with the error catalogue message and status (refine HttpError shape)', async () => {
    reply = { status: 400, data: { success: false, message: '请输入名称', code: 400, data: null } };
    await expect(provider.create({ resource: 'gadget', variables: {} })).rejects.toMatchObject({ statusCode: 400, message: '请输入名称' });
    expect(notices.some((n) => n.includes('请输入名称'))).toBe(true);
  });

  it('treats a 200 envelope with success false as a failure', async () => {
    reply = { status: 200, data: { success: false, message: '分类使用中，不能删除', code: 10100, data: null } };
    await expect(provider.deleteOne({ resource: 'product_categories', id: 'c1' })).rejects.toMatchObject({
      message: '分类使用中，不能删除',
    });
  });

  it('rejects a 500 with 服务器内部错误', async () => {
    reply = { status: 500, data: {} };
    await expect(provider.getOne({ resource: 'gadget', id: 'x' })).rejects.toMatchObject({ statusCode: 500, message: '服务器内部错误' });
  });
});

describe('dataProvider of the served schemas (docs/requirements.md §10.3)', () => {
  afterEach(() => setPublishedSchemas([]));

  it('reaches a resource published after it was built, at /business/custom/<name>', async () => {
    // The app's provider exists from the start: the resource is looked up at each call.
    await expect(dataProvider.getList({ resource: 'vehicle' })).rejects.toThrow('未知的资源：vehicle');
    setPublishedSchemas([addedSchema('vehicle')]);
    ok({ rows: [{ _id: 'v1', title: '一号车' }], total: 1 });
    const res = await dataProvider.getList({
      resource: 'vehicle',
      pagination: { currentPage: 1, pageSize: 10 },
      filters: [{ field: 'q', operator: 'contains', value: '一号' }],
    });
    expect(res).toEqual({ data: [{ _id: 'v1', title: '一号车' }], total: 1 });
    expect(last()).toMatchObject({ method: 'get', url: '/business/custom/vehicle/list' });
    expect(withoutT(last().params)).toEqual({ pageNo: '1', pageSize: '10', q: '一号' });
  });

  it('sends every call of an added resource to its own endpoints', async () => {
    setPublishedSchemas([addedSchema('vehicle')]);
    ok({ _id: 'v1' });
    await dataProvider.getOne({ resource: 'vehicle', id: 'v1' });
    await dataProvider.create({ resource: 'vehicle', variables: { title: '二号车' } });
    await dataProvider.update({ resource: 'vehicle', id: 'v1', variables: { title: '三号车' } });
    await dataProvider.deleteOne({ resource: 'vehicle', id: 'v1' });
    expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual([
      'get /business/custom/vehicle/findById',
      'post /business/custom/vehicle/add',
      'put /business/custom/vehicle/update',
      'delete /business/custom/vehicle/delete',
    ]);
  });

  it('still serves the built-ins by the same lookup', async () => {
    ok({ rows: [], total: 0 });
    await createDataProvider(http).getList({ resource: 'customer' });
    expect(last().url).toBe('/business/customer/list');
  });
});
