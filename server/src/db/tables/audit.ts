/** The audit trail's tables (migration 1800, docs/audit-trail.md). */

/** 'change': a write of data or configuration; 'login': a sign-in, failed sign-in or sign-out. */
export type AuditKind = 'change' | 'login';

export interface AuditEntriesTable {
  id: string;
  /** The chain it belongs to: the tenant's; '' for a sign-in attempt no tenant is known for. */
  tenant_id: string;
  /** Its place in the chain, from 1. */
  seq: number;
  kind: AuditKind;
  project_id: string | null;
  at: string;
  user_id: string | null;
  user_name: string;
  ip: string;
  user_agent: string;
  resource: string;
  record_id: string | null;
  record_label: string;
  /** An action code of src/domain/audit/auditActions.ts. */
  action: string;
  /** JSON: [{ field, label, from, to }] for an update; null otherwise. */
  changes: string | null;
  prev_hash: string;
  hash: string;
}

interface AuditChainsTable {
  tenant_id: string;
  /** The last entry's seq and hash. */
  seq: number;
  hash: string;
  /** The last purged entry's seq and hash (0 and '' before any purge): the first kept entry follows it. */
  anchor_seq: number;
  anchor_hash: string;
}

export interface AuditTables {
  audit_entries: AuditEntriesTable;
  audit_chains: AuditChainsTable;
}
