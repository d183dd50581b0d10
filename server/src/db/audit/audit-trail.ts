import { sql, type Kysely } from 'kysely';
import type { Database } from '../types';
import type { AuditKind } from '../tables/audit';
import type { AuditAction, AuditChange } from '../../../../src/domain/audit/auditEntry';
import { afterCommit, beforeCommit } from '../transactions';
import type { Actor } from '../../core/actor';
import { newId } from '../../core/ids';
import { nowIso } from '../../core/time';
import { entryHash, HASHED } from './audit-hash';

/** One entry as a write states it; who and when are added here. */
export interface AuditInput {
  /** The chain: the tenant whose data or configuration changed ('' when none is known: a sign-in as an unknown user). */
  tenantId: string;
  projectId?: string | null;
  /** Default 'change'. */
  kind?: AuditKind;
  /** A resource name, or the configuration area (settings, role, menu, project, user, tenant, resource design). */
  resource: string;
  recordId?: string | null;
  recordLabel?: string;
  action: AuditAction;
  /** An update's changed fields, values as on the wire (masked for each reader when read). */
  changes?: Omit<AuditChange, 'masked'>[];
  /**
   * Who did it, from where: the request's (`auth.actor`), an anonymous caller's (a sign-in, a
   * registration, a forgotten password's reset), or `SYSTEM_ACTOR` for what the server does by itself
   * (core/actor.ts). Required: a default would name 系统 for a person whose write forgot it.
   */
  actor: Actor;
}

type Pending = Required<Pick<AuditInput, 'tenantId' | 'resource' | 'action'>> & AuditInput & { at: string };

const pending = new WeakMap<object, Pending[]>();

/** Above 0 while `withoutAuditTrail` runs: the one way writes go unrecorded, and only the benchmark takes it. */
let unrecorded = 0;

/**
 * Runs `fn` with the audit trail left out, to measure what the trail costs a write (`npm run
 * bench:records`, docs/performance.md). Nothing of the server calls it: every write it serves is
 * recorded. It holds for every write of the process while `fn` runs (the bench runs nothing beside it):
 * a context carried through `fn`'s async work would cost every request of the server (docs/decisions.md
 * "Who is acting: passed, not carried").
 */
export async function withoutAuditTrail<T>(fn: () => Promise<T>): Promise<T> {
  unrecorded++;
  try {
    return await fn();
  } finally {
    unrecorded--;
  }
}

/** Longest user agent kept: enough to tell browser and system, not a place to store a payload. */
const MAX_AGENT = 400;

/**
 * Puts an entry on the audit trail as part of `trx` (which must come from `db.transaction`): it is
 * appended last before the transaction commits, so a committed change is never missing from the
 * trail and a rolled-back one never appears (docs/audit-trail.md).
 */
export function recordAudit(trx: Kysely<Database>, input: AuditInput): void {
  if (unrecorded) return;
  let list = pending.get(trx);
  if (!list) {
    const mine: Pending[] = (list = []);
    pending.set(trx, mine);
    beforeCommit(trx, 'audit-trail', () => appendEntries(trx, mine.splice(0)), { last: true });
  }
  list.push({ ...input, at: nowIso() });
}

/** Entries one insert writes: 17 values each stay well under either database's limit on bound values. */
const ENTRIES_PER_INSERT = 500;

/** The columns of an entry, in the order the insert names them: what its hash covers, then the hash. */
const COLUMNS = [...HASHED, 'hash'] as const;

type Head = { seq: number; hash: string };
type EntryRow = Record<(typeof COLUMNS)[number], string | number | null>;

/**
 * Each tenant's chain head as this process last committed it. A guess, never trusted: the append
 * moves the head only if the stored one still equals it (below), so a head moved by another process,
 * another transaction or a purge sends the append down the locking path instead.
 */
const knownHeads = new Map<string, Head>();

/**
 * Appends the entries to their tenants' chains, tenants in a fixed order (two transactions never lock
 * two heads crosswise). Moving a chain's head locks its row until the commit (PostgreSQL; SQLite runs
 * one write at a time), so a tenant's entries are numbered and linked in commit order.
 */
