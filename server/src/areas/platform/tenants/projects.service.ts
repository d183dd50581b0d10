import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { recordAudit } from '../../../db/audit/audit-trail';
import { configChanges } from '../../../db/audit/config-changes';
import type { Db } from '../../../db/client';
import { newId } from '../../../core/ids';
import { nowIso } from '../../../core/time';
import { badRequest, notFound } from '../../../core/errors';
import type { ListResult } from '../../../../../src/domain/envelope';
import type { AuthContext } from '../../../core/auth-context';
import { isUniqueViolation } from '../../../db/faults';
import { COMPANY_INFO_KEY } from '../settings/company-info';
import { inTenant } from '../../../db/scope';
import { DEFAULT_PROJECT_NAME } from '../../../../../src/domain/projects';
import { t as ts } from '../../../messages/zh-CN/serverPeople';

export interface ProjectDto {
  _id: string;
  name: string;
  isDefault: boolean;
}

/** A project as 多项目管理 shows it: who belongs to it. */
export interface TenantProjectDto extends ProjectDto {
  userIds: string[];
  createdAt: string;
}

export interface ProjectInput {
  name: string;
  /** Members; on add, absent means the caller alone. */
  userIds?: string[];
}

/** Drops cached sessions so members see a changed project list at once (sessions.forgetUser). */
type ForgetUser = (userId: string) => void;

