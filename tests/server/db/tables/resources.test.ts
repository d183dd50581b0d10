import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceTables } from '../../../../server/src/db/tables/resources';
import { resourceSchemas } from '../../../../src/schemas/index';
import { tableName } from '../../../../server/src/schema-engine/columns';
import { linkTableName, linkedFields } from '../../../../server/src/schema-engine/links';
import { createTestApp, dialects, type TestApp } from '../../helpers/test-app';

/**
 * Every column of the built-in resources' tables, as the migrations made them. The compiler holds
 * this list to the types `resources.ts` derives from the schemas (a column missing here, or one the
 * types lack, does not compile); the test holds it to the migrated database and the schemas' tables.
 */
const COLUMNS: { [T in keyof ResourceTables]: Record<keyof ResourceTables[T], true> } = {
  customer: {
    id: true,
    tenant_id: true,
    project_id: true,
    created_at: true,
    updated_at: true,
    deleted_at: true,
    deleted_by: true,
    name: true,
    type: true,
    contact_name: true,
    contact_method: true,
    contact_value: true,
    category_id: true,
    tags: true,
    owner_id: true,
    region: true,
    address: true,
    remark: true,
    potential_id: true,
    created_by: true,
  },
  customer_potential: {
    id: true,
    tenant_id: true,
    project_id: true,
    created_at: true,
    updated_at: true,
    deleted_at: true,
    deleted_by: true,
    name: true,
    type: true,
    contact_name: true,
    contact_method: true,
    contact_value: true,
    category_id: true,
    tags: true,
    owner_id: true,
    region: true,
    address: true,
    remark: true,
    intention: true,
    next_follow_up: true,
    status: true,
    converted_customer_id: true,
    converted_at: true,
    created_by: true,
  },
  customer_tags: {
    id: true,
    tenant_id: true,
    project_id: true,
    created_at: true,
    updated_at: true,
    name: true,
    color: true,
    description: true,
    created_by: true,
  },
  categories: {
    id: true,
    tenant_id: true,
    project_id: true,
    created_at: true,
    updated_at: true,
    name: true,
    index: true,
    description: true,
    belong_to: true,
    created_by: true,
  },
  product: {
    id: true,
    tenant_id: true,
    project_id: true,
    created_at: true,
    updated_at: true,
    deleted_at: true,
    deleted_by: true,
    name: true,
    code: true,
    category_id: true,
    unit: true,
    price: true,
    cost: true,
    stock: true,
    status: true,
    image: true,
    supplier_id: true,
    description: true,
    created_by: true,
  },
  supplier: {
    id: true,
    tenant_id: true,
    project_id: true,
    created_at: true,
    updated_at: true,
    deleted_at: true,
    deleted_by: true,
    name: true,
    contact: true,
    phone: true,
    email: true,
    address: true,
    status: true,
    remark: true,
    created_by: true,
  },
  orders: {
    id: true,
    tenant_id: true,
    project_id: true,
    type: true,
    code: true,
    status: true,
    payment_status: true,
    customer_id: true,
    customer_name: true,
    order_date: true,
    valid_until: true,
    subtotal: true,
    discount_total: true,
    tax_total: true,
    total: true,
    paid_total: true,
    refunded_total: true,
    is_unpaid: true,
    source_quotation_id: true,
    order_id: true,
    remark: true,
    created_by: true,
    created_at: true,
    updated_at: true,
  },
  order_lines: {
    id: true,
    tenant_id: true,
    project_id: true,
    order_id: true,
    line_no: true,
    product_id: true,
    product_name: true,
    quantity: true,
    unit_price: true,
    discount: true,
    tax_id: true,
    tax_name: true,
    amount: true,
    tax_amount: true,
    tax_rate: true,
  },
  payments: {
    id: true,
    tenant_id: true,
    project_id: true,
    order_id: true,
    kind: true,
    amount: true,
    pay_mode_id: true,
    pay_mode_name: true,
    paid_at: true,
    remark: true,
    created_by: true,
    created_at: true,
    updated_at: true,
  },
  taxes: {
    id: true,
    tenant_id: true,
    project_id: true,
    name: true,
    rate: true,
    is_default: true,
    enabled: true,
    remark: true,
    created_at: true,
    updated_at: true,
    created_by: true,
  },
  pay_modes: {
    id: true,
    tenant_id: true,
    project_id: true,
    name: true,
    enabled: true,
    sort: true,
    remark: true,
    created_at: true,
    updated_at: true,
    created_by: true,
  },
  customer__tags: { tenant_id: true, project_id: true, ref_id: true, record_id: true },
  customer_potential__tags: { tenant_id: true, project_id: true, ref_id: true, record_id: true },
};

describe.each(dialects)('the built-in resources in the Database interface (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('name every column of their migrated tables, and no other', async () => {
    const tables = await t.db.kysely.introspection.getTables();
    for (const [table, columns] of Object.entries(COLUMNS)) {
      const migrated = tables.find((x) => x.name === table)?.columns.map((c) => c.name);
      expect({ table, columns: migrated?.sort() }).toEqual({ table, columns: Object.keys(columns).sort() });
    }
  });

  it('are the tables the built-in schemas make: their own, their child tables and link tables', () => {
    const made = resourceSchemas.flatMap((s) => [
      tableName(s),
      ...s.fields.flatMap((f) => (f.childTable ? [f.childTable.table] : [])),
      ...linkedFields(s).map((f) => linkTableName(s, f)),
    ]);
    expect([...new Set(made)].sort()).toEqual(Object.keys(COLUMNS).sort());
  });
});
