import type { Kysely } from 'kysely';
import type { ResourceEngine } from '../schema-engine/engine.js';
import type { DeleteContext, ResourceHooks, SaveContext } from '../schema-engine/hooks.js';
import type { ResourceService } from '../schema-engine/resource-service.js';
import { listQuery, type ListQuery, type ListResult } from '../db/list-query.js';
import type { Dto } from '../schema-engine/codec.js';
import { createCodec } from '../schema-engine/codec.js';
import { badRequest, notFound, operationFailed } from '../http/errors.js';
import type { Scope } from '../http/fastify-types.js';
import type { FieldSchema } from '../../../src/schemas/types';
import { columnName } from '../schema-engine/columns.js';
import { containsText } from './text-search.js';

/** `belongTo` of SPEC section 3 and the schema resource holding each kind. */
export const CATEGORY_RESOURCES = { product: 'product_categories', customer: 'customer_categories' } as const;
export type BelongTo = keyof typeof CATEGORY_RESOURCES;
export const isBelongTo = (v: unknown): v is BelongTo => v === 'product' || v === 'customer';

/** A field of some resource that points at categories, and the service holding its records. */
interface CategoryUser {
  service: ResourceService;
  field: FieldSchema;
}

/**
 * Who uses categories of one kind: every top-level reference / references field of every resource
 * the engine serves whose target is that kind's resource. Read from the schemas at delete time, so
 * a resource added later (built-in, stored or registered in a test) is protected with no code here.
 */
export function categoryUsers(engine: ResourceEngine, belongTo: BelongTo): CategoryUser[] {
  const target = CATEGORY_RESOURCES[belongTo];
  return engine.all().flatMap((service) =>
    service.schema.fields
      .filter((f) => (f.type === 'reference' || f.type === 'references') && f.reference?.resource === target)
      .map((field) => ({ service, field })),
  );
}

async function usage(engine: ResourceEngine, trx: Kysely<any>, scope: Scope, belongTo: BelongTo, ids: string[]) {
  const parts: string[] = [];
  for (const { service, field } of categoryUsers(engine, belongTo)) {
    const column = columnName(field.name);
    let q = trx
      .selectFrom(service.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', scope.tenantId)
      .where('project_id', '=', scope.projectId);
    for (const [c, v] of Object.entries(service.fixedColumns)) q = q.where(c, '=', v);
    if (service.schema.softDelete) q = q.where('deleted_at', 'is', null);
    // A references field holds a JSON array of ids: `"id"` inside its text is that element.
    q = field.type === 'references'
      ? q.where((eb) => eb.or(ids.map((id) => containsText(column, JSON.stringify(id), service.db.dialect))))
      : q.where(column, 'in', ids);
    const n = Number((await q.executeTakeFirst())?.n ?? 0);
    if (n > 0) parts.push(`${n} 个${service.schema.label}`);
  }
  return parts;
}

/** Category rules: names unique within their kind, and a category in use cannot be deleted. */
function categoryHooks(engine: ResourceEngine, belongTo: BelongTo): ResourceHooks {
  return {
    async beforeSave(ctx: SaveContext) {
      const name = ctx.values.name;
      if (typeof name !== 'string') return;
      ctx.values.name = name.trim();
      let q = ctx.trx
        .selectFrom('categories')
        .select('id')
        .where('tenant_id', '=', ctx.scope.tenantId)
        .where('project_id', '=', ctx.scope.projectId)
        .where('belong_to', '=', belongTo)
        .where('name', '=', ctx.values.name);
      if (ctx.existing) q = q.where('id', '<>', ctx.existing._id);
      if (await q.executeTakeFirst()) throw operationFailed(`分类“${ctx.values.name}”已存在`);
    },
    async beforeDelete(ctx: DeleteContext) {
      const used = await usage(engine, ctx.trx, ctx.scope, belongTo, ctx.records.map((r) => r._id));
      if (!used.length) return;
      const what = ctx.records.length === 1 ? `分类“${ctx.records[0].name}”` : `所选的 ${ctx.records.length} 个分类`;
      throw operationFailed(`${what}正被 ${used.join('、')}使用，不能删除。请先修改这些记录的分类后再删除`);
    },
  };
}

/**
 * Categories behind the spec's calls (`/setting/listCategory?belongTo=`, add, update, delete): each
 * call is dispatched to the schema resource of its `belongTo`, so the generic service does the work.
 */
export function createCategoriesService(engine: ResourceEngine) {
  for (const b of Object.keys(CATEGORY_RESOURCES) as BelongTo[]) engine.use(CATEGORY_RESOURCES[b], categoryHooks(engine, b));
  engine.serveRoutesElsewhere(...Object.values(CATEGORY_RESOURCES));
  const of = (b: BelongTo): ResourceService => engine.get(CATEGORY_RESOURCES[b]);
  const codec = createCodec(of('product').schema);

  /** The kind of stored categories (all the ids must be of one kind). */
  async function kindOf(scope: Scope, ids: string[]): Promise<BelongTo> {
    const rows = await (of('product').db.kysely as Kysely<any>)
      .selectFrom('categories')
      .select(['id', 'belong_to'])
      .where('tenant_id', '=', scope.tenantId)
      .where('project_id', '=', scope.projectId)
      .where('id', 'in', ids)
      .execute();
    if (rows.length !== new Set(ids).size) throw notFound('分类不存在或已删除');
    const kinds = new Set(rows.map((r) => r.belong_to));
    if (kinds.size !== 1) throw badRequest('一次只能删除同一类的分类');
    const k = [...kinds][0];
    if (!isBelongTo(k)) throw notFound('分类不存在或已删除');
    return k;
  }

  return {
    service: of,
    kindOf,
    /** Both kinds together, for `/setting/listCategory` without `belongTo` (sorted by kind, then index). */
    async listAll(scope: Scope, query: ListQuery): Promise<ListResult<Dto>> {
      const res = await listQuery<Record<string, unknown>>({
        db: of('product').db,
        table: 'categories',
        scope: { tenant_id: scope.tenantId, project_id: scope.projectId },
        columns: {
          name: { column: 'name', label: '分类名称', searchable: true, sortable: true },
          index: { column: 'index', label: '排序', sortable: true },
          createdAt: { column: 'created_at', label: '创建时间', sortable: true },
        },
        defaultSort: { field: 'index', order: 'asc' },
        request: query,
      });
      return { rows: res.rows.map(codec.toDto), total: res.total };
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
