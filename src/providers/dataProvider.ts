/**
 * The refine data provider of the schema resources: `@refinedev/simple-rest`'s provider over the one
 * axios instance (`http` of ./httpClient: base /ace-apis, token, projectid, `_t`, error catalogue
 * and notices), with the calls the /ace-apis shapes need in its place (docs/decisions.md, "simple-rest
 * under the data provider": what is taken and what is overridden, and why).
 *
 * | refine      | call                                                                      |
 * |-------------|---------------------------------------------------------------------------|
 * | getList     | GET  <list>?pageNo&pageSize&sortField&sortOrder&q&<filters>  → data.rows, data.total (totalEstimated) |
 * | getMany     | GET  <list>?_id__in=a,b&pageSize=<n> (chunks of 100)                       |
 * | getOne      | GET  <findById>?_id=                                                      |
 * | create      | POST <add>, body = the values + the schema's `fixed` values               |
 * | update      | PUT  <update>, body = the values + `_id`                                  |
 * | deleteOne   | DELETE <delete>?_id=                                                      |
 * | deleteMany  | DELETE <delete>?_ids=a,b                                                  |
 * | custom      | any method and url (relative to /ace-apis), query as params, payload as body |
 *
 * `custom` carries the spec's fixed routes (status changes, generate order, dashboard figures, the
 * business day, menu / tenant / org / project / setting calls, upload). Its `meta` may ask the HTTP
 * client for `silent` (no error notice), `successNotice` (操作成功 or a text) and `skipProject`
 * (no `projectid` header), exactly as the client's own per-call options.
 *
 * <list> is `<apiBase>/list` unless the schema's `endpoints` say otherwise; apiBase comes from the
 * resource's schema (by refine resource name, among the served schemas at call time, so a resource
 * published after the start is reached too) or `meta.apiBase` (reference targets that have no
 * schema, e.g. staff users). The filter format is the one of src/schemas/listQuery.ts: `field=v`
 * (eq), `field__ne|gt|gte|lt|lte|contains=v`, `field__in=a,b`, `field__null=true|false`; refine's
 * `between` is sent as `__gte`/`__lte`, `nnull` as `__null=false`, a `contains` filter on the field
 * `q` is the search box. Other refine operators (nin, startswith, or, …) throw.
 *
 * Writes ask the client for a success notice (操作成功 or the server's message); errors are
 * ApiError (refine's HttpError shape) already notified by the client.
 */
import type { BaseKey, BaseRecord, DataProvider, MetaQuery } from '@refinedev/core';
import simpleRest from '@refinedev/simple-rest';
import type { AxiosInstance } from 'axios';
import { encodeIds, encodeListQuery, MAX_PAGE_SIZE } from '../schemas/listQuery';
import type { ResourceEndpoints, ResourceSchema } from '../schemas/types';
import { http as sharedHttp, API_BASE, type RequestConfig } from '../http/httpClient';
import { toListQuery } from './listParams';
import { servedSchemas } from '../state/servedSchemas';
import type { Envelope, ListResult } from '../domain/envelope';
import { noteDeleted } from '../state/deletedRecords';
import { t } from '../i18n/messages/zh-CN/app';

type Verb = keyof ResourceEndpoints;
/** The axios instance the provider calls (the app's `http`; tests may pass one with a stand-in adapter). */
export type HttpLike = AxiosInstance;

/** The HTTP client's per-call options a call may ask for in `meta`. */
export type CallOptions = Pick<RequestConfig, 'silent' | 'successNotice' | 'skipProject' | 'handledCodes'>;

/**
 * The HTTP client's per-call options named in `meta`. Only values of the right type count: refine
 * merges the page's URL parameters into a hook's meta, and those are text.
 */
function callOptions(meta?: MetaQuery): CallOptions {
  const options: CallOptions = {};
  if (meta?.silent === true) options.silent = true;
  if (meta?.skipProject === true) options.skipProject = true;
  if (Array.isArray(meta?.handledCodes))
    options.handledCodes = (meta.handledCodes as unknown[]).filter((c): c is number => typeof c === 'number');
  const notice = meta?.successNotice;
  if (notice === true || (typeof notice === 'string' && notice)) options.successNotice = notice;
  return options;
}

/** Where each call of a resource goes, from its schema or `meta.apiBase`. */
function resourcePaths(schemas: readonly ResourceSchema[], resource: string, meta?: MetaQuery) {
  const schema = schemas.find((s) => s.name === resource);
  const apiBase = (meta?.apiBase as string | undefined) ?? schema?.apiBase;
  if (!apiBase) throw new Error(t('unknownResource', { resource }));
  const path = (verb: Verb) => schema?.endpoints?.[verb] ?? `${apiBase}/${verb}`;
  return { schema, path };
}

