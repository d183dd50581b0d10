import type { Kysely } from 'kysely';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { formatNumber, numberPeriod, parseNumberPattern, type PatternPart } from '../../../src/domain/autoNumber';
import type { Scope } from '../core/scope';
import { nowIso } from '../core/time';
import { fieldColumn, tableName } from './columns';

/**
 * The numbers of a resource's autoNumber fields (src/domain/autoNumber.ts), per tenant and project
 * like every business number, taken in the add's own transaction from `number_sequences`.
 *
 * One statement takes the next number: an insert of 1 for a new period, else an increment of the
 * period's row (`ON CONFLICT … DO UPDATE … RETURNING`, on both databases). On PostgreSQL the row
 * then stays locked until the add commits or rolls back, so concurrent adds queue on it and get
 * consecutive numbers, and one that fails later gives its number back with the rollback; SQLite runs
 * one write transaction at a time. The add takes its numbers last, just before its row is written,
 * so the lock is held for as short a time as possible.
 */
export function autoNumbering(schema: ResourceSchema) {
  const fields = schema.fields
    .filter((f) => f.type === 'autoNumber' && !f.virtual)
    .map((f) => ({
      field: f,
      parts: parseNumberPattern(f.numberPattern ?? ''),
      key: `${tableName(schema)}.${fieldColumn(f)}.${schema.name}`,
    }));
  return {
    /**
     * Gives each autoNumber field of a new record its number for the business day `day`; a server
     * write (`trusted`) that brings one of its own (a copy) keeps it.
     */
    async assign(trx: Kysely<any>, scope: Scope, values: Record<string, unknown>, day: string, trusted: boolean): Promise<void> {
      for (const f of fields) {
        if (trusted && typeof values[f.field.name] === 'string') continue;
        values[f.field.name] = await next(trx, scope, f, day);
      }
    },
    /** An update never changes a number, except a server write's. */
    keep(values: Record<string, unknown>, trusted: boolean): void {
      if (!trusted) for (const f of fields) delete values[f.field.name];
    },
  };
}

async function next(trx: Kysely<any>, scope: Scope, f: { field: FieldSchema; parts: PatternPart[]; key: string }, day: string) {
  const period = numberPeriod(f.parts, day);
  const row = await trx
    .insertInto('number_sequences')
    .values({ tenant_id: scope.tenantId, project_id: scope.projectId, seq_key: f.key, period, last_value: 1, updated_at: nowIso() })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'project_id', 'seq_key', 'period']).doUpdateSet((eb) => ({
        last_value: eb('number_sequences.last_value', '+', 1),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return formatNumber(f.parts, day, Number(row.last_value));
}
