import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { RelatedPath } from '../../../src/schemas/relatedLists';
import type { Scope } from '../core/scope';
import { inScope } from '../db/scope';
import { columnName, fieldColumn, tableName } from './columns';

const toCol = (v: string | number | boolean) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

/**
 * The condition a row of the listed resource meets when `path` (relatedLists.ts) leads from it to
 * the record `id`. The rows a path goes through (the orders of a customer's payments, the lines of
 * an order) are read in the caller's tenant and project only, and deleted ones do not count, so a
 * path never reaches into another scope. Each step has an index leading with the scope and the
 * reference (the filter indexes of reference fields, order_lines' product index).
 */
export function relatedWhere(path: RelatedPath, id: string, scope: Scope) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (path.kind === 'direct') return eb(fieldColumn(path.field), '=', id);
    if (path.kind === 'lines') {
      const { table, parentColumn } = path.field.childTable!;
      const lines = eb.selectFrom(table).select(parentColumn).where(inScope(scope)).where(columnName(path.itemField.name), '=', id);
      return eb('id', 'in', lines);
    }
    let through = eb.selectFrom(tableName(path.target)).select('id').where(inScope(scope)).where(fieldColumn(path.targetField), '=', id);
    for (const [k, v] of Object.entries(path.target.fixed ?? {})) through = through.where(columnName(k), '=', toCol(v));
    if (path.target.softDelete) through = through.where('deleted_at', 'is', null);
    return eb(fieldColumn(path.field), 'in', through);
  };
}
