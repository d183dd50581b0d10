import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Scope } from '../core/scope';

/**
 * The one helper hand-written queries scope themselves with (schema resources are scoped by the
 * engine): every business row carries `tenant_id` and `project_id`, and a query only ever sees the
 * caller's. `alias` qualifies the columns in a join (`inScope(scope, 'o')` → `o.tenant_id`).
 *
 *   k.selectFrom('orders').selectAll().where(inScope(scope)).where('id', '=', id)
 */
export function inScope(scope: Scope, alias?: string) {
  const col = (c: string) => (alias ? `${alias}.${c}` : c);
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.and([eb(col('tenant_id'), '=', scope.tenantId), eb(col('project_id'), '=', scope.projectId)]);
}

/** `tenant_id = …` alone, for the tenant's own tables (users, projects, sessions). */
export function inTenant(tenantId: string, alias?: string) {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => eb(alias ? `${alias}.tenant_id` : 'tenant_id', '=', tenantId);
}

/** The scope's columns of a row being written (`{ ...scopeColumns(scope), id, … }`). */
export const scopeColumns = (scope: Scope) => ({ tenant_id: scope.tenantId, project_id: scope.projectId });
