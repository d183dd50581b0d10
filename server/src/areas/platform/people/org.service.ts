import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../db/client';
import { newId } from '../../../core/ids';
import { nowIso } from '../../../core/time';
import { notFound, operationFailed } from '../../../core/errors';
import type { ListResult } from '../../../../../src/domain/envelope';
import type { UsersTable } from '../../../db/tables/platform';
import type { AuthContext, UserRole } from '../../../core/auth-context';
import type { SessionsService } from '../sign-in/sessions.service';
import { hashPassword } from '../sign-in/auth.service';
import { assertStrongPassword, temporaryPassword, userExists } from '../sign-in/password-policy';
import { isUniqueViolation } from '../../../db/faults';
import type { LoginLimiter } from '../sign-in/login-limiter.service';
import { storePassword } from '../sign-in/password-store';
import { personOnTrail } from './person-trail';
import { containsText } from '../../../db/text-search';
import { inTenant } from '../../../db/scope';
import type { RolesService } from '../roles/roles.service';
import type { DepartmentsService } from '../departments/departments.service';
import { t as ts } from '../../../messages/zh-CN/serverPeople';

/** A member of the tenant as the 组织与人员 screen shows it (never the hash). */
export interface OrgUserDto {
  _id: string;
  username: string;
  displayName: string;
  mobile: string | null;
  role: UserRole;
  /** 1 active, 0 disabled. */
  status: number;
  projectIds: string[];
  /** Roles of the tenant the user holds (roles.service.ts); their rights are the union. */
  roleIds: string[];
  /** The person's department (部门), null when none. */
  deptId: string | null;
  /** Its name, '' when none. */
  deptName: string;
  /** Failed logins reached the threshold: signing in needs the image check (已锁定 until 解锁). */
  loginLimited: boolean;
  /** An admin reset the password and the member has not set their own yet. */
  mustChangePassword: boolean;
  createdAt: string;
}

export interface NewOrgUser {
  username: string;
  password: string;
  displayName: string;
  mobile?: string | null;
  role?: 'staff' | 'admin';
  projectIds?: string[];
  /** The roles to hold; without it the built-in one `role` names (员工 by default). */
  roleIds?: string[];
  /** A department of the tenant, or null / absent for none. */
  deptId?: string | null;
}

/** What the people service builds on. */
interface OrgDeps {
  sessions: SessionsService;
  roles: RolesService;
  limiter: LoginLimiter;
  departments: DepartmentsService;
  /** A person's department changed: the data scopes read the organisation again (roles/data-scopes.service.ts). */
  orgChanged(tenantId: string): void;
}

/**
 * People of the caller's tenant (admins only): list, add, change role, projects, disable.
 * The tenant always comes from the session; a user of another tenant is simply not found.
 */
