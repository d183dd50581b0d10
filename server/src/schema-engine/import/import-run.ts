import type { FastifyRequest } from 'fastify';
import { businessInstant } from '../../core/business-days';
import { matchRegionText } from '../field-types/region';
import { requireScope } from '../../http/auth-hook';
import type { ImportPlan } from './import-plan';
import { fillReferences, readRows, titlesWanted, type RowProblem } from './import-rows';
import type { ReadSheet } from './import-sheet';
import { writeRows, type ImportMode, type ImportResult } from './import-write';
import { resolveTitles } from './reference-ids';

/**
 * One import from its rows to its result: the cells read by their fields' specs, the titles looked
 * up once per target, then the writes (import-write.ts). Every problem found on the way is a row's,
 * with the spreadsheet's row number and the column's label.
 */
export async function runImport(
  req: FastifyRequest,
  plan: ImportPlan,
  sheet: ReadSheet,
  mode: ImportMode,
  progress?: (done: number) => Promise<void>,
): Promise<ImportResult> {
  const problems: RowProblem[] = [];
  const read = readRows(sheet, plan.columns, { instant: businessInstant, region: matchRegionText }, problems);
  const idsOf = await resolveTitles(req, requireScope(req), req.server.services, plan.service, titlesWanted(read, plan.columns));
  const rows = fillReferences(read, plan.columns, idsOf, plan.targetLabel, problems);
  return writeRows(req, plan.service, plan.access, rows, mode, problems, progress);
}
