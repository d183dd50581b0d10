import { loadExcelJs } from '../../core/exceljs-on-demand';
import { specOf } from '../../../../src/schemas/fieldTypes';
import type { SampleClock } from '../../../../src/schemas/fieldTypes/spec';
import { addDays, businessToday } from '../../core/business-days';
import type { ImportColumn } from './import-columns';

/** Rows of the data sheet given a choice list (a person fills fewer; more still import, unchecked by Excel). */
const VALIDATED_ROWS = 1000;
/** Excel refuses a list written in the rule itself past 255 characters: longer ones are on the 说明 sheet only. */
const LIST_FORMULA_MAX = 250;
const SHEET_NAME_REFUSED = /[[\]:*?/\\]/g;

const clock: SampleClock = {
  date: (daysAgo) => addDays(businessToday(), -daysAgo),
  moment: (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
};

/** What the column takes, in the words of the 说明 sheet and the header's note. */
function columnRule(c: ImportColumn, targetLabel: string): string {
  const spec = specOf(c.field);
  if (spec.refersTo) return `填写${targetLabel}名称${spec.refersTo === 'many' ? '，多个用、分隔' : ''}`;
  return spec.cell.rule?.(c.field) ?? `${spec.label}`;
}

/** An example of the column's value as a person would type it (a reference: its target's name). */
function example(c: ImportColumn, targetLabel: string): string {
  const spec = specOf(c.field);
  if (spec.refersTo) return `${targetLabel}名称`;
  const cell = spec.cell.toCell(spec.sample(c.field, 0, clock), c.field, {
    title: () => '',
    wallClock: (d) => d,
    itemText: () => '',
  });
  // A day's format has no hours: its example is the day alone.
  if (cell instanceof Date)
    return cell
      .toISOString()
      .slice(0, spec.cell.numFmt?.(c.field).includes('h') ? 16 : 10)
      .replace('T', ' ');
  return cell === null ? '' : String(cell);
}

/**
 * The import template of a resource (docs/schema-engine.md 导入): a data sheet whose headers are the
 * columns' labels (`*` before the required ones, in red, with a note), choice lists on option and
 * 是/否 columns, and a 说明 sheet giving each column's rule, choices and an example. The example is
 * there rather than in row 2, so a template filled below it never imports a made-up record.
 */
export async function importTemplate(
  sheetName: string,
  columns: ImportColumn[],
  targetLabel: (c: ImportColumn) => string,
): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const book = new ExcelJS.Workbook();
  const data = book.addWorksheet(sheetName.replace(SHEET_NAME_REFUSED, ' ').slice(0, 31) || '导入', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  data.columns = columns.map((c) => ({ header: c.header, key: c.field.name, width: Math.max(12, c.header.length * 2 + 4) }));
  const head = data.getRow(1);
  head.font = { bold: true };
  columns.forEach((c, i) => {
    const cell = head.getCell(i + 1);
    const rule = columnRule(c, targetLabel(c));
    cell.note = c.required ? `必填。${rule}` : rule;
    if (c.required) cell.font = { bold: true, color: { argb: 'FFCF1322' } };
    const spec = specOf(c.field);
    // Dates and codes typed as text stay as typed: Excel would turn 001 into 1.
    if (!spec.cell.numFmt && !spec.refersTo) data.getColumn(i + 1).numFmt = '@';
    const choices = spec.options ? (c.field.options ?? []).map((o) => o.label) : spec.storage === 'bool' ? ['是', '否'] : [];
    const list = `"${choices.join(',')}"`;
    if (choices.length && spec.valueList !== true && list.length <= LIST_FORMULA_MAX && !choices.some((x) => x.includes(',')))
      for (let r = 2; r <= VALIDATED_ROWS + 1; r++)
        data.getCell(r, i + 1).dataValidation = {
          type: 'list',
          allowBlank: true,
          formulae: [list],
          showErrorMessage: true,
          errorTitle: '不是可选的值',
          error: `请选择：${choices.join('、')}`,
        };
  });
  const notes = book.addWorksheet('说明');
  notes.columns = [
    { header: '列', key: 'label', width: 20 },
    { header: '必填', key: 'required', width: 8 },
    { header: '填写说明', key: 'rule', width: 50 },
    { header: '示例', key: 'example', width: 24 },
  ];
  notes.getRow(1).font = { bold: true };
  for (const c of columns)
    notes.addRow({
      label: c.field.label,
      required: c.required ? '是' : '否',
      rule: columnRule(c, targetLabel(c)),
      example: example(c, targetLabel(c)),
    });
  notes.addRow([]);
  notes.addRow(['第一行为表头，请勿修改；从第二行起每行一条记录。带 * 的列必填。']);
  return Buffer.from(await book.xlsx.writeBuffer());
}
