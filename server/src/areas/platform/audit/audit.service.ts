import type { Db } from '../../../db/client';
import type { AuditEntriesTable, AuditKind } from '../../../db/tables/audit';
import { auditActionLabel, type AuditChange } from '../../../../../src/domain/audit/auditEntry';
import type { ListResult } from '../../../../../src/domain/envelope';
import { browserAndSystem } from './user-agent';

/** What a page of the trail is asked for; every condition optional but the kind and the chain. */
export interface AuditQuery {
  kind: AuditKind;
  pageNo: number;
  pageSize: number;
  resource?: string;
  recordId?: string;
  userId?: string;
  action?: string;
  /** Moments (ISO-8601), `from` inclusive, `to` exclusive. */
  from?: string;
  to?: string;
}

/** An entry as read, before the reader's field rules: changes parsed, browser and system read. */
export interface StoredAuditRow {
  _id: string;
  seq: number;
  at: string;
  projectId: string | null;
  userId: string | null;
  userName: string;
  ip: string;
  browser: string;
  os: string;
  resource: string;
  recordId: string | null;
  recordLabel: string;
  action: string;
  actionLabel: string;
  changes: AuditChange[];
}

const toRow = (e: AuditEntriesTable): StoredAuditRow => ({
  _id: e.id,
  seq: Number(e.seq),
  at: e.at,
  projectId: e.project_id,
  userId: e.user_id,
  userName: e.user_name,
  ip: e.ip,
  ...browserAndSystem(e.user_agent),
  resource: e.resource,
  recordId: e.record_id,
  recordLabel: e.record_label,
  action: e.action,
  actionLabel: auditActionLabel(e.action),
  changes: e.changes ? (JSON.parse(e.changes) as AuditChange[]) : [],
});

/**
 * Reading the audit trail (docs/audit-trail.md): pages of one tenant's entries, newest first. The
 * trail has no write here: entries are appended only with the change they record
 * (db/audit/audit-trail.ts), and no call changes or removes one.
 */
export function createAuditService(db: Db) {
  const k = db.kysely;
  return {
    /**
     * A page of the chains `tenantIds`, of project `projectId` and of no project (configuration,
     * sign-ins), filtered.
     */
    async page(tenantIds: string[], projectId: string | null, q: AuditQuery): Promise<ListResult<StoredAuditRow>> {
      let base = k
        .selectFrom('audit_entries')
        .where('tenant_id', 'in', tenantIds)
        .where('kind', '=', q.kind)
        .where((eb) =>
          projectId ? eb.or([eb('project_id', 'is', null), eb('project_id', '=', projectId)]) : eb('project_id', 'is', null),
        );
      if (q.resource) base = base.where('resource', '=', q.resource);
      if (q.recordId) base = base.where('record_id', '=', q.recordId);
      if (q.userId) base = base.where('user_id', '=', q.userId);
      if (q.action) base = base.where('action', '=', q.action);
      if (q.from) base = base.where('at', '>=', q.from);
      if (q.to) base = base.where('at', '<', q.to);
      const [count, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('c')).executeTakeFirstOrThrow(),
        base
          .selectAll()
          .orderBy('at', 'desc')
          .orderBy('tenant_id')
          .orderBy('seq', 'desc')
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize)
          .execute(),
      ]);
      return { rows: rows.map(toRow), total: Number(count.c) };
    },
  };
}
