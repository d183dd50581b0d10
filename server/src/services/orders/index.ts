import type { Db } from '../../db/client.js';
import { createOrdersService } from './orders.service.js';
import { createOrderWorkflow } from './order-workflow.js';
import { createPaymentsService } from './payments.service.js';
import { createDashboardService } from './dashboard.service.js';
import type { CatalogLookup } from './catalog-lookup.js';
import type { ResourceEngine } from '../../schema-engine/engine.js';
import { taxesHooks } from './sales-settings.hooks.js';

/**
 * The sales area (orders, quotations, payments, dashboard): rules in README.md beside this file.
 * Taxes and payment modes are plain engine resources; the order views and payments have their
 * schemas for the client and reference checks, but their calls are served by this area's routes.
 */
export function createSalesServices(db: Db, catalog: CatalogLookup, resources: ResourceEngine) {
  resources.serveRoutesElsewhere('order', 'customer_quotation', 'customer_potential_quotation', 'payment');
  resources.use('taxes', taxesHooks);
  return {
    orders: createOrdersService(db, catalog),
    workflow: createOrderWorkflow(db, catalog),
    payments: createPaymentsService(db),
    dashboard: createDashboardService(db, catalog),
  };
}

export type SalesServices = ReturnType<typeof createSalesServices>;
