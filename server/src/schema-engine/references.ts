import type { Kysely } from 'kysely';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { badRequest } from '../core/errors';
import type { Scope } from '../core/scope';
import { columnName } from './columns';
import type { Database } from '../db/types';
import { liveRows, type LiveTable } from './dynamic-table';
import type { Access } from '../http/permission-guard';
import { ownerCondition } from './owner-scope';
import { t as te } from '../messages/zh-CN/serverEngine';
import { shownLabel } from '../messages/shown-labels';

/**
 * A target that is not a schema resource (e.g. `user`: the project's staff). Its owner decides what
 * may be referenced, so the check and the options the client is offered agree (staff.service.ts).
 */
export interface ExternalTarget {
  /** The ids among `ids` that may be referenced in `scope`. */
  existing(k: Kysely<Database>, scope: Scope, ids: string[]): Promise<string[]>;
  /** The titles of `ids` as its own list names them (by id), for an export's cells (export/reference-titles.ts). */
  titles?(k: Kysely<Database>, scope: Scope, ids: string[]): Promise<Map<string, string>>;
  /**
   * The ids each of `titles` names (by title; none: unknown, several: ambiguous), among what
   * `existing` accepts, for an import's cells (import/reference-ids.ts).
   */
  idsByTitle?(k: Kysely<Database>, scope: Scope, titles: string[]): Promise<Map<string, string[]>>;
  /** Its Chinese name, for an import's rules and refusals (填写员工名称, 找不到名称为「x」的员工). */
  label?: string;
}

/** Finds the target of a reference by resource name; undefined when unknown. */
export type ReferenceResolver = (resource: string) => LiveTable | ExternalTarget | undefined;

const toCol = (v: string | number | boolean) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
const isRef = (f: FieldSchema) => (f.type === 'reference' || f.type === 'references') && !!f.reference;

/** The ids a reference or references value names (empty for null / ''). */
function idsOf(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value.map(String) : [String(value)];
}

/** The ids an item field names across the rows of a line-items value. */
function itemIds(rows: unknown, item: FieldSchema): string[] {
  return Array.isArray(rows) ? rows.flatMap((r) => idsOf((r as Record<string, unknown> | null)?.[item.name])) : [];
}

/** The ids among `ids` that the field may name for this caller (see checkReferences). */
async function found(
  trx: Kysely<Database>,
  scope: Scope,
  field: FieldSchema,
  ids: string[],
  resolve: ReferenceResolver,
  resource: string,
  access: Access | null | undefined,
  /** The field as the refusal names it, in the language being said. */
  label: () => string,
): Promise<string[]> {
  const target = resolve(field.reference!.resource);
  if (!target) throw new Error(`资源 ${resource} 的字段 ${field.name} 引用了未知资源 ${field.reference!.resource}`);
  if ('existing' in target) return target.existing(trx, scope, ids);
  // Only what the caller may see can be named: a record outside their data scope there is refused
  // as one that does not exist (its existence is not revealed), a resource they may not list at all
  // by saying so (the form offers them nothing to choose either).
  const reach = access?.reach ? await access.reach(target.resource) : { owners: null };
  if (!reach) throw badRequest(() => te('noRightToChoose', { target: shownLabel(target.label), label: label() }));
  let q = liveRows(trx, target, scope).select('id').where('id', 'in', ids);
  if (reach.owners) q = q.where(ownerCondition(target.owner, reach.owners));
  for (const [k, val] of Object.entries(field.reference!.filter ?? {})) q = q.where(columnName(k), '=', toCol(val));
  return (await q.execute()).map((r) => String(r.id));
}

/**
 * Checks that every reference and references value in `values` — top-level fields and item fields
 * of line items — names an existing, not deleted record of the target in the caller's tenant and
 * project, matching the field's fixed filter, that the caller (`access`) may list there. A bad one is
 * a 400 naming the field: ids from another tenant or outside the caller's data scope are refused
 * exactly like ids that do not exist. On update, ids the record already holds (`existing`) are not
 * checked again: a tag deleted, an owner disabled or a customer handed to another team since must
 * not block editing the record's other fields.
 */
export async function checkReferences(
  trx: Kysely<Database>,
  schema: ResourceSchema,
  values: Record<string, unknown>,
  scope: Scope,
  resolve: ReferenceResolver,
  existing: Record<string, unknown> | null = null,
  access: Access | null = null,
) {
  /** Refuses the first id of `ids` (not among `kept`) that may not be named, saying where (`labelOf` it). */
  const check = async (
    field: FieldSchema,
    ids: string[],
    kept: string[],
    label: () => string,
    labelOf: (missing: string) => string = label,
  ) => {
    const fresh = [...new Set(ids)].filter((id) => !kept.includes(id));
    if (!fresh.length) return;
    const named = new Set(await found(trx, scope, field, fresh, resolve, schema.name, access, label));
    const missing = fresh.find((id) => !named.has(id));
    if (missing !== undefined) throw badRequest(() => te('referenceGone', { label: labelOf(missing) }));
  };
  for (const f of schema.fields) {
    if (!(f.name in values)) continue;
    if (isRef(f)) await check(f, idsOf(values[f.name]), idsOf(existing?.[f.name]), () => shownLabel(f.label));
    if (f.type !== 'lineItems') continue;
    const rows = Array.isArray(values[f.name]) ? (values[f.name] as unknown[]) : [];
    for (const item of (f.itemFields ?? []).filter(isRef)) {
      // A line's refusal says which line (明细第 2 行的产品…), as the order's own rules do.
      const rowOf = (id: string) => rows.findIndex((r) => idsOf((r as Record<string, unknown> | null)?.[item.name]).includes(id));
      await check(
        item,
        itemIds(rows, item),
        itemIds(existing?.[f.name], item),
        () => te('itemIn', { field: shownLabel(f.label), item: shownLabel(item.label) }),
        (id) => te('itemAtRow', { field: shownLabel(f.label), row: rowOf(id) + 1, item: shownLabel(item.label) }),
      );
    }
  }
}
