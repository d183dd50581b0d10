import { describe, expect, it } from 'vitest';
import { encodeIds, encodeListQuery, type ListQuery } from '../../../src/schemas/listQuery';
import { decodeIds, decodeListQuery, ListQueryError } from '../../../src/schemas/listQueryDecode';
import { checkListQuery } from '../../../src/schemas/listQuerySchema';
import { gadgetSchema } from '../support/testSchemas';

describe('list query wire format', () => {
  const query: ListQuery = {
    pageNo: 2,
    pageSize: 20,
    sort: { field: 'price', order: 'desc' },
    search: ' 螺丝 ',
    conditions: [
      { field: 'status', op: 'eq', value: 1 },
      { field: 'status', op: 'ne', value: 2 },
      { field: 'price', op: 'gte', value: 100 },
      { field: 'price', op: 'lte', value: 900 },
      { field: 'weight', op: 'gt', value: 1.5 },
      { field: 'weight', op: 'lt', value: 9 },
      { field: '_id', op: 'in', value: ['a', 'b'] },
      { field: 'name', op: 'contains', value: '钉' },
      { field: 'madeOn', op: 'null', value: true },
    ],
  };

  it('encodes every operator into flat params', () => {
    expect(encodeListQuery(query)).toEqual({
      pageNo: '2',
      pageSize: '20',
      sortField: 'price',
      sortOrder: 'desc',
      q: '螺丝',
      status: '1',
      status__ne: '2',
      price__gte: '100',
      price__lte: '900',
      weight__gt: '1.5',
      weight__lt: '9',
      _id__in: 'a,b',
      name__contains: '钉',
      madeOn__null: 'true',
    });
  });

  it('decodes what it encodes (values as strings, in as a list, null as a boolean)', () => {
    const back = decodeListQuery({ ...encodeListQuery(query), _t: '123' });
    expect(back.pageNo).toBe(2);
    expect(back.sort).toEqual({ field: 'price', order: 'desc' });
    expect(back.search).toBe('螺丝');
    expect(back.conditions).toContainEqual({ field: '_id', op: 'in', value: ['a', 'b'] });
    expect(back.conditions).toContainEqual({ field: 'madeOn', op: 'null', value: true });
    expect(back.conditions).toContainEqual({ field: 'price', op: 'gte', value: '100' });
    expect(back.conditions).toHaveLength(9);
  });

  it('defaults to page 1 of 10 and no sort', () => {
    expect(decodeListQuery({})).toEqual({ pageNo: 1, pageSize: 10, conditions: [] });
  });

  it.each([
    [{ pageNo: '0' }, 'pageNo'],
    [{ pageSize: '1000' }, 'pageSize'],
    [{ pageNo: 'x' }, 'pageNo'],
    [{ sortField: 'a', sortOrder: 'up' }, 'sortOrder'],
    [{ price__between: '1,2' }, 'price__between'],
    [{ price__eq: '1' }, 'price__eq'],
    [{ _id__in: ',' }, '_id__in'],
    [{ a__null: 'yes' }, 'a__null'],
    [{ status: ['1', '2'] }, 'status'],
  ])('rejects %j naming the param', (params, param) => {
    try {
      decodeListQuery(params);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ListQueryError);
      expect((e as ListQueryError).param).toBe(param);
    }
  });

  it('refuses in-values with commas and lists for single-value operators (a caller’s bug: no option value or id holds a comma)', () => {
    expect(() => encodeListQuery({ pageNo: 1, pageSize: 10, conditions: [{ field: 'x', op: 'in', value: ['a,b'] }] })).toThrow(
      'list filter x__in: a value holds a comma',
    );
    expect(() => encodeListQuery({ pageNo: 1, pageSize: 10, conditions: [{ field: 'x', op: 'eq', value: ['a'] }] })).toThrow(
      'list filter x: only `in` takes several values',
    );
  });

  it('encodes and decodes ids for bulk delete', () => {
    expect(encodeIds(['a', 'b', 3])).toBe('a,b,3');
    expect(decodeIds('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(() => decodeIds('')).toThrow('请选择要删除的记录');
  });
});

describe('checkListQuery against a schema', () => {
  const check = (params: Record<string, string>) => checkListQuery(gadgetSchema, decodeListQuery(params));

  it('coerces values to the field types', () => {
    const q = check({ price__gte: '100', active: 'true', status: '1', madeOn__lte: '2026-01-31', maker: 'm1', tags__in: 't1,t2' });
    expect(q.conditions).toEqual([
      { field: 'price', op: 'gte', value: 100 },
      { field: 'active', op: 'eq', value: true },
      { field: 'status', op: 'eq', value: 1 },
      { field: 'madeOn', op: 'lte', value: '2026-01-31' },
      { field: 'maker', op: 'eq', value: 'm1' },
      { field: 'tags', op: 'in', value: ['t1', 't2'] },
    ]);
  });

  it.each([
    [{ note: 'x' }, '字段“备注”不支持筛选'],
    [{ nope: 'x' }, '未知的筛选字段：nope'],
    [{ status__contains: '1' }, '字段“状态”不支持该筛选方式：contains'],
    [{ price__gte: '1.5' }, '筛选条件“价格”的取值不正确：1.5'],
    [{ status: '9' }, '筛选条件“状态”的取值不正确：9'],
    [{ madeOn__gte: '2026/01/01' }, '筛选条件“生产日期”的取值不正确：2026/01/01'],
    [{ active: 'yes' }, '筛选条件“启用”的取值不正确：yes'],
    [{ sortField: 'nope' }, '未知的排序字段：nope'],
    [{ sortField: 'note' }, '字段“备注”不支持排序'],
    [{ sortField: 'weight' }, '字段“重量”不支持排序'],
    [{ _id__contains: 'a' }, '不支持的筛选条件：_id__contains'],
  ])('rejects %j with a Chinese message', (params, message) => {
    expect(() => check(params)).toThrow(message);
  });

  it('allows system sorts and _id equality', () => {
    expect(check({ sortField: 'createdAt', sortOrder: 'desc', _id: 'x' }).conditions).toEqual([{ field: '_id', op: 'eq', value: 'x' }]);
  });

  it('accepts the fixed values of a schema and nothing else for them', () => {
    const cats = { ...gadgetSchema, fixed: { belongTo: 'product' } };
    expect(checkListQuery(cats, decodeListQuery({ belongTo: 'product' })).conditions).toEqual([
      { field: 'belongTo', op: 'eq', value: 'product' },
    ]);
    expect(() => checkListQuery(cats, decodeListQuery({ belongTo: 'customer' }))).toThrow('与资源的固定取值不符');
  });
});
