import type { FastifyInstance } from 'fastify';
import type { ResourceEngine } from '../../schema-engine/engine';
import { useCategoryRules } from './categories.service';
import { createCustomersService, customerHooks, potentialHooks } from './customers.service';
import { createCatalogLookup } from './catalog-lookup';
import { productHooks } from './product.hooks';
import { customersRoutes } from './customers.routes';
import { NO_VARIANTS, type VariantsOf } from './custom-values';

/**
 * The catalogue and customer area: products, categories, suppliers, customers, potential customers
 * and tags, all schema resources (src/schemas) served by the engine, with this area's rules plugged
 * in as hooks. Besides, the conversion of a potential customer and what the sales area reads from
 * here (CatalogLookup). Rules: README.md beside this file.
 */
export function createCatalogServices(resources: ResourceEngine, variantsOf: VariantsOf = async () => NO_VARIANTS) {
  resources.use('product', productHooks).use('customer', customerHooks).use('customer_potential', potentialHooks);
  useCategoryRules(resources);
  const customers = createCustomersService(resources, variantsOf);
  return {
    customers,
    catalogLookup: createCatalogLookup(resources, customers),
  };
}

/** The area's own calls (the generic ones, the spec's category calls included, come from the schema engine): conversion. */
export async function catalogRoutes(app: FastifyInstance) {
  await app.register(customersRoutes);
}
