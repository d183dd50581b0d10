import type { FastifyRequest } from 'fastify';
import type { ListQuery } from '../../../../src/schemas/listQuery';
import { decodeIds, ListQueryError } from '../../../../src/schemas/listQueryDecode';
import { businessToday } from '../../core/business-days';
import { badRequest } from '../../core/errors';
import type { Access } from '../../http/permission-guard';
import { fieldRules } from '../field-rules';
import type { ResourceService } from '../resource-service';
import { decodeList, listMember } from '../list-request';
import { accessToAll, isAlone, type ServedUnit } from '../served-unit';
import { askedColumns, exportColumns, type ExportColumn } from './export-columns';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

/** The most rows 导出所选 names: a selection is made on the list's pages, never this many. */
const MOST_SELECTED = 1000;

/** What one export reads and writes, decided from the request before any row is read. */
export interface ExportPlan {
  /** The service reading the rows: the resource's, a family member's, or the family's across its members. */
  service: ResourceService;
  /** The caller's `export` right on it: data scope and field rules. */
  access: Access;
  /** The list's query (filters, search, sort), the selection added as `_id` in. */
  query: ListQuery;
  columns: ExportColumn[];
  /** 客户_2026-11-28.xlsx: the resource's label and the business day. */
  fileName: string;
}

/** `_ids=a,b` (导出所选) as a condition of the list's own `_id` filter. */
function selected(raw: unknown): ListQuery['conditions'] {
  if (raw === undefined) return [];
  let ids: string[];
  try {
    ids = decodeIds(raw);
  } catch (err) {
    if (err instanceof ListQueryError) throw badRequest(() => ts('chooseToExport'));
    throw err;
  }
  if (ids.length > MOST_SELECTED) throw badRequest(() => ts('tooManySelected', { max: MOST_SELECTED }));
  return [{ field: '_id', op: 'in', value: ids }];
}

/**
 * An export of the list a request describes: the same decoder as the list (a bad filter is the
 * list's 400, raised by the first chunk's read), the `export` right on the resource — on
 * each member for a family's list across them — and the columns asked for that the caller may see.
 */
export async function planExport(req: FastifyRequest, unit: ServedUnit): Promise<ExportPlan> {
  const raw = (req.query ?? {}) as Record<string, unknown>;
  const decoded = decodeList(raw, ['columns']);
  const member = isAlone(unit) ? unit.service : listMember(unit.family, decoded);
  const service = member ?? unit.service;
  const access = await accessToAll(req, member ? [member] : unit.family.members, 'export');
  const query = { ...decoded, conditions: [...decoded.conditions, ...selected(raw._ids)] };
  const columns = exportColumns(service.schema, fieldRules(service.schema, access).hides, askedColumns(raw.columns));
  if (!columns.length) throw badRequest(() => ts('noExportColumns'));
  return { service, access, query, columns, fileName: `${unit.family.schema.label}_${businessToday()}.xlsx` };
}
