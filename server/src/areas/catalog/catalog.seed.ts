import type { Db } from '../../db/client';
import type { Scope } from '../../core/scope';
import type { ResourceEngine } from '../../schema-engine/engine';
import type { CustomersService } from './customers.service';
import type { Dto } from '../../schema-engine/codec';
import { findDemoIds } from '../platform/platform.seed';
import { CUSTOMER_CATEGORIES, PRODUCT_CATEGORIES, PRODUCTS, SUPPLIERS, TAGS, sampleCustomer } from './catalog-data.seed';
import { inScope } from '../../db/scope';
import { matchRegionText } from '../../schema-engine/field-types/region';
import { SYSTEM_ACTOR } from '../../core/actor';

/** Customers and leads of the demo project. */
const CUSTOMER_COUNT = 36;
const POTENTIAL_COUNT = 24;
/** Leads are sample customers after the customers' (salt × 7 ≥ CUSTOMER_COUNT): other people and companies. */
const LEAD_SALT = 6;

/**
 * The demo tenant's Main project gets categories, suppliers, products, customer tags, customers and
 * potential customers — written through the same services and rules as the API (references,
 * contact values, unique codes), some leads converted and a few records deleted so the dashboard
 * has something to count. Idempotent: skipped when the project already has products.
 */
export async function seedCatalog(
  db: Db,
  services: { resources: ResourceEngine; customers: CustomersService },
): Promise<{ created: boolean }> {
  const ids = await findDemoIds(db);
  if (!ids) return { created: false };
  const scope: Scope = { tenantId: ids.tenantId, projectId: ids.mainProjectId };
  const existing = await db.kysely.selectFrom('product').select('id').where(inScope(scope)).limit(1).execute();
  if (existing.length) return { created: false };

  const { resources, customers } = services;
  const svc = (name: string) => resources.get(name);
  const owners = [ids.adminUserId, ids.staffUserId].filter(Boolean);

  await svc('product').inTransaction(async (trx) => {
    const add = (name: string, values: Record<string, unknown>) =>
      svc(name).add(scope, values, { trx, trusted: true, actor: SYSTEM_ACTOR });
    const productCats: Dto[] = [];
    for (const [i, name] of PRODUCT_CATEGORIES.entries()) productCats.push(await add('product_categories', { name, index: i + 1 }));
    const customerCats: Dto[] = [];
    for (const [i, name] of CUSTOMER_CATEGORIES.entries()) customerCats.push(await add('customer_categories', { name, index: i + 1 }));
    const suppliers: Dto[] = [];
    for (const [i, s] of SUPPLIERS.entries()) suppliers.push(await add('supplier', { ...s, status: i === 5 ? 0 : 1 }));
    for (const [i, [name, code, cat, unit, price, cost, stock, sup]] of PRODUCTS.entries()) {
      await add('product', {
        name,
        code,
        unit,
        price: price * 100,
        cost: cost * 100,
        stock,
        status: i % 11 === 10 ? 0 : 1,
        categoryId: productCats[cat]._id,
        supplierId: suppliers[sup]._id,
        description: `${name}，含正规发票与一年质保。`,
      });
    }
    const tags: Dto[] = [];
    for (const t of TAGS) tags.push(await add('customer_tags', t));

    const customerValues = (i: number, salt: number) => {
      const { categoryIndex, tagIndexes, ...c } = sampleCustomer(i, salt);
      return {
        ...c,
        // The sample's 所在地区 is typed text (河南省郑州市): its divisions, as the region field takes them.
        region: matchRegionText(c.region).value,
        categoryId: customerCats[categoryIndex]._id,
        tags: tagIndexes.map((t) => tags[t]._id),
        ownerId: owners[i % owners.length],
      };
    };
    const made: Dto[] = [];
    for (let i = 0; i < CUSTOMER_COUNT; i++) made.push(await add('customer', customerValues(i, 0)));
    const leads: Dto[] = [];
    for (let i = 0; i < POTENTIAL_COUNT; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      leads.push(
        await add('customer_potential', {
          ...customerValues(i, LEAD_SALT),
          intention: i % 3,
          status: i % 8 === 7 ? 2 : 0,
          nextFollowUp: `2026-12-${day}`,
        }),
      );
    }
    // History for the dashboard and the conversion feature: a few converted leads, a few deletions.
    for (const lead of leads.slice(0, 4)) await customers.convertIn(trx, scope, lead._id);
    await svc('customer').delete(
      scope,
      made.slice(-3).map((c) => c._id),
      { trx, actor: SYSTEM_ACTOR },
    );
    await svc('customer_potential').delete(
      scope,
      leads.slice(-2).map((c) => c._id),
      { trx, actor: SYSTEM_ACTOR },
    );
  });
  return { created: true };
}
