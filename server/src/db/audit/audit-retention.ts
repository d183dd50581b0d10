import { sql } from 'kysely';
import type { Db } from '../client';
import { runPeriodically } from '../../core/periodic';

/** How often the trail is trimmed: entries leave at most this long after their time is up. */
const AUDIT_PURGE_EVERY_MS = 6 * 60 * 60_000;

/**
 * Entries one purge transaction removes: enough that a year of a busy tenant goes in a few hundred short
 * transactions, few enough that the chain's head (and so every write of the tenant) is held only briefly.
 */
const PURGE_BATCH = 5_000;

/**
 * Removes the entries older than `days` from every chain, oldest first, keeping each chain verifiable:
 * the last removed entry's seq and hash become the chain's anchor, which the first kept entry must
 * follow (db/audit/audit-verify.ts). A chain goes `batch` entries per transaction, each holding the
 * chain's head as an append does and moving the anchor with its delete, so the chain verifies after
 * every batch, even when the process stops between two. Answers how many went.
 */
export async function purgeAuditTrail(db: Db, days: number, now = Date.now(), batch = PURGE_BATCH): Promise<number> {
  const cutoff = new Date(now - days * 86_400_000).toISOString();
  const chains = await db.kysely.selectFrom('audit_chains').select('tenant_id').execute();
  let removed = 0;
  for (const { tenant_id: tenantId } of chains) {
    // The newest expired entry, once per chain: whatever is appended meanwhile is newer than the cutoff.
    // Everything up to it goes, as a chain is cut at one link (an entry's time is taken a moment before
    // its commit, so a slightly newer one may sit just before it).
    const last = await db.kysely
      .selectFrom('audit_entries')
      .select('seq')
      .where('tenant_id', '=', tenantId)
      .where('at', '<', cutoff)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!last) continue;
    const lastSeq = Number(last.seq);
    let cut = 0; // seq of the last entry removed so far (entries are numbered from 1)
    while (cut < lastSeq) {
      const done = await db.transaction(async (trx) => {
        // Locks the head (PostgreSQL) exactly as an append does.
        await trx
          .updateTable('audit_chains')
          .set({ seq: sql`seq` })
          .where('tenant_id', '=', tenantId)
          .execute();
        const upTo = trx.selectFrom('audit_entries').select(['seq', 'hash']).where('tenant_id', '=', tenantId).where('seq', '<=', lastSeq);
        // This batch's last entry: the batch-th oldest left, or the newest expired one when fewer are left.
        // None left: another server process purged the chain meanwhile.
        const end =
          (await upTo
            .orderBy('seq')
            .limit(1)
            .offset(batch - 1)
            .executeTakeFirst()) ?? (await upTo.orderBy('seq', 'desc').limit(1).executeTakeFirst());
        if (!end) return null;
        const gone = await trx.deleteFrom('audit_entries').where('tenant_id', '=', tenantId).where('seq', '<=', end.seq).executeTakeFirst();
        await trx
          .updateTable('audit_chains')
          .set({ anchor_seq: end.seq, anchor_hash: end.hash })
          .where('tenant_id', '=', tenantId)
          .execute();
        return { seq: Number(end.seq), count: Number(gone.numDeletedRows) };
      });
      if (!done) break;
      removed += done.count;
      cut = done.seq;
    }
  }
  return removed;
}

/** Trims the trail every AUDIT_PURGE_EVERY_MS, a few minutes after the start first; answers the stop. */
export function scheduleAuditPurge(db: Db, days: number, log: { warn(obj: object, msg: string): void }): () => Promise<void> {
  return runPeriodically(() => purgeAuditTrail(db, days), {
    everyMs: AUDIT_PURGE_EVERY_MS,
    firstAfterMs: 120_000,
    failure: '清理过期审计日志失败（下次重试）',
    log,
  });
}
