import type { Kysely } from 'kysely';
import type { Scope } from '../../core/scope';
import type { Actor } from '../../core/actor';
import type { Database } from '../../db/types';
import type { ResourceEngine } from '../../schema-engine/engine';
import type { CustomersService } from './customers.service';
import { inScope } from '../../db/scope';
import type { TenantVariants } from './custom-values';
import type { ConversionChoice } from './customer-match';
import type { ConversionRights } from './conversion-rights';

/**
 * What the sales area reads from the catalogue and customers (its CatalogLookup): product names
 * and prices for order lines, customer names, and the conversion of a potential customer when an
 * accepted potential-customer quotation becomes an order. All inside the caller's transaction.
 */
export function createCatalogLookup(engine: ResourceEngine, customers: CustomersService) {
  return {
    async products(trx: Kysely<Database>, scope: Scope, ids: string[]) {
      const map = new Map<string, { name: string; price: number; code: string; unit: string | null }>();
      if (!ids.length) return map;
      const rows = await trx
        .selectFrom('product')
        .select(['id', 'name', 'price', 'code', 'unit'])
        .where(inScope(scope))
        // A product in the recycle bin is no product to sell (docs/recycle-bin.md).
        .where('deleted_at', 'is', null)
        .where('id', 'in', [...new Set(ids)])
        .execute();
      for (const r of rows) map.set(r.id, { name: r.name, price: Number(r.price), code: r.code, unit: r.unit });
      return map;
    },
    /** A customer, or a potential customer when `potential`; null when absent or deleted. */
    async customer(trx: Kysely<Database>, scope: Scope, potential: boolean, id: string) {
      const c = await engine.get(potential ? 'customer_potential' : 'customer').find(scope, id, trx);
      return c ? { name: String(c.name) } : null;
    },
    async convertPotential(
      trx: Kysely<Database>,
      scope: Scope,
      potentialId: string,
      actor: Actor,
      variants?: TenantVariants,
      choice?: ConversionChoice,
      rights?: ConversionRights,
    ) {
      // No `auth`: the customer is made on the server's account (its 负责人 by `rights`), the trail names `actor`.
      const { customer } = await customers.convertIn(trx, scope, potentialId, null, variants, choice, rights, actor);
      return { id: customer._id, name: String(customer.name) };
    },
    /**
     * Dashboard figures: totals and personal/company split count live records; `…Deleted` counts
     * soft-deleted ones. One grouped query per table over the (tenant, project, type) index.
     */
    async customerCounts(trx: Kysely<Database>, scope: Scope) {
      const count = async (table: 'customer' | 'customer_potential') => {
        const rows = await trx
          .selectFrom(table)
          .select((eb) => [
            eb.ref('type').as('type'),
            eb.fn.countAll().as('n'),
            eb.case().when('deleted_at', 'is', null).then(1).else(0).end().as('live'),
          ])
          .where(inScope(scope))
          .groupBy(['type', 'live'])
          .execute();
        const sum = (pred: (r: { type: unknown; live: unknown }) => boolean) => rows.filter(pred).reduce((a, r) => a + Number(r.n), 0);
        const live = (r: { live: unknown }) => Number(r.live) === 1;
        return {
          total: sum(live),
          personal: sum((r) => live(r) && Number(r.type) === 0),
          company: sum((r) => live(r) && Number(r.type) === 1),
          deleted: sum((r) => !live(r)),
        };
      };
      const [c, p] = [await count('customer'), await count('customer_potential')];
      return {
        customerTotal: c.total,
        potentialTotal: p.total,
        customerPersonal: c.personal,
        customerCompany: c.company,
        potentialPersonal: p.personal,
        potentialCompany: p.company,
        potentialDeleted: p.deleted,
        customerDeleted: c.deleted,
      };
    },
  };
}
