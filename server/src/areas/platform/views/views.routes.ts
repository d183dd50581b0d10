import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth, requireScope } from '../../../http/auth-hook';
import { requirePermission } from '../../../http/permission-guard';
import { ListOf, RecordOf, replies, repliesNull, ValueOf } from '../../../http/reply-schemas';
import { badRequest } from '../../../core/errors';
import { VIEW_NAME_MAX } from '../../../../../src/schemas/listView';
import type { ViewReader } from './list-views.service';
import { t as ts } from '../../../messages/zh-CN/serverSettings';

// Titled by the list it sits in, so a refusal names that (隐藏列, 列顺序) rather than a bare 字段名.
const FieldName = (title: string) => Type.String({ title, minLength: 1, maxLength: 64, pattern: '^[A-Za-z_][A-Za-z0-9_.]*$' });
const Resource = Type.String({ title: ts('fieldResource'), minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_-]*$' });
const ResourceQuery = Type.Object({ resource: Resource, _t: Type.Optional(Type.String()) });
// The resource comes with the id so the list right is checked before any view is looked up.
const IdQuery = Type.Object({ _id: Type.String({ title: ts('fieldViewId'), minLength: 1, maxLength: 64 }), resource: Resource });
/** One of `values` (an enum, as the other routes and the document's request walkers read it). */
const OneOf = <T extends string>(values: readonly T[], title: string) => Type.Unsafe<T>({ type: 'string', enum: [...values], title });

const State = Type.Object(
  {
    filters: Type.Array(
      Type.Object(
        {
          field: FieldName(ts('fieldFilterField')),
          operator: Type.String({ title: ts('fieldFilterOperator'), minLength: 1, maxLength: 16 }),
          value: Type.Unknown(),
        },
        { additionalProperties: false },
      ),
      { title: ts('fieldFilters'), maxItems: 50 },
    ),
    sort: Type.Optional(
      Type.Union([
        Type.Object({ field: FieldName(ts('fieldSortField')), order: OneOf(['asc', 'desc'] as const, ts('fieldSortOrder')) }),
        Type.Null(),
      ]),
    ),
    pageSize: Type.Optional(Type.Integer({ title: ts('fieldPageSize'), minimum: 1, maximum: 500 })),
    hidden: Type.Optional(Type.Array(FieldName(ts('fieldHiddenColumns')), { title: ts('fieldHiddenColumns'), maxItems: 200 })),
  },
  { title: ts('fieldViewState'), additionalProperties: false },
);
const ViewFields = {
  name: Type.String({ title: ts('fieldViewName'), minLength: 1, maxLength: VIEW_NAME_MAX }),
  visibility: OneOf(['personal', 'roles', 'project'] as const, ts('fieldVisibility')),
  roleIds: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { title: ts('fieldRoles'), maxItems: 50 })),
  state: State,
};
const AddBody = Type.Object({ resource: Resource, ...ViewFields }, { additionalProperties: false });
// The client may send back the whole view it read: what it may not change is ignored.
const UpdateBody = Type.Object(
  { _id: Type.String({ title: ts('fieldViewId'), minLength: 1, maxLength: 64 }), resource: Resource, ...ViewFields },
  { additionalProperties: true },
);
const ColumnsBody = Type.Object(
  {
    resource: Resource,
    hidden: Type.Array(FieldName(ts('fieldHiddenColumns')), { title: ts('fieldHiddenColumns'), maxItems: 200 }),
    order: Type.Optional(Type.Array(FieldName(ts('fieldColumnOrder')), { title: ts('fieldColumnOrder'), maxItems: 200 })),
  },
  { additionalProperties: false },
);

const tags = ['视图'];
const View = RecordOf(
  {
    resource: Type.String(),
    name: Type.String(),
    visibility: Type.String({ description: 'personal 仅自己，roles 指定角色，project 项目内所有人' }),
    roleIds: Type.Array(Type.String()),
    state: Type.Unknown({ description: '筛选、搜索、排序、每页条数与隐藏列；读者看不到的字段已去掉' }),
    ownerId: Type.String(),
    mine: Type.Boolean(),
    editable: Type.Boolean(),
    createdAt: Type.String(),
    updatedAt: Type.String(),
  },
  '列表视图',
);
const Columns = RecordOf({ resource: Type.String(), hidden: Type.Array(Type.String()), order: Type.Array(Type.String()) }, '列设置');

/** The caller as the views service reads them: a reader without the list right is refused here (403). */
async function readerOf(req: FastifyRequest, resource: string): Promise<ViewReader> {
  const access = await requirePermission(req, resource, 'list');
  return { auth: requireAuth(req), fields: access.fields };
}

const trimmedName = (name: string) => {
  if (!name.trim()) throw badRequest(() => ts('enterViewName'));
  return name;
};

/**
 * Saved views and column settings of every generated list (docs/schema-engine.md, 视图与列设置),
 * payloads in `value` like the other /setting calls. Each call needs the list right of the resource.
 */
export async function viewsRoutes(app: FastifyInstance) {
  const views = app.services.listViews;
  const columns = app.services.columnSettings;

  app.get<{ Querystring: Static<typeof ResourceQuery> }>(
    '/setting/view/list',
    { schema: { summary: '列表视图', tags, querystring: ResourceQuery, response: replies(ValueOf(ListOf(View))) } },
    async (req) => {
      const rows = await views.list(requireScope(req), req.query.resource, await readerOf(req, req.query.resource));
      return { value: { rows, total: rows.length } };
    },
  );

  app.post<{ Body: Static<typeof AddBody> }>(
    '/setting/view/add',
    { schema: { summary: '保存为视图', tags, body: AddBody, response: replies(ValueOf(View)) } },
    async (req) => {
      const { resource, ...input } = req.body;
      trimmedName(input.name);
      return { value: await views.add(requireScope(req), resource, input, await readerOf(req, resource)) };
    },
  );

  app.put<{ Body: Static<typeof UpdateBody> }>(
    '/setting/view/update',
    { schema: { summary: '修改视图', tags, body: UpdateBody, response: replies(ValueOf(View)) } },
    async (req) => {
      const { _id, resource, name, visibility, roleIds, state } = req.body;
      const reader = await readerOf(req, resource);
      trimmedName(name);
      return { value: await views.update(requireScope(req), resource, _id, { name, visibility, roleIds, state }, reader) };
    },
  );

  app.delete<{ Querystring: Static<typeof IdQuery> }>(
    '/setting/view/delete',
    { schema: { summary: '删除视图', tags, querystring: IdQuery, response: repliesNull() } },
    async (req) => {
      const { auth } = await readerOf(req, req.query.resource);
      await views.remove(requireScope(req), req.query.resource, req.query._id, auth);
      return null;
    },
  );

  app.get<{ Querystring: Static<typeof ResourceQuery> }>(
    '/setting/view/columns',
    { schema: { summary: '读取列设置', tags, querystring: ResourceQuery, response: replies(ValueOf(Columns)) } },
    async (req) => {
      const { auth } = await readerOf(req, req.query.resource);
      return { value: await columns.get(auth.tenantId, auth.userId, req.query.resource) };
    },
  );

  app.put<{ Body: Static<typeof ColumnsBody> }>(
    '/setting/view/columns',
    { schema: { summary: '保存列设置', tags, body: ColumnsBody, response: replies(ValueOf(Columns)) } },
    async (req) => {
      const { auth } = await readerOf(req, req.body.resource);
      const { resource, hidden, order = [] } = req.body;
      return { value: await columns.put(auth.tenantId, auth.userId, { resource, hidden, order }) };
    },
  );
}
