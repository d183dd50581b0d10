import { roleOnTrail, type RoleFacts } from './role-trail';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../../db/client';
import type { Database } from '../../../db/types';
import { newId } from '../../../core/ids';
import { nowIso } from '../../../core/time';
import { badRequest, notFound, operationFailed } from '../../../core/errors';

const refuse = badRequest;
import { inTenant } from '../../../db/scope';
import { isUniqueViolation } from '../../../db/faults';
import type { AuthContext } from '../../../core/auth-context';
import type { PermissionAction } from '../../../../../src/domain/permissions/actions';
import { ACTION_LABELS } from '../../../../../src/domain/permissions/labels';
import {
  DATA_SCOPES,
  scopeWithin,
  unionOf,
  type DataScope,
  type EffectivePermissions,
  type Permissions,
  type RoleDto,
} from '../../../../../src/domain/permissions/grants';
import {
  createConflicts,
  fullPermissions,
  staffPermissions,
  type PermissionResource,
} from '../../../../../src/schemas/permissionCatalogue';
import type { RolesTable } from '../../../db/tables/platform-extras';
import { t as ts } from '../../../messages/zh-CN/serverPeople';
import { shownLabel } from '../../../messages/shown-labels';
import { builtInRoleDefaults, roleName, type BuiltInRoleKey } from '../../../../../src/domain/builtInRoles';
import { conflictSaid, shownParts } from './role-conflicts';

/** Change-bus topic: a tenant's roles changed (key: the tenant id). */
const ROLES_TOPIC = 'roles';
export type BuiltInKey = BuiltInRoleKey;

/** Rights as a request sends them: checked against the catalogue before anything is stored. */
export type UncheckedPermissions = Record<
  string,
  { actions: string[]; scope?: string; deptIds?: string[]; fields?: Record<string, string> }
>;

export interface RoleInput {
  name?: string;
  description?: string;
  permissions?: UncheckedPermissions;
}

/** Rights that keep a tenant manageable: 管理员 never loses them. */
const ADMIN_KEEPS: [string, PermissionAction[]][] = [
  ['role', ['list', 'create', 'edit', 'delete']],
  ['org', ['list', 'create', 'edit']],
];

type RoleRow = Pick<RolesTable, 'id' | 'name' | 'description' | 'built_in_key' | 'permissions'>;
interface TenantRoles {
  at: number;
  /** The catalogue the rights were completed with. */
  cat: object;
  byId: Map<string, { key: RolesTable['built_in_key']; permissions: Permissions }>;
  /** Effective rights by the sorted role ids they were computed for. */
  effective: Map<string, EffectivePermissions>;
}
/** Kept this long per process; a change of a tenant's roles drops them at once in every process. */
const CACHE_MS = 60_000;

/**
 * Roles as rows of a tenant (docs/requirements.md §10.2): the built-in 管理员 and 员工, the ones admins add, which
 * users hold them, and each caller's effective rights (the union of their roles'), which the HTTP
 * guard (http/permission-guard.ts) checks on every call. `catalogue` lists what can be granted:
 * every schema resource the engine serves (those added at run time too) and the pages.
 */
