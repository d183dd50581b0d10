import type { Writable } from 'node:stream';
import type { ListResult } from '../../../../src/domain/envelope';
import type { Scope } from '../../core/scope';
import type { Dto } from '../codec';
import type { Asker } from '../../http/permission-guard';
import { cellContext } from './cell-context';
import type { ExportPlan } from './export-plan';
import { listChunks } from './list-chunks';
import { titleReader } from './reference-titles';
import { writeWorkbook, type Chunk } from './workbook-writer';
import { recordAudit } from '../../db/audit/audit-trail';
import { requireAuth } from '../../http/auth-hook';
import { FAMILY_SUFFIX } from '../families';

/**
 * Rows read per chunk: one list page of this size, its titles in one batch per target, written and
 * let go before the next (docs/decisions.md, 导出). Large enough that a 100,000-row export is 200 page
 * reads, small enough that a chunk of wide rows stays a few megabytes.
 */
const EXPORT_CHUNK = 500;

/** An export whose first chunk is read: a refusal (a bad filter, 400) comes before any byte is sent. */
export interface StartedExport {
  /** The list's total when it began (a job's 100 %). */
  total: number;
  /** Writes the workbook to `out`; `written` hears the rows written after each chunk. */
  write(out: Writable, written?: (rows: number) => Promise<void> | void): Promise<number>;
}

/** Starts an export: reads its first chunk (so its checks run now), then streams the rest on `write`. */
export async function startExport(plan: ExportPlan, asker: Asker, scope: Scope): Promise<StartedExport> {
  // Line items kept in a table of their own are not in a list's rows: read with each chunk when shown.
  const items = plan.columns.some((c) => !!c.field.childTable);
  const pages = listChunks(plan.service, scope, plan.query, plan.access, { size: EXPORT_CHUNK, items });
  const first = await pages.next();
  const titlesOf = titleReader(asker, scope, plan.service);
  const fields = plan.columns.map((c) => c.field);
  async function* chunks(): AsyncGenerator<Chunk> {
    if (first.done) return;
    for (let page: IteratorResult<ListResult<Dto>> = first; !page.done; page = await pages.next()) {
      const rows = page.value.rows;
      yield { rows, ctx: cellContext(await titlesOf(fields, rows)) };
    }
  }
  // Who asked, kept for the trail's entry once the file is whole (a job finishes after its request).
  const { actor } = requireAuth(asker);
  const { schema, db } = plan.service;
  return {
    total: first.done ? 0 : first.value.total,
    async write(out, written) {
      const count = await writeWorkbook(out, schema.label, plan.columns, chunks(), written);
      // 导出 on the audit trail (docs/audit-trail.md): who took how many rows of which resource out.
      await db.transaction(async (trx) =>
        recordAudit(trx, {
          tenantId: scope.tenantId,
          projectId: scope.projectId,
          resource: schema.name.replace(FAMILY_SUFFIX, ''),
          recordLabel: `${schema.label}：${count} 条`,
          action: 'export',
          actor,
        }),
      );
      return count;
    },
  };
}
