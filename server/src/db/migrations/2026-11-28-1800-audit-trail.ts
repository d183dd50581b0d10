import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/**
 * The audit trail (docs/audit-trail.md): one append-only table for data changes, configuration
 * changes and sign-ins, chained per tenant (each entry carries the hash of the one before it), and
 * each chain's head — the row a write locks while it appends, so entries of one tenant get their
 * numbers in commit order. `anchor_*` is where the chain starts after old entries were purged.
 */
export const auditTrail = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('audit_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('project_id', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text')
      .addColumn('record_label', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('changes', 'text')
      .addColumn('prev_hash', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_entries_chain').on('audit_entries').columns(['tenant_id', 'seq']).unique().execute();
    // The screens' reads: a kind of one tenant newest first; one record's history.
    await db.schema.createIndex('audit_entries_kind_at').on('audit_entries').columns(['tenant_id', 'kind', 'at']).execute();
    await db.schema
      .createIndex('audit_entries_record')
      .on('audit_entries')
      .columns(['tenant_id', 'resource', 'record_id', 'seq'])
      .execute();
    await db.schema
      .createTable('audit_chains')
      .addColumn('tenant_id', 'text', (c) => c.primaryKey())
      .addColumn('seq', 'bigint', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('anchor_seq', 'bigint', (c) => c.notNull())
      .addColumn('anchor_hash', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('audit_chains').ifExists().execute();
    await db.schema.dropTable('audit_entries').ifExists().execute();
  },
});
