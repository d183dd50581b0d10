import type { FieldSchema } from '../../../src/schemas/types';
import type { Kysely } from 'kysely';
import type { Scope } from '../core/scope';
import type { Db } from '../db/client';
import type { Database } from '../db/types';
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
  const oneRecordShape = `lines:${table}:${parentColumn}`;
  const toItem = recordBuilder([['_id', (row) => row.id], ['lineNo', (row) => row.line_no], ...codec.props]);

  return {
    field,
    /**
     * The items of each record, in line order (records without lines get an empty list). One
     * record's lines (every findById) are read through a query compiled once (db/query-templates.ts).
     */
    async read(db: Db, scope: Scope, recordIds: string[], trx?: Kysely<Database>): Promise<Map<string, Record<string, unknown>[]>> {
      const byRecord = new Map<string, Record<string, unknown>[]>(recordIds.map((id) => [id, []]));
      if (!recordIds.length) return byRecord;
      const rows: Row[] =
        recordIds.length === 1
          ? await db.read<Row>(
              db.templates.bind(
                oneRecordShape,
                (slot) =>
                  dynamicTable(db.kysely, table, { tenantId: slot('tenant'), projectId: slot('project') })
                    .select()
                    .where(parentColumn, '=', slot('id'))
                    .orderBy('line_no'),
                { tenant: scope.tenantId, project: scope.projectId, id: recordIds[0] },
              ),
              trx,
            )
          : await dynamicTable(trx ?? db.kysely, table, scope)
              .select()
              .where(parentColumn, 'in', recordIds)
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
