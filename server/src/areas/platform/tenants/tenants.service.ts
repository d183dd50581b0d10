import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { recordAudit } from '../../../db/audit/audit-trail';
import { configChanges, enabledWord } from '../../../db/audit/config-changes';
import type { AuditChange } from '../../../../../src/domain/audit/auditEntry';
import { sql } from 'kysely';
import type { Db } from '../../../db/client';
import { newId } from '../../../core/ids';
import { nowIso } from '../../../core/time';
import { notFound, operationFailed } from '../../../core/errors';
import type { Actor } from '../../../core/actor';
import type { AuthContext } from '../../../core/auth-context';
import type { ListResult } from '../../../../../src/domain/envelope';
import { hashPassword } from '../sign-in/auth.service';
import type { RolesService } from '../roles/roles.service';
import type { SessionsService } from '../sign-in/sessions.service';
import { assertStrongPassword, userExists } from '../sign-in/password-policy';
import { isUniqueViolation } from '../../../db/faults';
import { containsText } from '../../../db/text-search';
import { companyInfoRow } from '../settings/company-info';
import { inTenant } from '../../../db/scope';
import { t as ts } from '../../../messages/zh-CN/serverPeople';

export interface TenantDto {
  _id: string;
  name: string;
  /** 1 active, 0 disabled. */
  status: number;
  userCount: number;
  createdAt: string;
}

export interface NewTenantInput {
  tenantName: string;
  username: string;
  password: string;
  displayName?: string;
  mobile?: string | null;
}

/**
 * Tenants: creating one with its admin, Main project and company_info (registration and
 * super-admins), listing, renaming, disabling. Disabling ends the sessions of its users at once.
 */
export function createTenantsService(db: Db, sessions: SessionsService, roles: RolesService) {
  const k = db.kysely;

  async function toDto(ids: string[]): Promise<TenantDto[]> {
    if (!ids.length) return [];
    const rows = await k
      .selectFrom('tenants as t')
      .select(['t.id', 't.name', 't.status', 't.created_at'])
      .select((eb) =>
        eb
          .selectFrom('users as u')
          .select(sql<number>`count(*)`.as('c'))
          .whereRef('u.tenant_id', '=', 't.id')
          .as('user_count'),
      )
      .where('t.id', 'in', ids)
      .orderBy('t.created_at', 'desc')
      .execute();
    return rows.map((r) => ({ _id: r.id, name: r.name, status: r.status, userCount: Number(r.user_count ?? 0), createdAt: r.created_at }));
  }

  async function get(id: string): Promise<TenantDto> {
    const [dto] = await toDto([id]);
    if (!dto) throw notFound(() => ts('tenantGone'));
    return dto;
  }

  /** Ends every active session of the tenant's users (they then answer 401), each a 强制下线 by `by` on the trail. */
  async function endSessions(trx: Kysely<Database>, tenantId: string, by: Actor) {
    const users = await trx.selectFrom('users').select(['id', 'tenant_id', 'username']).where(inTenant(tenantId)).execute();
    await sessions.endForDisabled(trx, users, by);
  }

  /** A change of a tenant by `actor`, on that tenant's trail (its admins see what the platform did to it). */
  const onTrail = (
    trx: Kysely<Database>,
    actor: Actor,
    tenantId: string,
    action: 'create' | 'update',
    name: string,
    changes: AuditChange[],
  ) => recordAudit(trx, { tenantId, resource: 'tenant', recordId: tenantId, recordLabel: name, action, changes, actor });

  return {
    /**
     * New tenant, its admin user, the default project Main and its company_info, in one transaction;
     * `by`: the super-admin adding it, or the anonymous caller registering (the trail's entry names them).
     */
    async createWithAdmin(input: NewTenantInput, by: Actor): Promise<{ tenantId: string; userId: string; projectId: string }> {
      assertStrongPassword(input.password);
      const taken = await k.selectFrom('users').select('id').where('username', '=', input.username).executeTakeFirst();
      if (taken) throw userExists();
      const now = nowIso();
      const ids = { tenantId: newId(), userId: newId(), projectId: newId() };
      const passwordHash = await hashPassword(input.password);
      try {
        await db.transaction(async (trx) => {
          await trx.insertInto('tenants').values({ id: ids.tenantId, name: input.tenantName, status: 1, created_at: now }).execute();
          onTrail(
            trx,
            by,
            ids.tenantId,
            'create',
            input.tenantName,
            configChanges(TENANT_FIELDS, null, { name: input.tenantName, status: 1 }, WORDS),
          );
          await trx
            .insertInto('projects')
            .values({ id: ids.projectId, tenant_id: ids.tenantId, name: 'Main', is_default: 1, created_at: now })
            .execute();
          await trx
            .insertInto('users')
            .values({
              id: ids.userId,
              tenant_id: ids.tenantId,
              username: input.username,
              password_hash: passwordHash,
              display_name: input.displayName || input.username,
              mobile: input.mobile ?? null,
              role: 'admin',
              status: 1,
              created_at: now,
            })
            .execute();
          await trx
            .insertInto('user_projects')
            .values({ tenant_id: ids.tenantId, user_id: ids.userId, project_id: ids.projectId })
            .execute();
          await trx
            .insertInto('settings')
            .values(companyInfoRow(ids.tenantId, ids.projectId, { logo: '/logo.svg', name: input.tenantName, address: '' }, now))
            .execute();
          // 管理员 and 员工; the first user holds 管理员.
          await roles.ensureBuiltIns(trx, ids.tenantId);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw userExists();
        throw err;
      }
      return ids;
    },

    async list(q: { pageNo: number; pageSize: number; name?: string }): Promise<ListResult<TenantDto>> {
      let base = k.selectFrom('tenants');
      if (q.name) base = base.where(containsText('name', q.name, db.dialect));
      const total = await base.select(sql<number>`count(*)`.as('c')).executeTakeFirstOrThrow();
      const page = await base
        .select('id')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize)
        .execute();
      return { rows: await toDto(page.map((r) => r.id)), total: Number(total.c) };
    },

    get,

    /** Renames and/or enables/disables, by the super-admin `by`; their own tenant cannot be disabled. */
    async update(id: string, patch: { name?: string; status?: number }, by: Pick<AuthContext, 'tenantId' | 'actor'>): Promise<TenantDto> {
      if (patch.status === 0 && id === by.tenantId) throw operationFailed(() => ts('cannotDisableOwnTenant'));
      if (patch.name === undefined && patch.status === undefined) return get(id);
      const set = {
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
      };
      await db.transaction(async (trx) => {
        const before = await trx.selectFrom('tenants').select(['name', 'status']).where('id', '=', id).executeTakeFirst();
        if (!before) throw notFound(() => ts('tenantGone'));
        await trx.updateTable('tenants').set(set).where('id', '=', id).execute();
        const changes = configChanges(TENANT_FIELDS, before, set, WORDS);
        if (changes.length) onTrail(trx, by.actor, id, 'update', set.name ?? before.name, changes);
        if (patch.status === 0) await endSessions(trx, id, by.actor);
      });
      return get(id);
    },

    endSessions,
  };
}

/** A tenant's fields as the audit trail names them. */
const TENANT_FIELDS = { name: '租户名称', status: '状态' };
const WORDS = { status: enabledWord };

export type TenantsService = ReturnType<typeof createTenantsService>;
