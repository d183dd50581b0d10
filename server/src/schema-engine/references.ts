import type { Kysely } from 'kysely';
import type { ResourceSchema } from '../../../src/schemas/types';
import { badRequest } from '../http/errors.js';
import type { Scope } from '../http/fastify-types.js';
import { columnName } from './columns.js';

/** Where the records of a reference target live and how they are scoped. */
export interface ReferenceTargetInfo {
  table: string;
  /** `project`: same tenant and project (schema resources); `tenant`: same tenant (users). */
  scope: 'project' | 'tenant';
  softDelete: boolean;
  /** Column conditions every target row has (the target schema's `fixed` values). */
  fixed: Record<string, string | number>;
}

/** Finds the target of a reference by resource name; undefined when unknown. */
export type ReferenceResolver = (resource: string) => ReferenceTargetInfo | undefined;

/**
 * Targets that are not schema resources. `user`: the tenant's staff (owner of a customer…),
 * stored in the platform's users table.
 */
export const BUILT_IN_TARGETS: Record<string, ReferenceTargetInfo> = {
  user: { table: 'users', scope: 'tenant', softDelete: false, fixed: {} },
};

const toCol = (v: string | number | boolean) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

/**
 * Checks that every reference and references value in `values` names an existing, not deleted record
 * of the target in the caller's tenant (and project), matching the field's fixed filter. A bad one is
 * a 400 naming the field: ids from another tenant are refused exactly like ids that do not exist.
 */
export async function checkReferences(trx: Kysely<any>, schema: ResourceSchema, values: Record<string, unknown>, scope: Scope, resolve: ReferenceResolver) {
  for (const f of schema.fields) {
    if ((f.type !== 'reference' && f.type !== 'references') || !f.reference) continue;
    const v = values[f.name];
    if (v === undefined || v === null || v === '') continue;
    const ids = [...new Set(Array.isArray(v) ? (v as string[]) : [String(v)])];
    if (!ids.length) continue;
    const target = resolve(f.reference.resource);
    if (!target) throw new Error(`资源 ${schema.name} 的字段 ${f.name} 引用了未知资源 ${f.reference.resource}`);
    let q = trx.selectFrom(target.table).select('id').where('tenant_id', '=', scope.tenantId).where('id', 'in', ids);
    if (target.scope === 'project') q = q.where('project_id', '=', scope.projectId);
    if (target.softDelete) q = q.where('deleted_at', 'is', null);
    for (const [c, val] of Object.entries(target.fixed)) q = q.where(c, '=', val);
    for (const [k, val] of Object.entries(f.reference.filter ?? {})) q = q.where(columnName(k), '=', toCol(val));
    const found = await q.execute();
    if (found.length !== ids.length) throw badRequest(`${f.label}不存在或已删除，请重新选择`);
  }
}
