import type { PermissionAction } from './actions';

/** `all`: every record of the project; `own`: records whose owner (负责人, else the creator) is the user. */
export type DataScope = 'all' | 'own';
/** `hidden`: never sent; `readonly`: shown, a write changing it is refused. */
export type FieldRule = 'hidden' | 'readonly';

/** What a role grants on one resource. */
export interface ResourceGrant {
  actions: PermissionAction[];
  /** Default `all`; only resources with an owner take `own`. */
  scope?: DataScope;
  fields?: Record<string, FieldRule>;
}
/** A role's rights, by resource name (`customer`, `dashboard`, `org`…). */
export type Permissions = Record<string, ResourceGrant>;

/** A role as the API answers it (`GET /setting/role/list`). */
export interface RoleDto {
  _id: string;
  name: string;
  description: string;
  /** 管理员 and 员工: editable, never deleted. */
  builtIn: boolean;
  /** `admin` or `staff` for the two built-in roles. */
  builtInKey: 'admin' | 'staff' | null;
  permissions: Permissions;
  userCount: number;
}

/** The rights of a user holding several roles: their union (`GET /setting/role/mine`). */
export interface EffectivePermissions {
  /** The platform's super-admin: everything, outside the tenants' roles. */
  superAdmin: boolean;
  permissions: Permissions;
}

const RULE_RANK: Record<FieldRule | 'none', number> = { none: 0, readonly: 1, hidden: 2 };

/**
 * The union of several roles' rights: an action granted by any role; `all` when any granting role
 * says `all`; a field rule only as strict as the least strict granting role's (a role that grants the
 * resource and leaves the field alone makes it fully visible).
 */
export function unionOf(roles: readonly Permissions[]): Permissions {
  const out: Permissions = {};
  const granting = new Map<string, ResourceGrant[]>();
  for (const p of roles)
    for (const [name, g] of Object.entries(p)) if (g.actions.length) granting.set(name, [...(granting.get(name) ?? []), g]);
  for (const [name, grants] of granting) {
    const actions = [...new Set(grants.flatMap((g) => g.actions))];
    const scope: DataScope = grants.some((g) => (g.scope ?? 'all') === 'all') ? 'all' : 'own';
    const fields: Record<string, FieldRule> = {};
    const names = new Set(grants.flatMap((g) => Object.keys(g.fields ?? {})));
    for (const f of names) {
      const rank = Math.min(...grants.map((g) => RULE_RANK[g.fields?.[f] ?? 'none']));
      if (rank === RULE_RANK.hidden) fields[f] = 'hidden';
      else if (rank === RULE_RANK.readonly) fields[f] = 'readonly';
    }
    out[name] = { actions, scope, ...(Object.keys(fields).length ? { fields } : {}) };
  }
  return out;
}

/** Whether the rights include `action` on `resource` (a super-admin has every right). */
export function allows(eff: EffectivePermissions | null | undefined, resource: string, action: PermissionAction): boolean {
  if (!eff) return false;
  if (eff.superAdmin) return true;
  return !!eff.permissions[resource]?.actions.includes(action);
}

/** The data scope on a resource (`all` for a super-admin). */
export function scopeOf(eff: EffectivePermissions | null | undefined, resource: string): DataScope {
  if (!eff || eff.superAdmin) return 'all';
  return eff.permissions[resource]?.scope ?? 'all';
}
