import type { Db } from '../client';
import { entryHash } from './audit-hash';

/** The first link of a chain that does not hold, in words an operator acts on. */
interface BrokenLink {
  tenantId: string;
  seq: number;
  entryId: string | null;
  at: string | null;
  reason: string;
}

export interface VerifyReport {
  chains: number;
  entries: number;
  broken: BrokenLink[];
}

/** Entries read per query: the walk holds one page at a time, whatever the trail's length. */
const PAGE = 2_000;

/**
 * Walks every chain from its anchor (docs/audit-trail.md): each entry must follow the one before it
 * (seq + 1), carry that entry's hash, and hash to what it carries; the chain's head must name its
 * last entry. Reports each chain's first broken link (a changed, removed or inserted entry).
 */
export async function verifyAuditTrail(db: Db): Promise<VerifyReport> {
  const k = db.kysely;
  const chains = await k.selectFrom('audit_chains').selectAll().orderBy('tenant_id').execute();
  const report: VerifyReport = { chains: chains.length, entries: 0, broken: [] };
  for (const chain of chains) {
    let seq = Number(chain.anchor_seq);
    let hash = chain.anchor_hash;
    let broken: BrokenLink | undefined;
    const fail = (reason: string, entry?: { id: string; at: string; seq: number }) =>
      (broken = {
        tenantId: chain.tenant_id,
        seq: entry ? Number(entry.seq) : seq + 1,
        entryId: entry?.id ?? null,
        at: entry?.at ?? null,
        reason,
      });
    for (let done = false; !done && !broken;) {
      const page = await k
        .selectFrom('audit_entries')
        .selectAll()
        .where('tenant_id', '=', chain.tenant_id)
        .where('seq', '>', seq)
        // As far as the head said when the walk began: entries appended meanwhile are the next walk's.
        .where('seq', '<=', chain.seq)
        .orderBy('seq')
        .limit(PAGE)
        .execute();
      for (const e of page) {
        report.entries++;
        if (Number(e.seq) !== seq + 1) {
          fail(`缺少第 ${seq + 1} 条（下一条是第 ${e.seq} 条）`);
          break;
        }
        if (e.prev_hash !== hash) {
          fail('记录的上一条哈希与上一条不符（上一条被修改或删除）', e);
          break;
        }
        const { hash: stored, ...rest } = e;
        if (entryHash(rest) !== stored) {
          fail('内容与其哈希不符（该条被修改）', e);
          break;
        }
        seq = Number(e.seq);
        hash = stored;
      }
      done = page.length < PAGE;
    }
    if (!broken && (seq !== Number(chain.seq) || hash !== chain.hash))
      fail(`链头记录到第 ${chain.seq} 条，实际只到第 ${seq} 条（末尾的记录被删除）`);
    if (broken) report.broken.push(broken);
  }
  return report;
}
