import type { Kysely } from 'kysely';
import type { ResourceEngine } from '../../schema-engine/engine';
import type { DeleteContext, ResourceHooks, SaveContext } from '../../schema-engine/hooks';
import type { ResourceService } from '../../schema-engine/resource-service';
import { operationFailed } from '../../core/errors';
import type { Scope } from '../../core/scope';
import type { FieldSchema } from '../../../../src/schemas/types';
import { columnName } from '../../schema-engine/columns';
import { containsText } from '../../db/text-search';
import { inScope } from '../../db/scope';
import type { Database } from '../../db/types';
import { liveRows } from '../../schema-engine/dynamic-table';
import { t as ts } from '../../messages/zh-CN/serverBusiness';
import { shownLabel } from '../../messages/shown-labels';

/** `belongTo` of docs/requirements.md §3 and the schema resource holding each kind. */
const CATEGORY_RESOURCES = { product: 'product_categories', customer: 'customer_categories' } as const;
type BelongTo = keyof typeof CATEGORY_RESOURCES;

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
function categoryUsers(engine: ResourceEngine, belongTo: BelongTo): CategoryUser[] {
  const target = CATEGORY_RESOURCES[belongTo];
  return engine
    .all()
    .flatMap((service) =>
      service.schema.fields
        .filter((f) => (f.type === 'reference' || f.type === 'references') && f.reference?.resource === target)
        .map((field) => ({ service, field })),
    );
}

/** How many records of each resource (its label) use the categories `ids`. */
async function usage(engine: ResourceEngine, trx: Kysely<Database>, scope: Scope, belongTo: BelongTo, ids: string[]) {
  const parts: Array<{ n: number; label: string }> = [];
  for (const { service, field } of categoryUsers(engine, belongTo)) {
    const column = columnName(field.name);
    // The table of whichever resource refers to categories, known at run time.
    let q = liveRows(trx, service.live, scope).select((eb) => eb.fn.countAll().as('n'));
    // A references field holds a JSON array of ids: `"id"` inside its text is that element.
    q =
      field.type === 'references'
        ? q.where((eb) => eb.or(ids.map((id) => containsText(column, JSON.stringify(id), service.db.dialect))))
        : q.where(column, 'in', ids);
    const n = Number((await q.executeTakeFirst())?.n ?? 0);
    if (n > 0) parts.push({ n, label: service.schema.label });
  }
  return parts;
}

/** Category rules: names unique within their kind, and a category in use cannot be deleted. */
function categoryHooks(engine: ResourceEngine, belongTo: BelongTo): ResourceHooks {
  return {
    async beforeSave(ctx: SaveContext) {
      const name = ctx.values.name;
      if (typeof name !== 'string') return;
      const trimmed = name.trim();
      ctx.values.name = trimmed;
      let q = ctx.trx
        .selectFrom('categories')
        .select('id')
        .where(inScope(ctx.scope))
        .where('belong_to', '=', belongTo)
        .where('name', '=', trimmed);
      if (ctx.existing) q = q.where('id', '<>', ctx.existing._id);
      if (await q.executeTakeFirst()) throw operationFailed(() => ts('categoryTaken', { name: trimmed }));
    },
    async beforeDelete(ctx: DeleteContext) {
      const used = await usage(
        engine,
        ctx.trx,
        ctx.scope,
        belongTo,
        ctx.records.map((r) => r._id),
      );
      if (!used.length) return;
      const n = ctx.records.length;
      const name = String(ctx.records[0].name);
      throw operationFailed(() =>
        ts('categoryInUse', {
          what: n === 1 ? ts('categoryNamed', { name }) : ts('categoriesChosen', { n }),
          users: used.map((u) => ts('categoryUsedBy', { n: u.n, label: shownLabel(u.label) })).join(ts('listJoin')),
        }),
      );
    },
  };
}

/**
 * Category rules on the two category resources. Their calls are the spec's (`/setting/listCategory`,
 * `addCategory`, …, declared as the schemas' `endpoints`): the engine serves them for both kinds as
 * one family, told apart by `belongTo` (an add without it is a product category, `familyDefault`).
 */
export function useCategoryRules(engine: ResourceEngine) {
  for (const b of Object.keys(CATEGORY_RESOURCES) as BelongTo[]) engine.use(CATEGORY_RESOURCES[b], categoryHooks(engine, b));
}
