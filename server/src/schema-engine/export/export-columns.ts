import type { FieldSchema, ResourceSchema } from '../../../../src/schemas/types';
import { fieldVisibility } from '../../../../src/schemas/fieldDefaults';
import { specOf } from '../../../../src/schemas/fieldTypes';

/** One column of an exported sheet: the field it shows, its Chinese header, width and Excel format. */
export interface ExportColumn {
  field: FieldSchema;
  /** Characters, as Excel measures a column. */
  width: number;
  numFmt?: string;
}

/** The record's own times, which every list may show as columns. */
const SYSTEM_FIELDS: FieldSchema[] = [
  { name: 'createdAt', label: '创建时间', type: 'datetime' },
  { name: 'updatedAt', label: '更新时间', type: 'datetime' },
];

/** More columns than any list shows: a longer `columns` is cut here rather than read. */
const MOST_COLUMNS = 200;

/** `columns=a,b,c` as the client sends the list's visible columns; undefined when absent or empty. */
export function askedColumns(raw: unknown): string[] | undefined {
  if (typeof raw !== 'string') return undefined;
  const names = raw
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
    .slice(0, MOST_COLUMNS);
  return names.length ? names : undefined;
}

/**
 * The columns an export writes: those asked for in their order (the list's visible columns), else the
 * list's own; names that are no field of the schema are left out (the list's 操作 column), and so is
 * every field the caller may not see (`hides`, the field rules), whatever is asked.
 */
export function exportColumns(schema: ResourceSchema, hides: (name: string) => boolean, asked?: string[]): ExportColumn[] {
  const all = [...schema.fields, ...SYSTEM_FIELDS];
  const chosen = asked
    ? [...new Set(asked)].flatMap((name) => all.filter((f) => f.name === name))
    : schema.fields.filter((f) => fieldVisibility(f).list);
  return chosen
    .filter((f) => !hides(f.name))
    .map((field) => {
      const numFmt = specOf(field).cell.numFmt?.(field);
      // The list's pixels at about 7 a character, within what reads well in Excel.
      const width = Math.min(60, Math.max(10, Math.round((field.width ?? specOf(field).list.width) / 7)));
      return { field, width, ...(numFmt ? { numFmt } : {}) };
    });
}
