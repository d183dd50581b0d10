import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { Db } from '../../../db/client';
import type { Scope } from '../../../core/scope';
import type { AuthContext } from '../../../core/auth-context';
import type { AuditAction } from '../../../../../src/domain/audit/auditEntry';
import type { FieldRule } from '../../../../../src/domain/permissions/grants';
import {
  VIEW_VISIBILITY_LABELS,
  viewWithoutFields,
  type ListViewDto,
  type ListViewState,
  type ViewVisibility,
} from '../../../../../src/schemas/listView';
import { recordAudit } from '../../../db/audit/audit-trail';
import { configChanges } from '../../../db/audit/config-changes';
import { isUniqueViolation } from '../../../db/faults';
import { inScope, scopeColumns } from '../../../db/scope';
import { newId } from '../../../core/ids';
import { nowIso } from '../../../core/time';
import { badRequest, forbidden, notFound, operationFailed } from '../../../core/errors';
import { t as ts } from '../../../messages/zh-CN/serverSettings';
import type { Actor } from '../../../core/actor';

type Row = Database['list_views'];

/** What a view write sends (the routes checked shapes and lengths). */
export interface ListViewInput {
  name: string;
  visibility: ViewVisibility;
  roleIds?: string[];
  state: ListViewState;
}

/** Who reads or writes, and the field rules of the view's resource for them. */
export interface ViewReader {
  auth: AuthContext;
  fields: Readonly<Record<string, FieldRule>>;
}

const VIEW_FIELDS = { name: '名称', visibility: '可见范围', role_ids: '角色', state: '内容' };
const isAdmin = (auth: AuthContext) => auth.role !== 'staff';

const parse = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/**
 * Saved views of the lists (docs/schema-engine.md, 视图与列设置). A reader sees their own views,
 * views shared with a role they hold and views shared with the project; the route has already
 * checked they may list the resource. Only the owner changes a view; an admin may also change or
 * remove a shared one (so a view of someone who left can go). Every write is on the audit trail.
 */
export function createListViewsService(db: Db) {
  const k = db.kysely;
  const viewsOf = (s: Scope, resource: string) => k.selectFrom('list_views').where(inScope(s)).where('resource', '=', resource);
  const duplicate = (name: string) => operationFailed(() => ts('viewNameTaken', { name }));

  const toDto = (r: Row, reader: ViewReader): ListViewDto => {
    const mine = r.owner_id === reader.auth.userId;
    return {
      _id: r.id,
      resource: r.resource,
      name: r.name,
      visibility: r.visibility,
      roleIds: parse<string[]>(r.role_ids, []),
      // A field the reader may not see is dropped from what they apply (docs/permissions.md).
      state: viewWithoutFields(parse<ListViewState>(r.state, { filters: [] }), (f) => reader.fields[f] === 'hidden'),
      ownerId: r.owner_id,
      mine,
      editable: mine || (isAdmin(reader.auth) && r.visibility !== 'personal'),
      createdAt: r.created_at,
      updatedAt: r.updated_at,
    };
  };

  const sees = (r: Row, auth: AuthContext) =>
    r.owner_id === auth.userId ||
    r.visibility === 'project' ||
    (r.visibility === 'roles' && parse<string[]>(r.role_ids, []).some((id) => auth.roleIds.includes(id)));

  const onTrail = (trx: Kysely<Database>, scope: Scope, actor: Actor, action: AuditAction, row: Row, before: Row | null) =>
    recordAudit(trx, {
      tenantId: scope.tenantId,
      projectId: scope.projectId,
      resource: 'list_view',
      recordId: row.id,
      recordLabel: `${row.resource}：${row.name}`,
      action,
      changes:
        action === 'delete'
          ? undefined
          : configChanges(VIEW_FIELDS, before, row, { visibility: (v) => VIEW_VISIBILITY_LABELS[v as ViewVisibility] ?? String(v) }),
      actor,
    });

  /** Refuses roles that are not the tenant's and a role view without roles. */
  async function checkedRoles(scope: Scope, input: ListViewInput): Promise<string[]> {
    if (input.visibility !== 'roles') return [];
    const ids = [...new Set(input.roleIds ?? [])];
    if (!ids.length) throw badRequest(() => ts('chooseViewRoles'));
    const found = await k.selectFrom('roles').select('id').where('tenant_id', '=', scope.tenantId).where('id', 'in', ids).execute();
    const missing = ids.filter((id) => !found.some((r) => r.id === id));
    if (missing.length) throw badRequest(() => ts('viewRolesGone', { ids: missing.join(ts('listJoin')) }));
    return ids;
  }

  async function writable(scope: Scope, resource: string, id: string, auth: AuthContext): Promise<Row> {
    const row = await viewsOf(scope, resource).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || !sees(row, auth)) throw notFound(() => ts('viewGone'));
    if (row.owner_id !== auth.userId && !(isAdmin(auth) && row.visibility !== 'personal')) throw forbidden(() => ts('viewOwnerOnly'));
    return row;
  }

  async function write(scope: Scope, actor: Actor, row: Row, before: Row | null) {
    try {
      await db.transaction(async (trx) => {
        if (before) await trx.updateTable('list_views').set(row).where(inScope(scope)).where('id', '=', row.id).execute();
        else await trx.insertInto('list_views').values(row).execute();
        onTrail(trx, scope, actor, before ? 'update' : 'create', row, before);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate(row.name);
      throw err;
    }
  }

  return {
    /** The views of a resource's list this reader sees: their own first, then the shared ones, by name. */
    async list(scope: Scope, resource: string, reader: ViewReader): Promise<ListViewDto[]> {
      const rows = await viewsOf(scope, resource).selectAll().orderBy('name').orderBy('id').execute();
      const seen = rows.filter((r) => sees(r, reader.auth)).map((r) => toDto(r, reader));
      return [...seen.filter((v) => v.mine), ...seen.filter((v) => !v.mine)];
    },

    async add(scope: Scope, resource: string, input: ListViewInput, reader: ViewReader): Promise<ListViewDto> {
      const now = nowIso();
      const row: Row = {
        id: newId(),
        ...scopeColumns(scope),
        resource,
        owner_id: reader.auth.userId,
        name: input.name.trim(),
        visibility: input.visibility,
        role_ids: JSON.stringify(await checkedRoles(scope, input)),
        state: JSON.stringify(input.state),
        created_at: now,
        updated_at: now,
      };
      await write(scope, reader.auth.actor, row, null);
      return toDto(row, reader);
    },

    async update(scope: Scope, resource: string, id: string, input: ListViewInput, reader: ViewReader): Promise<ListViewDto> {
      const before = await writable(scope, resource, id, reader.auth);
      const row: Row = {
        ...before,
        name: input.name.trim(),
        visibility: input.visibility,
        role_ids: JSON.stringify(await checkedRoles(scope, input)),
        state: JSON.stringify(input.state),
        updated_at: nowIso(),
      };
      await write(scope, reader.auth.actor, row, before);
      return toDto(row, reader);
    },

    async remove(scope: Scope, resource: string, id: string, auth: AuthContext): Promise<void> {
      const row = await writable(scope, resource, id, auth);
      await db.transaction(async (trx) => {
        await trx.deleteFrom('list_views').where(inScope(scope)).where('id', '=', id).execute();
        onTrail(trx, scope, auth.actor, 'delete', row, null);
      });
    },
  };
}
