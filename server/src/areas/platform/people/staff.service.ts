import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Db } from '../../../db/client';
import type { Database } from '../../../db/types';
import { listQuery } from '../../../db/list/list-query';
import type { ListQuery } from '../../../../../src/schemas/listQuery';
import type { ListResult } from '../../../../../src/domain/envelope';
import { notFound } from '../../../core/errors';
import type { Scope } from '../../../core/scope';
import type { ExternalTarget } from '../../../schema-engine/references';
import { inScope, inTenant } from '../../../db/scope';
import { t as ts } from '../../../messages/zh-CN/serverPeople';

/** One person of the project as the 负责人 (owner) options show them. */
export interface Staff {
  _id: string;
  username: string;
  displayName: string;
  role: string;
}

type UserRow = { id: string; username: string; display_name: string; role: string; status?: number };

/** A disabled account keeps its name where records still point at it, marked so. */
const toStaff = (u: UserRow): Staff => ({
  _id: u.id,
  username: u.username,
  displayName: u.status === 0 ? `${u.display_name}（已停用）` : u.display_name,
  role: u.role,
});

/**
 * A look-up by id (`_id=`, `_id__in=`, no search): how the client reads the names of the people
 * records point at. Those may have left the project or been disabled since; the options offered
 * for choosing (any other list) and the check of a new owner stay the project's active members.
 */
const isLookup = (q: ListQuery) =>
  !q.search && q.conditions.length > 0 && q.conditions.every((c) => c.field === '_id' && (c.op === 'eq' || c.op === 'in'));

const COLUMNS = {
  displayName: { column: 'display_name', label: ts('fieldDisplayName'), searchable: true, sortable: true, chineseText: true },
  username: { column: 'username', label: ts('fieldUsername'), searchable: true, sortable: true },
  _id: { column: 'id', label: '编号', filterable: true },
};

/** Users who are members of the scope's project (through user_projects). */
const inProject = (scope: Scope) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb('id', 'in', eb.selectFrom('user_projects').select('user_id').where(inScope(scope)));

/**
 * The staff of a project: its active members (status 1) of the caller's tenant. One definition for
 * the 负责人 options (`/business/staff/list|findById`) and for the check of every reference to
 * `user`, so a disabled user, or one of another project, is neither offered nor accepted.
 */
export function createStaffService(db: Db) {
  const k = db.kysely;
  const members = (q: Kysely<Database>, scope: Scope) =>
    q.selectFrom('users').where(inTenant(scope.tenantId)).where('status', '=', 1).where(inProject(scope));

  const staff = {
    /** One page of the project's active staff (search by name or username, sort by either); by id, anyone of the tenant. */
    async list(scope: Scope, query: ListQuery): Promise<ListResult<Staff>> {
      if (isLookup(query)) {
        const found = await listQuery<UserRow>({
          db,
          table: 'users',
          scope: { tenant_id: scope.tenantId },
          columns: COLUMNS,
          defaultSort: { field: 'displayName', order: 'asc' },
          request: query,
          select: ['id', 'username', 'display_name', 'role', 'status'],
        });
        return { rows: found.rows.map(toStaff), total: found.total };
      }
      const res = await listQuery<UserRow>({
        db,
        table: 'users',
        scope: { tenant_id: scope.tenantId, status: 1 },
        where: inProject(scope),
        whereKey: `project:${scope.projectId}`,
        columns: COLUMNS,
        defaultSort: { field: 'displayName', order: 'asc' },
        request: query,
        select: ['id', 'username', 'display_name', 'role'],
      });
      return { rows: res.rows.map(toStaff), total: res.total };
    },

    /** One active member of the project, or 404 like an unknown id. */
    async findById(scope: Scope, id: string): Promise<Staff> {
      const u = await members(k, scope).select(['id', 'username', 'display_name', 'role']).where('id', '=', id).executeTakeFirst();
      if (!u) throw notFound(() => ts('staffGone'));
      return toStaff(u);
    },

    /** The reference target `user` of the schema engine (owner fields). */
    referenceTarget: {
      async existing(q: Kysely<Database>, scope: Scope, ids: string[]): Promise<string[]> {
        if (!ids.length) return [];
        const rows = await members(q, scope).select('id').where('id', 'in', ids).execute();
        return rows.map((r) => r.id);
      },
      // As the list reads staff by id (a 负责人 since disabled keeps a name): anyone of the tenant.
      async titles(q: Kysely<Database>, scope: Scope, ids: string[]): Promise<Map<string, string>> {
        if (!ids.length) return new Map();
        const rows = await q
          .selectFrom('users')
          .select(['id', 'username', 'display_name', 'role', 'status'])
          .where(inTenant(scope.tenantId))
          .where('id', 'in', ids)
          .execute();
        return new Map(rows.map((r) => [r.id, toStaff(r).displayName]));
      },
      // An import names the new owner: only whom `existing` accepts, so a name never passes the
      // look-up to be refused by the check (a disabled or departed person is 找不到…).
      async idsByTitle(q: Kysely<Database>, scope: Scope, titles: string[]): Promise<Map<string, string[]>> {
        const out = new Map<string, string[]>();
        if (!titles.length) return out;
        const rows = await members(q, scope).select(['id', 'display_name']).where('display_name', 'in', titles).execute();
        for (const r of rows) out.set(r.display_name, [...(out.get(r.display_name) ?? []), r.id]);
        return out;
      },
      label: '员工',
    } satisfies ExternalTarget,
  };
  return staff;
}
