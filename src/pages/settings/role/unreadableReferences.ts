import type { Permissions } from '../../../domain/permissions/grants';
import type { PermissionResource } from '../../../schemas/permissionCatalogue';
import type { ResourceSchema } from '../../../schemas/types';

/** A granted resource whose fields point at resources the role may not list. */
export interface UnreadableReference {
  resource: string;
  label: string;
  targets: string[];
}

/**
 * What a role's screens would show as 无权查看: for each resource it grants, the catalogue resources
 * its reference fields (line items' too) point at that it does not grant `list` on — their names
 * are not shown and their choosers are off. The editor says so, so an admin can grant them.
 */
export function unreadableReferences(
  permissions: Permissions,
  schemas: readonly ResourceSchema[],
  catalogue: readonly PermissionResource[],
): UnreadableReference[] {
  const labelOf = new Map(catalogue.map((r) => [r.name, r.label]));
  const out: UnreadableReference[] = [];
  for (const r of catalogue) {
    if (!permissions[r.name]?.actions.length) continue;
    const schema = schemas.find((s) => s.name === r.name);
    if (!schema) continue;
    const targets = new Set<string>();
    for (const f of schema.fields.flatMap((x) => [x, ...(x.itemFields ?? [])])) {
      const target = f.reference?.resource;
      if (target && target !== r.name && labelOf.has(target) && !permissions[target]?.actions.includes('list')) targets.add(target);
    }
    if (targets.size) out.push({ resource: r.name, label: r.label, targets: [...targets].map((t) => labelOf.get(t)!) });
  }
  return out;
}
