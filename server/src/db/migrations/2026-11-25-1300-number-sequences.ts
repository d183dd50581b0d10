import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * The counters of autoNumber fields (docs/requirements.md §10.3): one row per tenant, project, field (`seq_key`: the
 * table and column) and period (the pattern's date parts, `2026` for `{YYYY}`), holding the last number
 * given. An add takes the next one in its own transaction (schema-engine/number-sequences.ts): the
 * row stays locked until it commits, so numbers come out consecutive, and a rolled-back add gives its
 * number back. A new period is a new row, so the counter starts again at 1 each year.
 */
export const numberSequences = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('number_sequences')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('seq_key', 'text', (c) => c.notNull())
      .addColumn('period', 'text', (c) => c.notNull())
      .addColumn('last_value', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('number_sequences_pk', ['tenant_id', 'project_id', 'seq_key', 'period'])
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('number_sequences').ifExists().execute();
  },
});
