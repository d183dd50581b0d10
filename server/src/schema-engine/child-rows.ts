import type { FieldSchema } from '../../../src/schemas/types';
import type { Scope } from '../core/scope';
import { newId } from '../core/ids';
import { fieldsCodec, recordBuilder, type Row } from './codec';
import { dynamicTable, type AnyConnection } from './dynamic-table';

/**
 * Line items kept in a table of their own (`childTable` on a lineItems field): one row per line,
 * keyed by the record (`parentColumn`) and a line number, so other queries can read lines (what
 * was sold of a product) and a record's lines are read with one index look-up. The engine writes
 * them in the record's transaction and reads them for findById and writes, never for lists.
 */
export function childRows(field: FieldSchema) {
  const { table, parentColumn } = field.childTable!;
  const codec = fieldsCodec(field.itemFields ?? []);
  const toItem = recordBuilder([['_id', (row) => row.id], ['lineNo', (row) => row.line_no], ...codec.props]);

  return {
    field,
    /** The items of each record, in line order (records without lines get an empty list). */
    async read(k: AnyConnection, scope: Scope, recordIds: string[]): Promise<Map<string, Record<string, unknown>[]>> {
      const byRecord = new Map<string, Record<string, unknown>[]>(recordIds.map((id) => [id, []]));
      if (!recordIds.length) return byRecord;
      const rows: Row[] = await dynamicTable(k, table, scope)
        .select()
        .where(parentColumn, recordIds.length === 1 ? '=' : 'in', recordIds.length === 1 ? recordIds[0] : recordIds)
        .orderBy(parentColumn)
        .orderBy('line_no')
        .execute();
      for (const row of rows) byRecord.get(row[parentColumn] as string)?.push(toItem(row));
      return byRecord;
    },
    /** Replaces the lines of a record with `items` (in the caller's transaction). */
    async write(trx: AnyConnection, scope: Scope, recordId: string, items: ReadonlyArray<Record<string, unknown>>): Promise<void> {
      await this.remove(trx, scope, [recordId]);
      if (!items.length) return;
      const rows = items.map((item, i) => ({ ...codec.encode(item), id: newId(), [parentColumn]: recordId, line_no: i + 1 }));
      await dynamicTable(trx, table, scope).insert(rows);
    },
    /** Removes the lines of records (a hard delete, or before rewriting them). */
    async remove(trx: AnyConnection, scope: Scope, recordIds: string[]): Promise<void> {
      if (recordIds.length) await dynamicTable(trx, table, scope).delete().where(parentColumn, 'in', recordIds).execute();
    },
  };
}
