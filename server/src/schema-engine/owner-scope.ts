import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Access } from '../http/permission-guard';
import type { Row } from './codec';

/**
 * A role's data scope on a resource, as the engine applies it to its owner column (负责人, else the
 * creator; docs/permissions.md「数据范围」): the owners the caller's scope reaches (`Access.owners`),
 * one equality for 仅本人, `IN` for a department scope, nothing for 全部. Every count, sum, findById,
 * update, delete, export and related list of a resource goes through these (lists through
 * `ListQueryOptions.owners`, whose SQL and cached totals' key db/list/owner-set.ts makes).
 */
export function ownerCondition(column: string, owners: readonly string[]) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    owners.length === 1 ? eb(column, '=', owners[0]) : eb(column, 'in', [...owners]);
}

/** Whether a stored row is within the caller's scope (the same rule as `ownerCondition`, read in JS). */
export function ownedWithin(column: string, row: Row, access?: Access | null): boolean {
  const owners = access?.owners;
  return !owners || (row[column] != null && owners.includes(String(row[column])));
}
