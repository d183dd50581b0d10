import { createHash } from 'node:crypto';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DialectName } from '../client';
import type { Bind } from './list-conditions';

/**
 * A list's data scope as SQL and as a cache key (ListQueryOptions.owners): the owners a department
 * scope reaches are tens of people, the same set on every request of a person (data-scopes.service.ts
 * keeps it per tenant snapshot), so what costs per request is kept small:
 * - on PostgreSQL the set is one array parameter (`owner = any($n::text[])`): one value to bind and parse,
 *   one statement text whatever the set's size, instead of a parameter per person;
 * - on SQLite an `IN` of one slot per person (it has no arrays), its shape keyed by their number;
 * - the count cache names the set by a digest worked out once per set, not by its ids every time.
 */

/** One owner: an equality (the owner index serves it in sort order); more: the set. */
export function ownerShape(dialect: DialectName, ids: readonly string[]): string {
  return ids.length === 1 ? 'one' : dialect === 'postgres' ? 'any' : `in${ids.length}`;
}

const slotValues = new WeakMap<readonly string[], Record<string, unknown>>();

/** The values the condition binds, by slot name (SQLite's, a slot per owner, made once per set). */
export function ownerValues(dialect: DialectName, ids: readonly string[]): Record<string, unknown> {
  if (ids.length === 1) return { 'o:0': ids[0] };
  if (dialect === 'postgres') return { 'o:set': ids };
  let values = slotValues.get(ids);
  if (!values) {
    // Frozen: shared by every request of the set, copied into each request's values.
    values = Object.freeze(Object.fromEntries(ids.map((id, i) => [`o:${i}`, id])));
    slotValues.set(ids, values);
  }
  return values;
}

/** The condition on `column` (already a reference, possibly one SQLite must not read through an index). */
export function ownerSetCondition(
  eb: ExpressionBuilder<any, any>,
  column: Expression<unknown>,
  dialect: DialectName,
  ids: readonly string[],
  bind: Bind,
): Expression<SqlBool> {
  if (ids.length === 1) return eb(column, '=', bind('o:0'));
  if (dialect === 'postgres') return eb(column, '=', sql`any(${bind('o:set')}::text[])`);
  return eb(
    column,
    'in',
    ids.map((_, i) => bind(`o:${i}`)),
  );
}

const digests = new WeakMap<readonly string[], string>();

/** The set's name in a cached total's key: its id when one, else a digest (kept per set array). */
export function ownerSetKey(ids: readonly string[]): string {
  if (ids.length <= 1) return ids.join(',');
  let d = digests.get(ids);
  if (!d) {
    d = createHash('sha1').update(ids.join(',')).digest('base64');
    digests.set(ids, d);
  }
  return d;
}