export function createRolesService(db: Db, catalogue: (tenantId?: string) => Promise<PermissionResource[]>) {
  const k = db.kysely;
  const cache = new Map<string, TenantRoles>();
  let generation = 0;
  const forgetHere = (tenantId?: string) => {
    generation++;
    if (tenantId === undefined) cache.clear();
    else cache.delete(tenantId);
  };
  db.changes.subscribe(ROLES_TOPIC, forgetHere);
  /** A tenant's roles changed: its callers' rights are read again on their next request, here and in every process. */
  const changed = (tenantId: string) => {
    forgetHere(tenantId);
    db.changes.publish(ROLES_TOPIC, tenantId);
  };

  // Derived once per catalogue: a tenant's changes only when its admins publish a resource (docs/requirements.md §10.3).
  type Derived = { list: PermissionResource[]; byName: Map<string, PermissionResource>; full: Permissions };
  const derived = new WeakMap<PermissionResource[], Derived>();
  const fromCatalogue = async (tenantId?: string): Promise<Derived> => {
    const list = await catalogue(tenantId);
    let d = derived.get(list);
    if (!d) derived.set(list, (d = { list, byName: new Map(list.map((r) => [r.name, r])), full: fullPermissions(list) }));
    return d;
  };

  /**
   * A built-in role's stored rights completed: 管理员 holds every resource it does not mention (a
   * resource added later is granted to it by default); 员工 keeps what it says.
   */
  function completed(key: RolesTable['built_in_key'], stored: Permissions, cat: Derived): Permissions {
    if (key !== 'admin') return stored;
    return { ...cat.full, ...stored };
  }

  async function tenantRoles(tenantId: string): Promise<TenantRoles> {
    const cat = await fromCatalogue(tenantId);
    const hit = cache.get(tenantId);
    // A resource the tenant published since changes what 管理员 holds.
    if (hit && hit.cat === cat && Date.now() - hit.at < CACHE_MS) return hit;
    const readAt = generation;
    const rows = await k.selectFrom('roles').select(['id', 'built_in_key', 'permissions']).where(inTenant(tenantId)).execute();
    const entry: TenantRoles = {
      at: Date.now(),
      cat,
      byId: new Map(rows.map((r) => [r.id, { key: r.built_in_key, permissions: completed(r.built_in_key, parse(r.permissions), cat) }])),
      effective: new Map(),
    };
    if (generation === readAt) cache.set(tenantId, entry);
    return entry;
  }

  /** The caller's rights: everything for the platform's super-admin, else the union of their roles'. */
  async function effective(auth: Pick<AuthContext, 'tenantId' | 'role' | 'roleIds'>): Promise<EffectivePermissions> {
    if (auth.role === 'super_admin') return { superAdmin: true, permissions: (await fromCatalogue(auth.tenantId)).full };
    const roles = await tenantRoles(auth.tenantId);
    const key = [...auth.roleIds].sort().join(',');
    let eff = roles.effective.get(key);
    if (!eff) {
      const held = auth.roleIds.map((id) => roles.byId.get(id)?.permissions).filter((p): p is Permissions => !!p);
      eff = { superAdmin: false, permissions: unionOf(held) };
      roles.effective.set(key, eff);
    }
    return eff;
  }

  /** Refuses (400, naming it) what the catalogue does not know; returns the rights as stored. */
  async function checked(
    tenantId: string,
    perms: UncheckedPermissions,
    builtInKey: RolesTable['built_in_key'] = null,
  ): Promise<Permissions> {
    const cat = await fromCatalogue(tenantId);
    const known = cat.byName;
    const out: Permissions = {};
    for (const [name, grant] of Object.entries(perms)) {
      const r = known.get(name);
      if (!r) throw badRequest(() => ts('unknownResource', { name }));
      const resource = () => shownLabel(r.label);
      const g = grant as Partial<UncheckedPermissions[string]>;
      if (!Array.isArray(g.actions)) throw badRequest(() => ts('actionsNotList', { resource: resource() }));
      for (const a of g.actions)
        if (!r.actions.includes(a as PermissionAction))
          throw badRequest(() => ts('noSuchAction', { resource: resource(), action: String(a) }));
      if (g.scope !== undefined && !DATA_SCOPES.includes(g.scope as DataScope))
        throw badRequest(() => ts('scopeOneOf', { resource: resource(), scopes: DATA_SCOPES.join(ts('listJoin')) }));
      if (g.scope && g.scope !== 'all' && !r.ownable) throw badRequest(() => ts('noOwnerScopeAll', { resource: resource() }));
      const deptIds = g.scope === 'custom' ? await knownDepartments(tenantId, r.label, g.deptIds) : undefined;
      const fields: Record<string, 'hidden' | 'readonly'> = {};
      const fieldNames = new Map(r.fields.map((f) => [f.name, f.label]));
      for (const [f, rule] of Object.entries(g.fields ?? {})) {
        if (!fieldNames.has(f)) throw badRequest(() => ts('noSuchField', { resource: resource(), field: f }));
        const label = fieldNames.get(f)!;
        if (rule !== 'hidden' && rule !== 'readonly')
          throw badRequest(() => ts('ruleValuesOnly', { resource: resource(), field: shownParts(label) }));
        fields[f] = rule;
      }
      if (!g.actions.length) continue;
      out[name] = {
        actions: [...new Set(g.actions as PermissionAction[])],
        ...(r.ownable ? { scope: (g.scope as DataScope | undefined) ?? 'all' } : {}),
        ...(deptIds ? { deptIds } : {}),
        ...(Object.keys(fields).length ? { fields } : {}),
      };
      // A role that may add records cannot hide or freeze what a new record needs from the client.
      const given = out[name];
      const [conflict] = createConflicts(r, given);
      if (conflict) throw badRequest(() => conflictSaid(r, given, conflict.field));
    }
    // 管理员 holds what it does not mention (resources added later): what an edit leaves out is kept as
    // "nothing", so taking a resource away from it sticks.
    if (builtInKey === 'admin') for (const r of cat.list) if (!out[r.name]) out[r.name] = { actions: [] };
    return out;
  }

  /** The departments a `custom` scope names: at least one, each of the tenant (else 400 naming the resource). */
  async function knownDepartments(tenantId: string, label: string, ids: unknown): Promise<string[]> {
    const wanted = [...new Set(Array.isArray(ids) ? ids.map(String) : [])].sort();
    if (!wanted.length) throw badRequest(() => ts('customScopeNoDepartment', { resource: shownLabel(label) }));
    const found = await k.selectFrom('departments').select('id').where(inTenant(tenantId)).where('id', 'in', wanted).execute();
    if (found.length !== wanted.length) throw badRequest(() => ts('customScopeUnknownDepartment', { resource: shownLabel(label) }));
    return wanted;
  }

  /**
   * No escalation: a caller grants only what they hold themselves — each action, a data scope no
   * wider than theirs (scopeWithin), a field only as visible as it is to them.
   */
  async function withinCaller(auth: AuthContext, perms: Permissions, managing?: () => string) {
    const mine = await effective(auth);
    if (mine.superAdmin) return;
    const known = (await fromCatalogue(auth.tenantId)).byName;
    // Managing a person whose rights exceed one's own (disable, change roles) would be a way around the rule too.
    const badRequest = (why: () => string) =>
      refuse(() => (managing ? ts('manageBeyondOwn', { managing: managing(), why: why() }) : why()));
    for (const [name, g] of Object.entries(perms)) {
      if (!g.actions.length) continue;
      const label = known.get(name)?.label ?? name;
      const have = mine.permissions[name];
      for (const a of g.actions)
        if (!have?.actions.includes(a))
          throw badRequest(() => ts('grantActionNotHeld', { resource: shownLabel(label), action: ACTION_LABELS[a] }));
      if (!scopeWithin(g, have)) throw badRequest(() => ts('grantWiderScope', { resource: shownLabel(label) }));
      for (const [f, rule] of Object.entries(have?.fields ?? {})) {
        const given = g.fields?.[f];
        const field = known.get(name)?.fields.find((x) => x.name === f)?.label ?? f;
        if (!given || (rule === 'hidden' && given === 'readonly'))
          throw badRequest(() => ts('openRestrictedField', { resource: shownLabel(label), field: shownParts(field) }));
      }
    }
  }

  /** The role `id` of the tenant; inside `trx` locked (PostgreSQL) until it ends. */
  async function row(tenantId: string, id: string, trx?: Kysely<Database>): Promise<RoleRow> {
    const r = await (trx ?? k)
      .selectFrom('roles')
      .select(['id', 'name', 'description', 'built_in_key', 'permissions'])
      .where(inTenant(tenantId))
      .where('id', '=', id)
      .$if(!!trx && db.dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!r) throw notFound(() => ts('roleGone'));
    return r;
  }

  async function userCounts(tenantId: string): Promise<Map<string, number>> {
    const rows = await k
      .selectFrom('user_roles')
      .select(['role_id', sql<number>`count(*)`.as('n')])
      .where(inTenant(tenantId))
      .groupBy('role_id')
      .execute();
    return new Map(rows.map((r) => [r.role_id, Number(r.n)]));
  }

  const toDto = (r: RoleRow, userCount: number, cat: Derived): RoleDto => ({
    _id: r.id,
    name: r.name,
    description: r.description,
    builtIn: r.built_in_key !== null,
    builtInKey: r.built_in_key,
    permissions: completed(r.built_in_key, parse(r.permissions), cat),
    userCount,
  });

  function nameOf(input: RoleInput): string | undefined {
    if (input.name === undefined) return undefined;
    const name = input.name.trim();
    if (!name) throw badRequest(() => ts('enterRoleName'));
    return name;
  }

  async function write<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err)) throw operationFailed(() => ts('roleNameTaken'));
      throw err;
    }
  }

  /** The id of a built-in role of a tenant. */
  async function builtInId(tenantId: string, key: BuiltInKey, trx: Kysely<Database> = k): Promise<string> {
    const r = await trx.selectFrom('roles').select('id').where(inTenant(tenantId)).where('built_in_key', '=', key).executeTakeFirst();
    if (!r) throw notFound(() => ts('builtInRoleMissing'));
    return r.id;
  }

  return {
    effective,
    /** A resource's label for messages (its name when the tenant's catalogue does not know it). */
    labelOf: async (resource: string, tenantId?: string) => (await fromCatalogue(tenantId)).byName.get(resource)?.label ?? resource,
    /** What a tenant's roles can grant (the 角色管理 matrix reads the same catalogue on the client). */
    catalogue,
    /** Roles of the caller's tenant with how many people hold each. */
    async list(auth: AuthContext): Promise<{ rows: RoleDto[]; total: number }> {
      const rows = await k
        .selectFrom('roles')
        .select(['id', 'name', 'description', 'built_in_key', 'permissions'])
        .where(inTenant(auth.tenantId))
        .orderBy(sql`case built_in_key when 'admin' then 0 when 'staff' then 1 else 2 end`)
        .orderBy('created_at')
        .execute();
      const counts = await userCounts(auth.tenantId);
      const cat = await fromCatalogue(auth.tenantId);
      return { rows: rows.map((r) => toDto(r, counts.get(r.id) ?? 0, cat)), total: rows.length };
    },

    async add(auth: AuthContext, input: RoleInput): Promise<RoleDto> {
      const name = nameOf(input) ?? '';
      if (!name) throw badRequest(() => ts('enterRoleName'));
      const permissions = await checked(auth.tenantId, input.permissions ?? {});
      await withinCaller(auth, permissions);
      const now = nowIso();
      const r: RoleRow = {
        id: newId(),
        name,
        description: input.description?.trim() ?? '',
        built_in_key: null,
        permissions: JSON.stringify(permissions),
      };
      const cat = await fromCatalogue(auth.tenantId);
      await write(() =>
        db.transaction(async (trx) => {
          await trx
            .insertInto('roles')
            .values({ ...r, tenant_id: auth.tenantId, created_at: now, updated_at: now })
            .execute();
          roleOnTrail(trx, auth, 'create', null, { ...r, permissions }, cat.byName);
        }),
      );
      changed(auth.tenantId);
      return toDto(r, 0, cat);
    },

    async update(auth: AuthContext, id: string, input: RoleInput): Promise<RoleDto> {
      const before = await row(auth.tenantId, id);
      const name = nameOf(input);
      let permissions: Permissions | undefined;
      if (input.permissions !== undefined) {
        permissions = await checked(auth.tenantId, input.permissions, before.built_in_key);
        await withinCaller(auth, permissions);
        // Nor may one rewrite a role that grants more than one holds (it would demote its holders).
        const cat = await fromCatalogue(auth.tenantId);
        await withinCaller(auth, completed(before.built_in_key, parse(before.permissions), cat), () =>
          ts('managingRole', { name: roleName({ name: before.name, builtInKey: before.built_in_key }) }),
        );
        if (before.built_in_key === 'admin')
          for (const [res, actions] of ADMIN_KEEPS)
            if (!actions.every((a) => permissions![res]?.actions.includes(a) && permissions![res]?.fields === undefined))
              throw badRequest(() => ts('adminKeepsRights'));
      }
      const set = {
        ...(name !== undefined && { name }),
        ...(input.description !== undefined && { description: input.description.trim() }),
        ...(permissions !== undefined && { permissions: JSON.stringify(permissions) }),
        updated_at: nowIso(),
      };
      const cat = await fromCatalogue(auth.tenantId);
      const facts = (r: RoleRow): RoleFacts => ({ ...r, permissions: parse(r.permissions) });
      await write(() =>
        db.transaction(async (trx) => {
          // The trail's "before" read again under the lock: a save meanwhile is what this one changed.
          const was = await row(auth.tenantId, id, trx);
          await trx.updateTable('roles').set(set).where(inTenant(auth.tenantId)).where('id', '=', id).execute();
          roleOnTrail(trx, auth, 'update', facts(was), facts({ ...was, ...set }), cat.byName);
        }),
      );
      changed(auth.tenantId);
      const after = await row(auth.tenantId, id);
      return toDto(after, (await userCounts(auth.tenantId)).get(id) ?? 0, await fromCatalogue(auth.tenantId));
    },

    async delete(auth: AuthContext, id: string): Promise<void> {
      const r = await row(auth.tenantId, id);
      if (r.built_in_key)
        throw operationFailed(() => ts('builtInRoleUndeletable', { name: roleName({ name: r.name, builtInKey: r.built_in_key }) }));
      const n = (await userCounts(auth.tenantId)).get(id) ?? 0;
      if (n > 0) throw operationFailed(() => ts('roleStillHeld', { n, name: r.name }));
      await db.transaction(async (trx) => {
        await trx.deleteFrom('roles').where(inTenant(auth.tenantId)).where('id', '=', id).execute();
        roleOnTrail(trx, auth, 'delete', null, { ...r, permissions: {} }, new Map());
      });
      changed(auth.tenantId);
    },

    /**
     * Refuses managing a person (disable, enable, change details or roles, unlock) whose rights go
     * beyond the caller's: a people manager cannot demote or lock out the tenant's admin.
     */
    /**
     * Reshaping the organisation (a person's department, a department's place or 负责人) changes whose
     * records the department scopes reach; only a caller who already reaches every record of what they
     * hold may do it, so nobody widens their own reach by moving themselves or others (docs/permissions.md).
     */
    async checkReshapes(auth: AuthContext): Promise<void> {
      const mine = await effective(auth);
      if (mine.superAdmin) return;
      const limited = Object.values(mine.permissions).some((g) => g.actions.length && (g.scope ?? 'all') !== 'all');
      if (limited) throw refuse(() => ts('reshapeNeedsAll'));
    },

    async checkManageable(auth: AuthContext, user: { _id: string; displayName: string; role: string }): Promise<void> {
      if (user.role === 'super_admin') return;
      const held = await k
        .selectFrom('user_roles')
        .select('role_id')
        .where(inTenant(auth.tenantId))
        .where('user_id', '=', user._id)
        .execute();
      const theirs = await effective({ tenantId: auth.tenantId, role: 'staff', roleIds: held.map((r) => r.role_id) });
      const person = user.displayName;
      await withinCaller(auth, theirs.permissions, () => ts('managingPerson', { name: person }));
    },

    /**
     * Checks role ids a user is to hold: each a role of the caller's tenant (another tenant's id is
     * refused like an unknown one), at least one, none granting more than the caller holds.
     */
    async checkAssignable(auth: AuthContext, roleIds: string[]): Promise<string[]> {
      const ids = [...new Set(roleIds)];
      if (!ids.length) throw badRequest(() => ts('chooseRole'));
      const rows = await k
        .selectFrom('roles')
        .select(['id', 'built_in_key', 'permissions'])
        .where(inTenant(auth.tenantId))
        .where('id', 'in', ids)
        .execute();
      if (rows.length !== ids.length) throw badRequest(() => ts('roleNotInTenant'));
      const cat = await fromCatalogue(auth.tenantId);
      for (const r of rows) await withinCaller(auth, completed(r.built_in_key, parse(r.permissions), cat));
      return ids;
    },

    /**
     * Gives a user exactly these roles (in `trx`); `users.role` follows (admin when they hold 管理员).
     * The caller drops the user's cached sessions once `trx` committed (sessions.forgetUser).
     */
    async assign(trx: Kysely<Database>, tenantId: string, userId: string, roleIds: string[]): Promise<void> {
      await trx.deleteFrom('user_roles').where(inTenant(tenantId)).where('user_id', '=', userId).execute();
      await trx
        .insertInto('user_roles')
        .values(roleIds.map((role_id) => ({ tenant_id: tenantId, user_id: userId, role_id })))
        .execute();
      const admin = await trx
        .selectFrom('roles')
        .select('id')
        .where(inTenant(tenantId))
        .where('built_in_key', '=', 'admin')
        .where('id', 'in', roleIds)
        .executeTakeFirst();
      await trx
        .updateTable('users')
        .set({ role: admin ? 'admin' : 'staff' })
        .where('id', '=', userId)
        .where('role', '!=', 'super_admin')
        .execute();
    },

    builtInId,

    /**
     * Gives a tenant its 管理员 and 员工 when it has none yet, and each of its users without a role
     * the one their `users.role` says (a database from before roles keeps what everyone could do).
     * Idempotent; run for every tenant at start and for a new tenant when it is created.
     */
    async ensureBuiltIns(trx: Kysely<Database>, tenantId: string): Promise<void> {
      const have = new Set(
        (
          await trx.selectFrom('roles').select('built_in_key').where(inTenant(tenantId)).where('built_in_key', 'is not', null).execute()
        ).map((r) => r.built_in_key),
      );
      const now = nowIso();
      // The built-in catalogue: a tenant without roles yet has designed nothing (and no query may run beside `trx` on SQLite).
      const cat = await catalogue();
      const initial: Record<BuiltInKey, Permissions> = { admin: fullPermissions(cat), staff: staffPermissions(cat) };
      for (const key of ['admin', 'staff'] as const) {
        if (have.has(key)) continue;
        await trx
          .insertInto('roles')
          .values({
            id: newId(),
            tenant_id: tenantId,
            ...builtInRoleDefaults(key),
            built_in_key: key,
            permissions: JSON.stringify(initial[key]),
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      const without = await trx
        .selectFrom('users')
        .select(['id', 'role'])
        .where(inTenant(tenantId))
        .where('role', '!=', 'super_admin')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('user_roles as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'users.id'))))
        .execute();
      for (const u of without) {
        const roleId = await builtInId(tenantId, u.role === 'admin' ? 'admin' : 'staff', trx);
        await trx.insertInto('user_roles').values({ tenant_id: tenantId, user_id: u.id, role_id: roleId }).execute();
      }
      if (!have.has('admin') || without.length) changed(tenantId);
    },

    /** The role ids of users (for the people list). */
    async roleIdsOf(tenantId: string, userIds: string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (!userIds.length) return out;
      const rows = await k
        .selectFrom('user_roles')
        .select(['user_id', 'role_id'])
        .where(inTenant(tenantId))
        .where('user_id', 'in', userIds)
        .execute();
      for (const r of rows) out.set(r.user_id, [...(out.get(r.user_id) ?? []), r.role_id]);
      return out;
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;

function parse(json: string): Permissions {
  try {
    const p = JSON.parse(json) as unknown;
    return p && typeof p === 'object' && !Array.isArray(p) ? (p as Permissions) : {};
  } catch {
    return {};
  }
}
