import { sql } from 'kysely';
import type { Db } from '../client';
import { runPeriodically } from '../../core/periodic';

/** How often the trail is trimmed: entries leave at most this long after their time is up. */
const AUDIT_PURGE_EVERY_MS = 6 * 60 * 60_000;

/**
 * Removes the entries older than `days` from every chain, oldest first, keeping each chain
 * verifiable: the last removed entry's seq and hash become the chain's anchor, which the first kept
 * entry must follow (db/audit/audit-verify.ts). One transaction per chain, holding its head as an
 * append does, so nothing is appended between the cut and the anchor. Answers how many went.
 */
export async function purgeAuditTrail(db: Db, days: number, now = Date.now()): Promise<number> {
  const cutoff = new Date(now - days * 86_400_000).toISOString();
  const chains = await db.kysely.selectFrom('audit_chains').select('tenant_id').execute();
  let removed = 0;
  for (const { tenant_id: tenantId } of chains) {
    removed += await db.transaction(async (trx) => {
      // Locks the head (PostgreSQL) exactly as an append does.
      await trx
        .updateTable('audit_chains')
        .set({ seq: sql`seq` })
        .where('tenant_id', '=', tenantId)
        .execute();
      const last = await trx
        .selectFrom('audit_entries')
        .select(['seq', 'hash'])
        .where('tenant_id', '=', tenantId)
        .where('at', '<', cutoff)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!last) return 0;
      const gone = await trx.deleteFrom('audit_entries').where('tenant_id', '=', tenantId).where('seq', '<=', last.seq).executeTakeFirst();
      await trx
        .updateTable('audit_chains')
        .set({ anchor_seq: last.seq, anchor_hash: last.hash })
        .where('tenant_id', '=', tenantId)
        .execute();
      return Number(gone.numDeletedRows);
    });
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
