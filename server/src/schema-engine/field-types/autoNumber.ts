import type { FieldSchema } from '../../../../src/schemas/types';
import { formatNumber, numberPeriod, parseNumberPattern } from '../../../../src/domain/autoNumber';
import { nowIso } from '../../core/time';
import { fieldColumn, tableName } from '../columns';
import type { PartWrite, ServerFieldPart } from './spec';

/**
 * 自动编号 on the server (docs/schema-engine.md, field types): the numbers of a resource's autoNumber
 * fields (src/domain/autoNumber.ts), per tenant and project like every business number, taken in the
 * add's own transaction from `number_sequences`.
 *
 * One statement takes the next number: an insert of 1 for a new period, else an increment of the
 * period's row (`ON CONFLICT … DO UPDATE … RETURNING`, on both databases). On PostgreSQL the row
 * then stays locked until the add commits or rolls back, so concurrent adds queue on it and get
 * consecutive numbers, and one that fails later gives its number back with the rollback; SQLite runs
 * one write transaction at a time. The add takes its numbers last, just before its row is written,
 * so the lock is held for as short a time as possible.
 */
export const autoNumber: ServerFieldPart = {
  /** The number of a new record for its business day; a server write (`trusted`) that brings one of its own (a copy) keeps it. */
  async make(f, sent, write) {
    if (write.trusted && typeof sent === 'string') return sent;
    return next(f, write);
  },
  /** An update never changes a number, except a server write's. */
  onUpdate(f, values, write) {
    if (!write.trusted) delete values[f.name];
  },
};

async function next(f: FieldSchema, { trx, scope, schema, day }: PartWrite): Promise<string> {
  const parts = parseNumberPattern(f.numberPattern ?? '');
  const period = numberPeriod(parts, day);
  const row = await trx
    .insertInto('number_sequences')
    .values({
      tenant_id: scope.tenantId,
      project_id: scope.projectId,
      seq_key: `${tableName(schema)}.${fieldColumn(f)}.${schema.name}`,
      period,
      last_value: 1,
      updated_at: nowIso(),
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'project_id', 'seq_key', 'period']).doUpdateSet((eb) => ({
        last_value: eb('number_sequences.last_value', '+', 1),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return formatNumber(parts, day, Number(row.last_value));
}
