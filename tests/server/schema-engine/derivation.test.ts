import { describe, expect, it } from 'vitest';
import { columnName } from '../../../server/src/schema-engine/columns';
import { storageKindOf } from '../../../src/schemas/fieldTypes';
import { indexPlan } from '../../../server/src/schema-engine/ddl';
import { addBodySchema, updateBodySchema } from '../../../server/src/schema-engine/request-schemas';
import { createCodec } from '../../../server/src/schema-engine/codec';
import { productSchema } from '../../../src/schemas/product';
import { customerSchema } from '../../../src/schemas/customer';
import { productCategoriesSchema } from '../../../src/schemas/productCategories';
import { orderSchema } from '../../../src/schemas/order';

/** What the engine derives from a schema, without a database. */
describe('schema-engine derivations', () => {
  it('maps camelCase fields to snake_case columns in one place', () => {
    expect(columnName('categoryId')).toBe('category_id');
    expect(columnName('nextFollowUp')).toBe('next_follow_up');
    expect(columnName('_id')).toBe('id');
    expect(columnName('name')).toBe('name');
    expect(columnName('HTMLTitle')).toBe('html_title');
  });

  it('stores money and numeric enums as integers, booleans 0/1, lists as JSON text', () => {
    const field = (name: string) => customerSchema.fields.find((f) => f.name === name)!;
    expect(storageKindOf(productSchema.fields.find((f) => f.name === 'price')!)).toBe('integer');
    expect(storageKindOf(field('type'))).toBe('integer');
    expect(storageKindOf(field('tags'))).toBe('json');
    expect(storageKindOf({ type: 'boolean' })).toBe('bool');
    const codec = createCodec(customerSchema);
    expect(codec.toRow({ tags: ['a', 'b'], contactMethod: 1 })).toEqual({ tags: '["a","b"]', contact_method: 1 });
    expect(codec.toDto({ id: 'x', tags: '["a"]', contact_method: 2, created_at: 't', updated_at: 't' })).toMatchObject({
      _id: 'x',
      tags: ['a'],
      contactMethod: 2,
    });
  });

  it('add requires the required fields; update requires only _id; both refuse unknown and read-only fields', () => {
    const add = addBodySchema(customerSchema) as any;
    expect(add.required).toEqual(['name', 'contactValue']); // type and contactMethod have defaults
    expect(add.additionalProperties).toBe(false);
    expect(add.properties.potentialId).toBeUndefined();
    expect(add.properties.name).toMatchObject({ title: '客户名称', type: 'string', minLength: 1, maxLength: 100 });
    expect(add.properties.remark).toMatchObject({ nullable: true });
    const upd = updateBodySchema(customerSchema) as any;
    expect(upd.required).toEqual(['_id']);
    expect(upd.properties.name.nullable).toBeUndefined();
    expect(addBodySchema(productCategoriesSchema).properties).not.toHaveProperty('belongTo'); // fixed
  });

  it('plans one index per filter and sort, each leading with the scope', () => {
    const plan = Object.fromEntries(indexPlan(productSchema).map((i) => [i.name, i.columns]));
    expect(plan.product_scope_sort_idx).toEqual(['tenant_id', 'project_id', 'created_at', 'id']);
    expect(plan.product_status_filter_idx).toEqual(['tenant_id', 'project_id', 'status', 'created_at', 'id']);
    expect(plan.product_price_sort_idx).toEqual(['tenant_id', 'project_id', 'price', 'id']);
    expect(plan.product_category_id_filter_idx).toEqual(['tenant_id', 'project_id', 'category_id', 'created_at', 'id']);
    expect(Object.values(plan).every((cols) => cols[0] === 'tenant_id' && cols[1] === 'project_id')).toBe(true);
    const cats = Object.fromEntries(indexPlan(productCategoriesSchema).map((i) => [i.name, i.columns]));
    expect(cats.categories_scope_sort_idx).toEqual(['tenant_id', 'project_id', 'belong_to', 'index', 'id']);
  });

  it('plans no sort index for a field marked indexed: false, but keeps its equality filter index', () => {
    const fields = productSchema.fields.map((f) => (f.name === 'price' || f.name === 'status' ? { ...f, indexed: false } : f));
    const plan = Object.fromEntries(indexPlan({ ...productSchema, fields }).map((i) => [i.name, i.columns]));
    expect(plan.product_price_sort_idx).toBeUndefined();
    expect(plan.product_status_sort_idx).toBeUndefined();
    expect(plan.product_status_filter_idx).toEqual(['tenant_id', 'project_id', 'status', 'created_at', 'id']);
    // The busiest table: the order fields staff rarely sort by have no index of their own.
    const orders = indexPlan(orderSchema).map((i) => i.name);
    expect(orders).not.toContain('orders_total_sort_idx');
    expect(orders).toContain('orders_code_sort_idx');
  });
});
