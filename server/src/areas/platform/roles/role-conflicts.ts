import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { inTenant } from '../../../db/scope';
import { badRequest } from '../../../core/errors';
import type { Permissions, ResourceGrant } from '../../../../../src/domain/permissions/grants';
import type { ResourceSchema } from '../../../../../src/schemas/types';
import { createConflicts, permissionCatalogue, type PermissionResource } from '../../../../../src/schemas/permissionCatalogue';
import { t as ts } from '../../../messages/zh-CN/serverPeople';
import { shownLabel } from '../../../messages/shown-labels';

/** A catalogue label in the language being said; a line item's column (明细·单价) part by part. */
export const shownParts = (label: string) => label.split('·').map(shownLabel).join('·');

/**
 * The message of `grant`'s create conflict on `field` (createConflicts) in the language being said:
 * the resource's and its fields' labels as shownLabel says them.
 */
export function conflictSaid(resource: PermissionResource, grant: ResourceGrant | undefined, field: string): string {
  const shown = {
    ...resource,
    label: shownLabel(resource.label),
    fields: resource.fields.map((f) => ({ ...f, label: shownParts(f.label) })),
  };
  return createConflicts(shown, grant).find((c) => c.field === field)?.message ?? '';
}

/** The conflicts of every role of a tenant with a schema, by field: the first role's name and message. */
function conflictsOf(schema: ResourceSchema, roles: { name: string; permissions: string }[]): Map<string, () => string> {
  const resource = permissionCatalogue([schema]).find((r) => r.name === schema.name);
  const out = new Map<string, () => string>();
  if (!resource) return out;
  for (const role of roles) {
    const grant = (JSON.parse(role.permissions) as Permissions)[schema.name];
    for (const c of createConflicts(resource, grant))
      if (!out.has(c.field))
        out.set(c.field, () =>
          ts('roleCanAdd', { role: role.name, resource: shownLabel(schema.label), message: conflictSaid(resource, grant, c.field) }),
        );
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
  const had = before ? conflictsOf(before, roles) : new Map<string, () => string>();
  for (const [field, message] of conflictsOf(schema, roles))
    if (!had.has(field)) throw badRequest(() => ts('cannotPublish', { message: message() }));
}
