import type { BaseRecord, DataProvider, LogicalFilter } from '@refinedev/core';

/** A call the memory provider received. */
interface ProviderCall {
  method: string;
  resource: string;
  params: Record<string, unknown>;
}

/**
 * An in-memory refine data provider for component tests: eq / in / contains / between filters,
 * one sorter, pages from 1. Records every call in `calls`.
 */
export function memoryDataProvider(seed: Record<string, BaseRecord[]>) {
  const db: Record<string, BaseRecord[]> = Object.fromEntries(Object.entries(seed).map(([k, v]) => [k, v.map((r) => ({ ...r }))]));
  const calls: ProviderCall[] = [];
  let next = 1000;
  const table = (r: string) => (db[r] ??= []);
  const matches = (row: BaseRecord, f: LogicalFilter) => {
    const v = row[f.field];
    switch (f.operator) {
      case 'eq':
        return String(v) === String(f.value);
      case 'in':
        return (f.value as unknown[]).some((x) => (Array.isArray(v) ? v.map(String).includes(String(x)) : String(v) === String(x)));
      case 'contains':
        return f.field === 'q' ? Object.values(row).some((x) => String(x).includes(f.value)) : String(v ?? '').includes(f.value);
      case 'between': {
        const [a, b] = f.value as [number | string | null, number | string | null];
        return (a === null || (v as number | string) >= a) && (b === null || (v as number | string) <= b);
      }
      default:
        return true;
    }
  };
  const provider: DataProvider = {
    getApiUrl: () => '/ace-apis',
    async getList({ resource, pagination, sorters, filters }) {
      calls.push({ method: 'getList', resource, params: { pagination, sorters, filters } });
      let rows = table(resource).filter((r) => (filters ?? []).every((f) => !('field' in f) || matches(r, f)));
      const s = sorters?.[0];
      if (s)
        rows = [...rows].sort((x, y) => (x[s.field] > y[s.field] ? 1 : x[s.field] < y[s.field] ? -1 : 0) * (s.order === 'asc' ? 1 : -1));
      const page = pagination?.currentPage ?? 1;
      const size = pagination?.pageSize ?? 10;
      return { data: rows.slice((page - 1) * size, page * size) as never[], total: rows.length };
    },
    async getMany({ resource, ids }) {
      calls.push({ method: 'getMany', resource, params: { ids } });
      return { data: table(resource).filter((r) => ids.map(String).includes(String(r._id))) as never[] };
    },
    async getOne({ resource, id }) {
      calls.push({ method: 'getOne', resource, params: { id } });
      const row = table(resource).find((r) => String(r._id) === String(id));
      if (!row) throw Object.assign(new Error('请求的资源不存在'), { statusCode: 404 });
      return { data: row as never };
    },
    async create({ resource, variables }) {
      calls.push({ method: 'create', resource, params: { variables } });
      const row = { ...(variables as object), _id: `n${next++}` };
      table(resource).push(row);
      return { data: row as never };
    },
    async update({ resource, id, variables }) {
      calls.push({ method: 'update', resource, params: { id, variables } });
      const row = table(resource).find((r) => String(r._id) === String(id))!;
      Object.assign(row, variables);
      return { data: row as never };
    },
    async deleteOne({ resource, id }) {
      calls.push({ method: 'deleteOne', resource, params: { id } });
      db[resource] = table(resource).filter((r) => String(r._id) !== String(id));
      return { data: { _id: id } as never };
    },
    async deleteMany({ resource, ids }) {
      calls.push({ method: 'deleteMany', resource, params: { ids } });
      db[resource] = table(resource).filter((r) => !ids.map(String).includes(String(r._id)));
      return { data: [] };
    },
    /** GET /related (show pages' related lists): rows whose reference field `via` names `id`; longer paths find none. */
    async custom({ url, query, payload }) {
      const q = (query ?? {}) as Record<string, string>;
      calls.push({ method: 'custom', resource: q.resource ?? '', params: { url, query: q, payload } });
      if (url.startsWith('/setting/view/')) return { data: viewCall(url, q, payload as BaseRecord) as never };
      if (url !== '/related') throw new Error(`memoryDataProvider: no custom call ${url}`);
      const rows = table(q.resource).filter((r) => !q.via.includes('.') && String(r[q.via]) === String(q.id));
      const sums = Object.fromEntries(
        (q.totals ? q.totals.split(',') : []).map((f) => [f, rows.reduce((n, r) => n + Number(r[f] ?? 0), 0)]),
      );
      return { data: { rows, total: rows.length, sums } as never };
    },
  };
  /** Saved views and column settings (/setting/view/*), every view the user's own: rows of `list_views` and `list_columns`. */
  function viewCall(url: string, q: Record<string, string>, body: BaseRecord = {}) {
    const views = table('list_views');
    const columns = table('list_columns');
    switch (url) {
      case '/setting/view/list':
        return { value: { rows: views.filter((v) => v.resource === q.resource), total: views.length } };
      case '/setting/view/add': {
        const view = { ...body, _id: `v${++next}`, mine: true, editable: true, roleIds: [] };
        views.push(view);
        return { value: view };
      }
      case '/setting/view/update': {
        const i = views.findIndex((v) => v._id === body._id);
        views[i] = { ...views[i], ...body };
        return { value: views[i] };
      }
      case '/setting/view/delete':
        db.list_views = views.filter((v) => v._id !== q._id);
        return null;
      case '/setting/view/columns':
        if (body.resource) db.list_columns = [...columns.filter((c) => c.resource !== body.resource), { order: [], ...body }];
        return {
          value: table('list_columns').find((c) => c.resource === (q.resource ?? body.resource)) ?? {
            resource: q.resource,
            hidden: [],
            order: [],
          },
        };
      default:
        throw new Error(`memoryDataProvider: no custom call ${url}`);
    }
  }
  return { provider, calls, db };
}