/** Projects of a tenant and which of them a user may work in. */
export function createProjectsService(db: Db, forgetUser: ForgetUser = () => {}) {
  const k = db.kysely;
  const duplicate = (name: string) => badRequest(() => ts('projectNameTaken', { name }));

  async function toDtos(tenantId: string, ids?: string[]): Promise<TenantProjectDto[]> {
    let q = k.selectFrom('projects').select(['id', 'name', 'is_default', 'created_at']).where(inTenant(tenantId));
    if (ids) q = q.where('id', 'in', ids);
    const rows = await q.orderBy('is_default', 'desc').orderBy('created_at').orderBy('id').execute();
    if (!rows.length) return [];
    const links = await k
      .selectFrom('user_projects')
      .select(['user_id', 'project_id'])
      .where(inTenant(tenantId))
      .where(
        'project_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    return rows.map((r) => ({
      _id: r.id,
      name: r.name,
      isDefault: r.is_default === 1,
      userIds: links.filter((l) => l.project_id === r.id).map((l) => l.user_id),
      createdAt: r.created_at,
    }));
  }

  async function get(tenantId: string, id: string): Promise<TenantProjectDto> {
    const [dto] = await toDtos(tenantId, [id]);
    if (!dto) throw notFound(() => ts('projectGone'));
    return dto;
  }

  async function nameTaken(tenantId: string, name: string, exceptId?: string) {
    let q = k.selectFrom('projects').select('id').where(inTenant(tenantId)).where('name', '=', name);
    if (exceptId) q = q.where('id', '!=', exceptId);
    return !!(await q.executeTakeFirst());
  }

  /** Every id must be a user of the tenant; duplicates collapse. */
  /** A change of a project by `by` on the audit trail, members by name; nothing when nothing changed. */
  async function projectOnTrail(
    trx: Kysely<Database>,
    by: Pick<AuthContext, 'tenantId' | 'actor'>,
    id: string,
    before: { name: string; userIds: string[] } | null,
    after: { name: string; userIds: string[] },
  ) {
    const { tenantId } = by;
    const names = async (ids: string[]) => {
      const rows = ids.length
        ? await trx.selectFrom('users').select(['id', 'display_name']).where(inTenant(tenantId)).where('id', 'in', ids).execute()
        : [];
      return ids.map((u) => rows.find((r) => r.id === u)?.display_name ?? u);
    };
    const view = async (p: { name: string; userIds: string[] }) => ({ name: p.name, members: await names([...p.userIds].sort()) });
    const changes = configChanges({ name: '项目名称', members: '成员' }, before && (await view(before)), await view(after));
    if (before && !changes.length) return;
    recordAudit(trx, {
      tenantId,
      resource: 'project',
      recordId: id,
      recordLabel: after.name,
      action: before ? 'update' : 'create',
      changes,
      actor: by.actor,
    });
  }

  async function tenantUsers(tenantId: string, userIds: string[]): Promise<string[]> {
    const unique = [...new Set(userIds)];
    if (!unique.length) throw badRequest(() => ts('chooseProjectMember'));
    const found = await k.selectFrom('users').select('id').where(inTenant(tenantId)).where('id', 'in', unique).execute();
    if (found.length !== unique.length) throw badRequest(() => ts('membersNotInTenant'));
    return unique;
  }

  return {
    /** The user's projects, the default (Main) first. */
    async listByUser(tenantId: string, userId: string): Promise<ProjectDto[]> {
      const rows = await k
        .selectFrom('projects as p')
        .innerJoin('user_projects as up', (j) => j.onRef('up.tenant_id', '=', 'p.tenant_id').onRef('up.project_id', '=', 'p.id'))
        .select(['p.id', 'p.name', 'p.is_default'])
        .where(inTenant(tenantId, 'p'))
        .where('up.user_id', '=', userId)
        .orderBy('p.is_default', 'desc')
        .orderBy('p.created_at')
        .execute();
      return rows.map((r) => ({ _id: r.id, name: r.name, isDefault: r.is_default === 1 }));
    },

    /** All projects of the caller's tenant with their members (a tenant has few projects: one page). */
    async list(auth: AuthContext): Promise<ListResult<TenantProjectDto>> {
      const rows = await toDtos(auth.tenantId);
      return { rows, total: rows.length };
    },

    /**
     * A new project of the caller's tenant. It starts with a copy of the default project's
     * company_info, so the header keeps the company name after switching to it.
     */
    async add(auth: AuthContext, input: ProjectInput): Promise<TenantProjectDto> {
      const name = input.name.trim();
      if (!name) throw badRequest(() => ts('enterProjectName'));
      if (await nameTaken(auth.tenantId, name)) throw duplicate(name);
      const userIds = await tenantUsers(auth.tenantId, input.userIds ?? [auth.userId]);
      const id = newId();
      const now = nowIso();
      try {
        await db.transaction(async (trx) => {
          await trx.insertInto('projects').values({ id, tenant_id: auth.tenantId, name, is_default: 0, created_at: now }).execute();
          await projectOnTrail(trx, auth, id, null, { name, userIds });
          await trx
            .insertInto('user_projects')
            .values(userIds.map((u) => ({ tenant_id: auth.tenantId, user_id: u, project_id: id })))
            .execute();
          const info = await trx
            .selectFrom('settings as s')
            .innerJoin('projects as p', 'p.id', 's.project_id')
            .select(['s.value', 's.type', 's.description'])
            .where(inTenant(auth.tenantId, 'p'))
            .where('p.is_default', '=', 1)
            .where(inTenant(auth.tenantId, 's'))
            .where('s.key', '=', COMPANY_INFO_KEY)
            .executeTakeFirst();
          if (info) {
            await trx
              .insertInto('settings')
              .values({
                id: newId(),
                tenant_id: auth.tenantId,
                project_id: id,
                key: COMPANY_INFO_KEY,
                ...info,
                created_at: now,
                updated_at: now,
              })
              .execute();
          }
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate(name);
        throw err;
      }
      userIds.forEach(forgetUser);
      return get(auth.tenantId, id);
    },

    /**
     * Renames a project and/or replaces its members. The default project keeps the name Main;
     * a member may not be left without any project.
     */
    async update(auth: AuthContext, id: string, patch: Partial<ProjectInput>): Promise<TenantProjectDto> {
      const current = await get(auth.tenantId, id);
      const name = patch.name?.trim();
      if (name !== undefined) {
        if (!name) throw badRequest(() => ts('enterProjectName'));
        if (current.isDefault && name !== DEFAULT_PROJECT_NAME)
          throw badRequest(() => ts('defaultProjectRename', { name: DEFAULT_PROJECT_NAME }));
        if (await nameTaken(auth.tenantId, name, id)) throw duplicate(name);
      }
      const userIds = patch.userIds ? await tenantUsers(auth.tenantId, patch.userIds) : undefined;
      const dropped = userIds ? current.userIds.filter((u) => !userIds.includes(u)) : [];
      if (dropped.length) {
        const stillElsewhere = await k
          .selectFrom('user_projects')
          .select('user_id')
          .where(inTenant(auth.tenantId))
          .where('user_id', 'in', dropped)
          .where('project_id', '!=', id)
          .execute();
        const orphan = dropped.find((u) => !stillElsewhere.some((s) => s.user_id === u));
        if (orphan) {
          const user = await k.selectFrom('users').select('display_name').where('id', '=', orphan).executeTakeFirstOrThrow();
          throw badRequest(() => ts('lastProjectOfUser', { name: user.display_name }));
        }
      }
      try {
        await db.transaction(async (trx) => {
          await projectOnTrail(trx, auth, id, current, { name: name ?? current.name, userIds: userIds ?? current.userIds });
          if (name !== undefined && name !== current.name) {
            await trx.updateTable('projects').set({ name }).where(inTenant(auth.tenantId)).where('id', '=', id).execute();
          }
          if (userIds) {
            await trx.deleteFrom('user_projects').where(inTenant(auth.tenantId)).where('project_id', '=', id).execute();
            await trx
              .insertInto('user_projects')
              .values(userIds.map((u) => ({ tenant_id: auth.tenantId, user_id: u, project_id: id })))
              .execute();
          }
        });
      } catch (err) {
        if (isUniqueViolation(err) && name) throw duplicate(name);
        throw err;
      }
      [...new Set([...current.userIds, ...(userIds ?? [])])].forEach(forgetUser);
      return get(auth.tenantId, id);
    },
  };
}