async function appendEntries(trx: Kysely<Database>, entries: Pending[]): Promise<void> {
  const byTenant = new Map<string, Pending[]>();
  for (const e of entries) byTenant.set(e.tenantId, [...(byTenant.get(e.tenantId) ?? []), e]);
  for (const tenantId of [...byTenant.keys()].sort()) {
    const list = byTenant.get(tenantId)!;
    const rows = (await headIfStill(trx, tenantId, list)) ?? (await headLocked(trx, tenantId, list));
    // In batches: one statement's bound values are limited (SQLite 32,766; PostgreSQL 65,535), and an
    // import writes thousands of entries in one transaction.
    for (let i = 0; i < rows.length; i += ENTRIES_PER_INSERT) {
      const batch = rows.slice(i, i + ENTRIES_PER_INSERT);
      // Written as SQL of its own: on every write of the app, the query builder's tree was a fair share of the trail's cost.
      await sql`insert into audit_entries (${sql.join(COLUMNS.map((c) => sql.ref(c)))}) values ${sql.join(
        batch.map((r) => sql`(${sql.join(COLUMNS.map((c) => r[c]))})`),
      )}`.execute(trx);
    }
    const last = rows[rows.length - 1];
    afterCommit(trx, `audit-head:${tenantId}`, () => knownHeads.set(tenantId, { seq: Number(last.seq), hash: String(last.hash) }));
  }
}

/**
 * The common case in one statement: the entries chained after the head this process knows, and the
 * head moved to their last only where it still is that head (which, on PostgreSQL, also locks it until
 * the commit). Undefined when the head is unknown or has moved: the caller takes the locking path.
 */
async function headIfStill(trx: Kysely<Database>, tenantId: string, list: Pending[]): Promise<EntryRow[] | undefined> {
  const known = knownHeads.get(tenantId);
  if (!known) return undefined;
  const rows = chained(tenantId, list, known);
  const last = rows[rows.length - 1];
  const moved = await sql`update audit_chains set seq = ${last.seq}, hash = ${last.hash}
    where tenant_id = ${tenantId} and seq = ${known.seq} and hash = ${known.hash}`.execute(trx);
  return Number(moved.numAffectedRows ?? 0) === 1 ? rows : undefined;
}

/** Reserves the entries' numbers on the chain by locking its head, reads the hash they follow, stores their last. */
async function headLocked(trx: Kysely<Database>, tenantId: string, list: Pending[]): Promise<EntryRow[]> {
  const head = await moveHead(trx, tenantId, list.length);
  const rows = chained(tenantId, list, { seq: head.seq - list.length, hash: head.hash });
  await sql`update audit_chains set hash = ${rows[rows.length - 1].hash} where tenant_id = ${tenantId}`.execute(trx);
  return rows;
}

/** The entries as rows, numbered after `after.seq`, each carrying the hash of the one before it. */
function chained(tenantId: string, list: Pending[], after: Head): EntryRow[] {
  let prev = after.hash;
  let seq = after.seq;
  return list.map((e) => {
    const row = {
      id: newId(),
      tenant_id: tenantId,
      seq: ++seq,
      kind: e.kind ?? 'change',
      project_id: e.projectId ?? null,
      at: e.at,
      user_id: e.actor.userId,
      user_name: e.actor.userName,
      ip: e.actor.ip,
      user_agent: e.actor.userAgent.slice(0, MAX_AGENT),
      resource: e.resource,
      record_id: e.recordId ?? null,
      record_label: e.recordLabel ?? '',
      action: e.action,
      changes: e.changes?.length ? JSON.stringify(e.changes) : null,
      prev_hash: prev,
    };
    prev = entryHash(row);
    return { ...row, hash: prev };
  });
}

/** Reserves `count` numbers on the tenant's chain (locking its head); answers the new last seq and the old last hash. */
async function moveHead(trx: Kysely<Database>, tenantId: string, count: number): Promise<{ seq: number; hash: string }> {
  const move = async () =>
    (
      await sql<{
        seq: number;
        hash: string;
      }>`update audit_chains set seq = seq + ${count} where tenant_id = ${tenantId} returning seq, hash`.execute(trx)
    ).rows[0];
  let head = await move();
  if (!head) {
    // The tenant's first entry: two first writers both insert; one row stays, and both then move it.
    await trx
      .insertInto('audit_chains')
      .values({ tenant_id: tenantId, seq: 0, hash: '', anchor_seq: 0, anchor_hash: '' })
      .onConflict((oc) => oc.column('tenant_id').doNothing())
      .execute();
    head = await move();
  }
  return { seq: Number(head!.seq), hash: head!.hash };
}
