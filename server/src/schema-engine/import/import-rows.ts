import type { FieldSchema } from '../../../../src/schemas/types';
import { specOf } from '../../../../src/schemas/fieldTypes';
import type { ImportContext } from '../../../../src/schemas/fieldTypes/spec';
import { badRequest, type Message } from '../../core/errors';
import { shownLabel } from '../../messages/shown-labels';
import { headerKey, type ImportColumn } from './import-columns';
import type { ReadSheet } from './import-sheet';
import type { IdsOf } from './reference-ids';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

/**
 * A row refused: its spreadsheet row number (header is row 1), the column's label as the schema
 * holds it ('' for the whole row), why: said with the label when the report is made
 * (import-run.ts), in the language of who imports.
 */
export interface RowProblem {
  row: number;
  field: string;
  message: Message;
}

/** A row read into a body of wire values, titles still to be looked up. */
export interface ReadRow {
  row: number;
  body: Record<string, unknown>;
  /** Reference fields' titles by field name, looked up in one batch per target (reference-ids.ts). */
  titles: Map<string, string[]>;
}

/**
 * Which file column each import column is in, matched by header (the label, `*` or not, or the
 * field's name). A required column missing from the file refuses the whole file: every row would
 * fail for it.
 */
export function matchColumns(columns: ImportColumn[], headers: string[]): Array<{ column: ImportColumn; at: number }> {
  const at = new Map(headers.map((h, i) => [headerKey(h), i]));
  const matched = columns.flatMap((column) => {
    const i = at.get(column.field.label) ?? at.get(column.field.name);
    return i === undefined ? [] : [{ column, at: i }];
  });
  const missing = columns.filter((c) => c.required && !matched.some((m) => m.column === c)).map((c) => c.field.label);
  // The columns as the file's headers name them (the template's, in Chinese).
  if (missing.length) throw badRequest(() => ts('missingColumns', { columns: missing.join(ts('listJoin')) }));
  if (!matched.length) throw badRequest(() => ts('noColumnsInFile'));
  return matched;
}

/**
 * Each row's cells read by its fields' specs; a cell that reads as nothing leaves its field out. A
 * cell's problem is said as it is read, naming the field by its label in the language being said
 * (the caller reads the rows inside `sayTo`).
 */
export function readRows(sheet: ReadSheet, columns: ImportColumn[], ctx: ImportContext, problems: RowProblem[]): ReadRow[] {
  const matched = matchColumns(columns, sheet.headers).map((m) => ({
    ...m,
    shown: { ...m.column.field, label: shownLabel(m.column.field.label) },
  }));
  return sheet.rows.flatMap(({ row, cells }) => {
    const read: ReadRow = { row, body: {}, titles: new Map() };
    let bad = false;
    for (const { column, at, shown } of matched) {
      const got = column.fromCell(cells[at] ?? null, shown, ctx);
      if ('problem' in got) {
        problems.push({ row, field: column.field.label, message: got.problem });
        bad = true;
      } else if ('titles' in got) read.titles.set(column.field.name, got.titles);
      else if (got.value !== undefined) read.body[column.field.name] = got.value;
    }
    return bad ? [] : [read];
  });
}

/** The titles each reference field's rows name, for one look-up per target. */
export function titlesWanted(rows: ReadRow[], columns: ImportColumn[]): Array<{ field: FieldSchema; titles: Set<string> }> {
  return columns
    .filter((c) => rows.some((r) => r.titles.has(c.field.name)))
    .map((c) => ({ field: c.field, titles: new Set(rows.flatMap((r) => r.titles.get(c.field.name) ?? [])) }));
}

/**
 * Puts the looked-up ids in each row's body: a title naming no record the caller may pick, or
 * several, is the row's problem (找不到名称为「x」的客户 / 有多个名称为「x」的客户). `targetLabel`
 * names the field's target in the language being said.
 */
export function fillReferences(
  rows: ReadRow[],
  columns: ImportColumn[],
  idsOf: IdsOf,
  targetLabel: (field: FieldSchema) => string,
  problems: RowProblem[],
): ReadRow[] {
  return rows.filter((r) => {
    let ok = true;
    for (const [name, titles] of r.titles) {
      const field = columns.find((c) => c.field.name === name)!.field;
      const ids = titles.map((t) => {
        const found = idsOf(field, t);
        if (found.length === 1) return found[0];
        const text = found.length ? 'titleAmbiguous' : 'titleNotFound';
        problems.push({ row: r.row, field: field.label, message: () => ts(text, { title: t, target: targetLabel(field) }) });
        ok = false;
        return '';
      });
      r.body[name] = specOf(field).refersTo === 'many' ? ids : ids[0];
    }
    return ok;
  });
}
