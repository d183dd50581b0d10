import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/** Column kinds as the schema engine stores them: money and enums bigint, booleans 0/1, JSON text. */
type Kind = 'text' | 'int' | 'real';

interface TableSpec {
  table: string;
  columns: Record<string, Kind>;
  softDelete?: boolean;
  /** Column of the default sort. */
  sort: string;
  /** Columns offered as filters: each gets (tenant_id, project_id, [lead], column, sort, id). */
  filters: string[];
  /** Other sortable columns: each gets (tenant_id, project_id, [lead], column, id). */
  sorts: string[];
  /** Fixed-value column leading every index after the scope (categories: belong_to). */
  lead?: string;
}

/**
 * Frozen copy of the catalogue and customer resources as of this date (a later schema change
 * adds a migration; this file never follows src/schemas). Indexes follow the engine's plan: one per
 * filter and per sort, each leading with (tenant_id, project_id) so lists and counts stay local.
 */
const TABLES: TableSpec[] = [
  {
    table: 'categories',
    columns: { name: 'text', index: 'int', description: 'text', belong_to: 'text' },
    lead: 'belong_to',
    sort: 'index',
    filters: [],
    sorts: ['name', 'created_at'],
  },
  {
    table: 'supplier',
    columns: { name: 'text', contact: 'text', phone: 'text', email: 'text', address: 'text', status: 'int', remark: 'text' },
    sort: 'created_at',
    filters: ['status'],
    sorts: ['name'],
  },
  {
    table: 'customer_tags',
    columns: { name: 'text', color: 'text', description: 'text' },
    sort: 'created_at',
    filters: ['color'],
    sorts: ['name'],
  },
  {
    table: 'product',
    columns: {
      name: 'text',
      code: 'text',
      category_id: 'text',
      unit: 'text',
      price: 'int',
      cost: 'int',
      stock: 'int',
      status: 'int',
      image: 'text',
      supplier_id: 'text',
      description: 'text',
    },
    sort: 'created_at',
    filters: ['category_id', 'price', 'stock', 'status', 'supplier_id'],
    sorts: ['name', 'code'],
  },
  {
    table: 'customer',
    columns: {
      name: 'text',
      type: 'int',
      contact_name: 'text',
      contact_method: 'int',
      contact_value: 'text',
      category_id: 'text',
      tags: 'text',
      owner_id: 'text',
      region: 'text',
      address: 'text',
      remark: 'text',
      potential_id: 'text',
    },
    softDelete: true,
    sort: 'created_at',
    filters: ['type', 'contact_method', 'category_id', 'owner_id', 'region'],
    sorts: ['name'],
  },
  {
    table: 'customer_potential',
    columns: {
      name: 'text',
      type: 'int',
      contact_name: 'text',
      contact_method: 'int',
      contact_value: 'text',
      category_id: 'text',
      tags: 'text',
      owner_id: 'text',
      region: 'text',
      address: 'text',
      remark: 'text',
      intention: 'int',
      next_follow_up: 'text',
      status: 'int',
      converted_customer_id: 'text',
      converted_at: 'text',
    },
    softDelete: true,
    sort: 'created_at',
    filters: ['type', 'contact_method', 'category_id', 'owner_id', 'region', 'intention', 'next_follow_up', 'status'],
    sorts: ['name'],
  },
];

export const catalog = (dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    const sqlType = (k: Kind) => (k === 'int' ? 'bigint' : k === 'real' ? (dialect === 'postgres' ? 'double precision' : 'real') : 'text');
    for (const t of TABLES) {
      let b = db.schema
        .createTable(t.table)
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('project_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull());
      if (t.softDelete) b = b.addColumn('deleted_at', 'text');
      for (const [name, kind] of Object.entries(t.columns)) b = b.addColumn(name, sqlType(kind));
      await b.execute();

      const lead = ['tenant_id', 'project_id', ...(t.lead ? [t.lead] : [])];
      const ix = async (name: string, cols: string[], unique = false) => {
        let q = db.schema.createIndex(`${t.table}_${name}`).on(t.table).columns(cols);
        if (unique) q = q.unique();
        await q.execute();
      };
      await ix('scope_sort_idx', [...lead, t.sort, 'id']);
      for (const f of t.filters) await ix(`${f}_filter_idx`, [...lead, f, t.sort, 'id']);
      for (const s of t.sorts) await ix(`${s}_sort_idx`, [...lead, s, 'id']);
    }
    // A product code is unique within its project (the service says so in Chinese first).
    await db.schema.createIndex('product_code_uq').on('product').columns(['tenant_id', 'project_id', 'code']).unique().execute();
    // A potential customer becomes at most one customer.
    await db.schema
      .createIndex('customer_potential_link_idx')
      .on('customer')
      .columns(['tenant_id', 'project_id', 'potential_id'])
      .execute();

    // Resources an admin adds at run time: their schema JSON; the engine creates their tables.
    await db.schema
      .createTable('resource_schemas')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('schema', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('resource_schemas').ifExists().execute();
    for (const t of [...TABLES].reverse()) await db.schema.dropTable(t.table).ifExists().execute();
  },
});