/** A schema list, or where to read it at each call (the served schemas change while the app runs). */
export type SchemaSource = readonly ResourceSchema[] | (() => readonly ResourceSchema[]);

/** Builds the provider over `http` and a schema list (by default the served schemas, read at each call). */
export function createDataProvider(http: HttpLike = sharedHttp, schemas: SchemaSource = servedSchemas): DataProvider {
  const current = typeof schemas === 'function' ? schemas : () => schemas;
  const paths = (resource: string, meta?: MetaQuery) => resourcePaths(current(), resource, meta);
  const write = { successNotice: true } as const;
  /** A delete to the recycle bin says so itself, offering 撤销 (shell/UndoDelete.tsx): no 操作成功 beside it. */
  const deleting = (schema?: { softDelete?: boolean }) => (schema?.softDelete ? {} : write);

  return {
    // Kept from simple-rest: the contract and `getApiUrl` (/ace-apis). Every call below replaces its
    // namesake: simple-rest's REST paths (`/<resource>/<id>`), `_start`/`_end` paging, `x-total-count`
    // and bare bodies are not the spec's calls, envelope or list format.
    ...simpleRest(API_BASE, http),

    async getList({ resource, pagination, sorters, filters, meta }) {
      const { schema, path } = paths(resource, meta);
      const query = toListQuery({ pagination, sorters, filters, fixed: schema?.fixed, defaultPageSize: schema?.list?.pageSize });
      // `meta.exactTotal`: the list asked for the exact figure of an estimated total (ListTotal.tsx).
      if (meta?.exactTotal === true) query.exactTotal = true;
      const res = await http.get<Envelope<ListResult<unknown>>>(path('list'), { params: encodeListQuery(query), ...callOptions(meta) });
      const { rows, total, totalEstimated } = res.data.data;
      return { data: rows as never[], total, ...(totalEstimated ? { totalEstimated } : {}) };
    },

    async getMany({ resource, ids, meta }) {
      const { schema, path } = paths(resource, meta);
      const rows: BaseRecord[] = [];
      for (let i = 0; i < ids.length; i += MAX_PAGE_SIZE) {
        const chunk = ids.slice(i, i + MAX_PAGE_SIZE);
        const query = toListQuery({
          pagination: { currentPage: 1, pageSize: chunk.length },
          filters: [{ field: '_id', operator: 'in', value: chunk }],
          fixed: schema?.fixed,
        });
        const res = await http.get<Envelope<{ rows: BaseRecord[] }>>(path('list'), { params: encodeListQuery(query) });
        rows.push(...res.data.data.rows);
      }
      return { data: rows as never[] };
    },

    async getOne({ resource, id, meta }) {
      const res = await http.get<Envelope<BaseRecord>>(paths(resource, meta).path('findById'), { params: { _id: id } });
      return { data: res.data.data as never };
    },

    async create({ resource, variables, meta }) {
      const { schema, path } = paths(resource, meta);
      // A schema's fixed values go with every new record, so schemas sharing one add call
      // (product and customer categories on /setting/addCategory) stay apart; the server checks them.
      const body = { ...(variables as object), ...schema?.fixed };
      const res = await http.post<Envelope<BaseRecord>>(path('add'), body, write);
      return { data: res.data.data as never };
    },

    async update({ resource, id, variables, meta }) {
      const body = { ...(variables as object), _id: id };
      const res = await http.put<Envelope<BaseRecord>>(paths(resource, meta).path('update'), body, write);
      return { data: (res.data.data ?? body) as never };
    },

    async deleteOne({ resource, id, meta }) {
      const { schema, path } = paths(resource, meta);
      const res = await http.delete<Envelope<BaseRecord | null>>(path('delete'), { params: { _id: id }, ...deleting(schema) });
      noteDeleted(resource, [id]);
      return { data: (res.data.data ?? { _id: id }) as never };
    },

    async deleteMany({ resource, ids, meta }) {
      const params = { _ids: encodeIds(ids as BaseKey[]) };
      const { schema, path } = paths(resource, meta);
      await http.delete(path('delete'), { params, ...deleting(schema) });
      noteDeleted(resource, ids as BaseKey[]);
      return { data: ids.map((id) => ({ _id: id })) as never[] };
    },

    async custom({ url, method, payload, query, headers, sorters, filters, meta }) {
      // Sorters and filters of a custom call use the list format, without paging.
      const { pageNo: _p, pageSize: _s, ...listParams } = encodeListQuery(toListQuery({ sorters, filters }));
      const relative = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
      const res = await http.request<Envelope<unknown>>({
        url: relative,
        method,
        params: { ...(query as object | undefined), ...listParams },
        data: payload,
        headers,
        ...callOptions(meta),
      });
      return { data: res.data.data as never };
    },
  };
}

/** The app's data provider: the shared HTTP client and the served schemas (built-in and added). */
export const dataProvider = createDataProvider();
