import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { inTenant } from '../../../db/scope';
import { badRequest } from '../../../core/errors';
import type { Permissions } from '../../../../../src/domain/permissions/grants';
import type { ResourceSchema } from '../../../../../src/schemas/types';
import { createConflicts, permissionCatalogue } from '../../../../../src/schemas/permissionCatalogue';

/** The conflicts of every role of a tenant with a schema, by field: the first role's name and message. */
function conflictsOf(schema: ResourceSchema, roles: { name: string; permissions: string }[]): Map<string, string> {
  const resource = permissionCatalogue([schema]).find((r) => r.name === schema.name);
  const out = new Map<string, string>();
  if (!resource) return out;
  for (const role of roles) {
    const grant = (JSON.parse(role.permissions) as Permissions)[schema.name];
    for (const c of createConflicts(resource, grant))
      if (!out.has(c.field)) out.set(c.field, `角色“${role.name}”可新建${schema.label}，${c.message}`);
  }
  return out;
}

/**
 * A design's publish (or rollback) that would make adding impossible for a role (docs/decisions.md,
 * "A role can make creating impossible"): a field a role hides or freezes becomes required without
 * a default while the role may add. The publish is refused naming the role and the field, so the
 * admin changes the role or gives the field a default; the role editor would refuse the same role
 * (roles.service.ts). Conflicts the previous version already had are not the publish's doing.
 */
export async function refuseRolesBlockingAdd(
  trx: Kysely<Database>,
  tenantId: string,
  schema: ResourceSchema,
  before: ResourceSchema | null,
): Promise<void> {
  const roles = await trx.selectFrom('roles').select(['name', 'permissions']).where(inTenant(tenantId)).orderBy('created_at').execute();
  if (!roles.length) return;
  const had = before ? conflictsOf(before, roles) : new Map<string, string>();
  for (const [field, message] of conflictsOf(schema, roles)) if (!had.has(field)) throw badRequest(`不能发布：${message}`);
}
