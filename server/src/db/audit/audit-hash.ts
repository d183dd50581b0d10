import { hash } from 'node:crypto';
import type { AuditEntriesTable } from '../tables/audit';

/** What an entry's hash covers: every column but the hash itself, in a fixed order. */
export const HASHED = [
  'id',
  'tenant_id',
  'seq',
  'kind',
  'project_id',
  'at',
  'user_id',
  'user_name',
  'ip',
  'user_agent',
  'resource',
  'record_id',
  'record_label',
  'action',
  'changes',
  'prev_hash',
] as const satisfies ReadonlyArray<keyof AuditEntriesTable>;

/**
 * The hash of an entry: sha256 over its columns as stored (the previous entry's hash among them),
 * so changing, removing or reordering any entry breaks every link after it. Numbers are hashed as
 * numbers whatever the driver returned (PostgreSQL's bigint arrives as text without a parser).
 */
export function entryHash(entry: Omit<AuditEntriesTable, 'hash'>): string {
  const values = HASHED.map((k) => (k === 'seq' ? Number(entry.seq) : (entry[k] ?? null)));
  // The one-shot hash: a Hash object per entry was most of the hashing's cost on every write.
  return hash('sha256', JSON.stringify(values), 'hex');
}
