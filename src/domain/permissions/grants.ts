import type { PermissionAction } from './actions';
import type { BuiltInRoleKey } from '../builtInRoles';

/**
 * Which records of the project a role reaches (docs/permissions.md「数据范围」). A record belongs to its
 * owner (负责人, else the creator) and, through them, to the owner's department:
 * - `all` 全部: every record;
 * - `deptAndBelow` 本部门及以下: the user's departments (their own and those they lead) and every one below;
 * - `dept` 本部门: the user's departments only;
 * - `own` 仅本人: the user's own records;
 * - `custom` 自定义部门: the departments chosen in `deptIds` (exactly those).
 * Every scope includes the user's own records.
 */
export type DataScope = 'all' | 'deptAndBelow' | 'dept' | 'own' | 'custom';

/** The scopes, widest first: the role editor's options and the order the union and no-escalation rules compare. */
export const DATA_SCOPES: readonly DataScope[] = ['all', 'deptAndBelow', 'dept', 'custom', 'own'];

/** Department-based scopes, from narrowest to widest (`custom` stands apart: its reach is its list). */
const DEPT_RANK: Record<Exclude<DataScope, 'all' | 'custom'>, number> = { own: 0, dept: 1, deptAndBelow: 2 };
/** `hidden`: never sent; `readonly`: shown, a write changing it is refused. */
export type FieldRule = 'hidden' | 'readonly';

/** What a role grants on one resource. */
export interface ResourceGrant {
  actions: PermissionAction[];
  /** Default `all`; only resources with an owner take another scope. */
  scope?: DataScope;
  /**
   * The departments of `custom`. In effective rights (a union) they may stand beside another scope:
   * `dept` plus the departments some other role chose.
   */
  deptIds?: string[];
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
  builtInKey: BuiltInRoleKey | null;
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
    const reach = unionScope(grants);
    const fields: Record<string, FieldRule> = {};
    const names = new Set(grants.flatMap((g) => Object.keys(g.fields ?? {})));
    for (const f of names) {
      const rank = Math.min(...grants.map((g) => RULE_RANK[g.fields?.[f] ?? 'none']));
      if (rank === RULE_RANK.hidden) fields[f] = 'hidden';
      else if (rank === RULE_RANK.readonly) fields[f] = 'readonly';
    }
    out[name] = { actions, ...reach, ...(Object.keys(fields).length ? { fields } : {}) };
  }
  return out;
}

/**
 * The union of several grants' scopes: `all` when any says so; else the widest of 本部门及以下, 本部门
 * and 仅本人, with the departments any `custom` grant chose beside it (alone, `custom`).
 */
function unionScope(grants: readonly ResourceGrant[]): Pick<ResourceGrant, 'scope' | 'deptIds'> {
  if (grants.some((g) => (g.scope ?? 'all') === 'all')) return { scope: 'all' };
  const deptIds = [...new Set(grants.flatMap((g) => (g.scope === 'custom' ? (g.deptIds ?? []) : [])))].sort();
  const widest = grants
    .map((g) => (g.scope === 'custom' ? 'own' : (g.scope as keyof typeof DEPT_RANK)))
    .reduce((a, b) => (DEPT_RANK[b] > DEPT_RANK[a] ? b : a), 'own');
  if (widest === 'own') return deptIds.length ? { scope: 'custom', deptIds } : { scope: 'own' };
  return { scope: widest, ...(deptIds.length ? { deptIds } : {}) };
}

/**
 * Whether `held` (a caller's effective grant) reaches at least what `given` would (no escalation,
 * docs/permissions.md): `all` only from `all`; 本部门及以下 and 本部门 from as wide a department scope;
 * `custom` only departments the caller's own `custom` holds (or from `all`).
 */
export function scopeWithin(given: ResourceGrant, held: ResourceGrant | undefined): boolean {
  const have = held?.scope ?? 'all';
  const want = given.scope ?? 'all';
  if (have === 'all') return true;
  if (want === 'all') return false;
  const heldDepts = new Set(held?.deptIds ?? []);
  if ((given.deptIds ?? []).some((d) => !heldDepts.has(d))) return false;
  const rank = (s: DataScope) => (s === 'custom' ? 0 : DEPT_RANK[s as keyof typeof DEPT_RANK]);
  return rank(want) <= rank(have);
}

/** Whether the rights include `action` on `resource` (a super-admin has every right). */
export function allows(eff: EffectivePermissions | null | undefined, resource: string, action: PermissionAction): boolean {
  if (!eff) return false;
  if (eff.superAdmin) return true;
  return !!eff.permissions[resource]?.actions.includes(action);
}
