import type { FastifyRequest } from 'fastify';
import { businessInstant } from '../../core/business-days';
import { matchRegionText } from '../field-types/region';
import { requireScope } from '../../http/auth-hook';
import { sayTo } from '../../http/reply-language';
import { saidText } from '../../core/errors';
import { shownLabel } from '../../messages/shown-labels';
import type { ImportPlan } from './import-plan';
import { fillReferences, readRows, titlesWanted, type RowProblem } from './import-rows';
import type { ReadSheet } from './import-sheet';
import { writeRows, type ImportMode } from './import-write';
import { resolveTitles } from './reference-ids';

/** An import's report: what it wrote, and each refused row with its column and why, in words. */
export interface ImportReport {
  created: number;
  updated: number;
  failed: Array<{ row: number; field: string; message: string }>;
}

/**
 * One import from its rows to its report: the cells read by their fields' specs, the titles looked
 * up once per target, then the writes (import-write.ts). Every problem found on the way is a row's,
 * with the spreadsheet's row number and the column's label, said in the language the import was
 * asked in (docs/decisions.md "Texts in two languages"): the report is for the person who imports,
 * also when a job keeps it to be read later.
 */
export async function runImport(
  req: FastifyRequest,
  plan: ImportPlan,
  sheet: ReadSheet,
  mode: ImportMode,
  progress?: (done: number) => Promise<void>,
): Promise<ImportReport> {
  const problems: RowProblem[] = [];
  const read = sayTo(req, () => readRows(sheet, plan.columns, { instant: businessInstant, region: matchRegionText }, problems));
  const idsOf = await resolveTitles(req, requireScope(req), req.server.services, plan.service, titlesWanted(read, plan.columns));
  const rows = fillReferences(read, plan.columns, idsOf, plan.targetLabel, problems);
  const { created, updated, failed } = await writeRows(req, plan.service, plan.access, rows, mode, problems, progress);
  const said = sayTo(req, () => failed.map((p) => ({ row: p.row, field: p.field && shownLabel(p.field), message: saidText(p.message) })));
  return { created, updated, failed: said };
}
