import type { FieldSchema } from '../../../src/schemas/types';
import { sql, type Kysely } from 'kysely';
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
  /** The column of a record's row that carries its lines when they were read with it (`linesWith`). */
  const carried = `lines:${field.name}`;

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
                { stablePlan: true },
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
    /**
     * PostgreSQL: a column for a query of `recordTable`'s rows holding each row's lines in line
     * order as one JSON array, so findById reads a record and its lines in one statement — one round
     * trip to the database instead of two. The lines' values come back as the driver reads them
     * (text, integers, floating point; json_agg writes numbers exactly).
     */
    linesWith(recordTable: string) {
      const outer = (column: string) => sql.ref(`${recordTable}.${column}`);
      return sql<
        Row[]
      >`(select coalesce(json_agg(c order by c.line_no), '[]'::json) from ${sql.table(table)} as c where c.tenant_id = ${outer('tenant_id')} and c.project_id = ${outer('project_id')} and ${sql.ref(`c.${parentColumn}`)} = ${outer('id')})`.as(
        carried,
      );
    },
    /** The items of records read with `linesWith`, or undefined when any of the rows was read without it. */
    carriedBy(rows: readonly Row[]): Map<string, Record<string, unknown>[]> | undefined {
      if (!rows.every((row) => Array.isArray(row[carried]))) return undefined;
      return new Map(rows.map((row) => [row.id as string, (row[carried] as Row[]).map(toItem)]));
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