export function createOrgService(db: Db, { sessions, roles, limiter, departments, orgChanged }: OrgDeps) {
  const k = db.kysely;

  const columns = [
    'id',
    'tenant_id',
    'username',
    'display_name',
    'mobile',
    'role',
    'status',
    'must_change_password',
    'dept_id',
    'created_at',
  ] as const;

  async function toDtos(tenantId: string, users: Pick<Selectable<UsersTable>, (typeof columns)[number]>[]): Promise<OrgUserDto[]> {
    if (!users.length) return [];
    const links = await k
      .selectFrom('user_projects')
      .select(['user_id', 'project_id'])
      .where(inTenant(tenantId))
      .where(
        'user_id',
        'in',
        users.map((u) => u.id),
      )
      .execute();
    const roleIds = await roles.roleIdsOf(
      tenantId,
      users.map((u) => u.id),
    );
    const limited = await limiter.limitedAccounts(users.map((u) => u.username));
    const deptIds = [...new Set(users.map((u) => u.dept_id).filter((d): d is string => !!d))];
    const depts = deptIds.length
      ? await k.selectFrom('departments').select(['id', 'name']).where(inTenant(tenantId)).where('id', 'in', deptIds).execute()
      : [];
    return users.map((u) => ({
      _id: u.id,
      username: u.username,
      displayName: u.display_name,
      mobile: u.mobile,
      role: u.role,
      status: u.status,
      projectIds: links.filter((l) => l.user_id === u.id).map((l) => l.project_id),
      roleIds: roleIds.get(u.id) ?? [],
      deptId: u.dept_id,
      deptName: depts.find((d) => d.id === u.dept_id)?.name ?? '',
      loginLimited: limited.has(u.username),
      mustChangePassword: Number(u.must_change_password) === 1,
      createdAt: u.created_at,
    }));
  }

  async function get(auth: AuthContext, id: string): Promise<OrgUserDto> {
    const row = await k.selectFrom('users').select(columns).where(inTenant(auth.tenantId)).where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(() => ts('userGone'));
    return (await toDtos(auth.tenantId, [row]))[0];
  }

  /**
   * Target must be in the tenant, and a super-admin (who lives in the demo tenant) is changed by a
   * super-admin only. Role and status of the caller are not theirs to change (`allowSelf` is for
   * name, mobile and projects, which the 组织与人员 screen lets one edit for oneself).
   */
  async function editable(auth: AuthContext, id: string, opts: { allowSelf?: boolean } = {}): Promise<OrgUserDto> {
    const user = await get(auth, id);
    if (user._id === auth.userId && !opts.allowSelf) throw operationFailed(() => ts('cannotChangeSelf'));
    if (user.role === 'super_admin' && auth.role !== 'super_admin') throw operationFailed(() => ts('cannotChangeSuperAdmin'));
    if (user._id !== auth.userId) await roles.checkManageable(auth, user);
    return user;
  }

  /** The given projects, all checked to belong to the tenant; none given means all of them. */
  async function tenantProjects(tenantId: string, projectIds?: string[]): Promise<string[]> {
    const all = (await k.selectFrom('projects').select('id').where(inTenant(tenantId)).execute()).map((p) => p.id);
    if (!projectIds) return all;
    const unknown = projectIds.filter((p) => !all.includes(p));
    if (unknown.length || !projectIds.length) throw operationFailed(() => ts('chooseTenantProjects'));
    return [...new Set(projectIds)];
  }

  return {
    get,

    async list(
      auth: AuthContext,
      q: { pageNo: number; pageSize: number; keyword?: string; role?: UserRole; roleId?: string; status?: number; deptId?: string },
    ): Promise<ListResult<OrgUserDto>> {
      let base = k.selectFrom('users').where(inTenant(auth.tenantId));
      if (q.keyword) {
        const kw = q.keyword;
        base = base.where((eb) => eb.or(['username', 'display_name', 'mobile'].map((c) => containsText(c, kw, db.dialect))));
      }
      if (q.role) base = base.where('role', '=', q.role);
      const roleId = q.roleId;
      if (roleId)
        base = base.where((eb) =>
          eb.exists(
            eb.selectFrom('user_roles as ur').select('ur.user_id').whereRef('ur.user_id', '=', 'users.id').where('ur.role_id', '=', roleId),
          ),
        );
      if (q.status !== undefined) base = base.where('status', '=', q.status);
      // A department holds the people of the departments below it too (组织与人员's tree).
      if (q.deptId) base = base.where('dept_id', 'in', await departments.subtree(auth.tenantId, q.deptId));
      const total = await base.select(sql<number>`count(*)`.as('c')).executeTakeFirstOrThrow();
      const rows = await base
        .select(columns)
        .orderBy('created_at')
        .orderBy('id')
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize)
        .execute();
      return { rows: await toDtos(auth.tenantId, rows), total: Number(total.c) };
    },

    async add(auth: AuthContext, input: NewOrgUser): Promise<OrgUserDto> {
      assertStrongPassword(input.password);
      if (await k.selectFrom('users').select('id').where('username', '=', input.username).executeTakeFirst()) throw userExists();
      const projectIds = await tenantProjects(auth.tenantId, input.projectIds);
      const roleIds = await roles.checkAssignable(auth, input.roleIds ?? [await roles.builtInId(auth.tenantId, input.role ?? 'staff')]);
      await departments.checkDeptId(auth.tenantId, input.deptId);
      if (input.deptId) await roles.checkReshapes(auth);
      const id = newId();
      const passwordHash = await hashPassword(input.password);
      try {
        await db.transaction(async (trx) => {
          await trx
            .insertInto('users')
            .values({
              id,
              tenant_id: auth.tenantId,
              username: input.username,
              password_hash: passwordHash,
              display_name: input.displayName,
              mobile: input.mobile ?? null,
              role: input.role ?? 'staff',
              status: 1,
              dept_id: input.deptId || null,
              created_at: nowIso(),
            })
            .execute();
          await trx
            .insertInto('user_projects')
            .values(projectIds.map((p) => ({ tenant_id: auth.tenantId, user_id: id, project_id: p })))
            .execute();
          await roles.assign(trx, auth.tenantId, id, roleIds);
          const facts = {
            username: input.username,
            displayName: input.displayName,
            mobile: input.mobile ?? null,
            status: 1,
            deptId: input.deptId || null,
          };
          await personOnTrail(trx, auth, id, null, { ...facts, projectIds, roleIds });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw userExists();
        throw err;
      }
      if (input.deptId) orgChanged(auth.tenantId);
      return get(auth, id);
    },

    /** Name, mobile and project assignment; the user's cached sessions see the change at once. */
    async update(
      auth: AuthContext,
      id: string,
      patch: { displayName?: string; mobile?: string | null; projectIds?: string[]; roleIds?: string[]; deptId?: string | null },
    ): Promise<OrgUserDto> {
      // One's own roles are changed by another admin: nobody locks themselves out or widens their own rights.
      const before = await editable(auth, id, { allowSelf: patch.roleIds === undefined });
      const projectIds = patch.projectIds ? await tenantProjects(auth.tenantId, patch.projectIds) : undefined;
      const roleIds = patch.roleIds ? await roles.checkAssignable(auth, patch.roleIds) : undefined;
      if (patch.deptId !== undefined) await departments.checkDeptId(auth.tenantId, patch.deptId);
      if (patch.deptId !== undefined && (patch.deptId || null) !== before.deptId) await roles.checkReshapes(auth);
      await db.transaction(async (trx) => {
        const set = {
          ...(patch.displayName !== undefined && { display_name: patch.displayName }),
          ...(patch.mobile !== undefined && { mobile: patch.mobile }),
          ...(patch.deptId !== undefined && { dept_id: patch.deptId || null }),
        };
        if (Object.keys(set).length) await trx.updateTable('users').set(set).where(inTenant(auth.tenantId)).where('id', '=', id).execute();
        if (projectIds) {
          await trx.deleteFrom('user_projects').where(inTenant(auth.tenantId)).where('user_id', '=', id).execute();
          await trx
            .insertInto('user_projects')
            .values(projectIds.map((p) => ({ tenant_id: auth.tenantId, user_id: id, project_id: p })))
            .execute();
        }
        if (roleIds) await roles.assign(trx, auth.tenantId, id, roleIds);
        const after = {
          ...before,
          ...(patch.displayName !== undefined && { displayName: patch.displayName }),
          ...(patch.mobile !== undefined && { mobile: patch.mobile }),
          ...(patch.deptId !== undefined && { deptId: patch.deptId || null }),
          ...(projectIds && { projectIds }),
          ...(roleIds && { roleIds }),
        };
        await personOnTrail(trx, auth, id, before, after);
      });
      sessions.forgetUser(id);
      // Their records go with them: the department scopes reach them where they now sit.
      if (patch.deptId !== undefined && (patch.deptId || null) !== before.deptId) orgChanged(auth.tenantId);
      return get(auth, id);
    },

    async updateRole(auth: AuthContext, id: string, role: 'staff' | 'admin'): Promise<OrgUserDto> {
      const before = await editable(auth, id);
      // The old call of the fixed roles: the user then holds exactly that built-in role.
      const roleIds = await roles.checkAssignable(auth, [await roles.builtInId(auth.tenantId, role)]);
      await db.transaction(async (trx) => {
        await roles.assign(trx, auth.tenantId, id, roleIds);
        await personOnTrail(trx, auth, id, before, { ...before, roleIds });
      });
      sessions.forgetUser(id);
      return get(auth, id);
    },

    /**
     * 重置密码: sets the given temporary password, or a generated one, returned this once; the member
     * must set their own at the next sign-in. Every session of theirs ends and their failed logins are
     * forgotten (they are to sign in with the new one). One's own password is changed in the user menu.
     */
    async resetPassword(auth: AuthContext, id: string, password?: string): Promise<{ password: string }> {
      if (id === auth.userId) throw operationFailed(() => ts('cannotResetOwnPassword'));
      if (password !== undefined) assertStrongPassword(password, ts('fieldTemporaryPassword'));
      const user = await editable(auth, id);
      const temporary = password ?? temporaryPassword();
      const owner = { id, username: user.username, tenant_id: auth.tenantId };
      await storePassword(db, { sessions, limiter }, owner, temporary, { by: auth.actor, mustChange: true, forgetFailedLogins: true });
      return { password: temporary };
    },

    /** Disabling ends the user's sessions at once (they then answer 401). */
    async setStatus(auth: AuthContext, id: string, status: 0 | 1): Promise<OrgUserDto> {
      const before = await editable(auth, id);
      await db.transaction(async (trx) => {
        await trx.updateTable('users').set({ status }).where(inTenant(auth.tenantId)).where('id', '=', id).execute();
        await personOnTrail(trx, auth, id, before, { ...before, status });
        if (status === 0) await sessions.endForDisabled(trx, [{ id, tenant_id: auth.tenantId, username: before.username }], auth.actor);
      });
      sessions.forgetUser(id);
      return get(auth, id);
    },
  };
}
