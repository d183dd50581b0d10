import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

/** Tables of the schema resources that had no creator column (orders and payments had one). */
const WITHOUT_CREATOR = ['customer', 'customer_potential', 'customer_tags', 'categories', 'product', 'supplier', 'taxes', 'pay_modes'];

/**
 * The `own` data scope's indexes (schema-engine/ddl.ts indexPlan `_owner_idx`, frozen as of this
 * migration): the scope, the owner (负责人, else the creator), the default sort.
 */
const OWNER_INDEXES: [string, string, string[]][] = [
  ['orders_owner_idx', 'orders', ['tenant_id', 'project_id', 'type', 'created_by', 'order_date', 'id']],
  ['payments_owner_idx', 'payments', ['tenant_id', 'project_id', 'created_by', 'paid_at', 'id']],
  ['customer_owner_idx', 'customer', ['tenant_id', 'project_id', 'owner_id', 'created_at', 'id']],
  ['customer_potential_owner_idx', 'customer_potential', ['tenant_id', 'project_id', 'owner_id', 'created_at', 'id']],
  ['customer_tags_owner_idx', 'customer_tags', ['tenant_id', 'project_id', 'created_by', 'created_at', 'id']],
  ['categories_owner_idx', 'categories', ['tenant_id', 'project_id', 'belong_to', 'created_by', 'index', 'id']],
  ['product_owner_idx', 'product', ['tenant_id', 'project_id', 'created_by', 'created_at', 'id']],
  ['supplier_owner_idx', 'supplier', ['tenant_id', 'project_id', 'created_by', 'created_at', 'id']],
  ['taxes_owner_idx', 'taxes', ['tenant_id', 'project_id', 'created_by', 'rate', 'id']],
  ['pay_modes_owner_idx', 'pay_modes', ['tenant_id', 'project_id', 'created_by', 'sort', 'id']],
];

/**
 * Roles as rows of a tenant (docs/requirements.md §10.2): `roles` holds each role's permissions as JSON text
 * (`built_in_key` marks 管理员 and 员工, which are never deleted), `user_roles` which users hold
 * which roles. Every schema resource table gets `created_by`, the owner of the `own` scope where a
 * resource has no 负责人. Existing users get their roles from `users.role` at start (roles.seed.ts),
 * so an upgraded database keeps what everyone could do.
 */
export const roles = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('roles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('built_in_key', 'text')
      .addColumn('permissions', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('roles_tenant_name_uq').on('roles').columns(['tenant_id', 'name']).unique().execute();
    await db.schema
      .createTable('user_roles')
      .addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('role_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
      .execute();
    // "How many people hold this role" and "is it in use" before a delete.
    await db.schema.createIndex('user_roles_role_idx').on('user_roles').columns(['tenant_id', 'role_id']).execute();
    for (const table of WITHOUT_CREATOR) await db.schema.alterTable(table).addColumn('created_by', 'text').execute();
    for (const [name, table, columns] of OWNER_INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();
  },
  async down(db: Kysely<any>) {
    for (const [name] of OWNER_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
    for (const table of WITHOUT_CREATOR) await db.schema.alterTable(table).dropColumn('created_by').execute();
    await db.schema.dropTable('user_roles').ifExists().execute();
    await db.schema.dropTable('roles').ifExists().execute();
  },
});
