import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { ResourceEngine } from '../../schema-engine/engine';
import type { CatalogLookup } from './catalog-lookup';
import { createOrderHooks } from './orders.hooks';
import { createPaymentHooks } from './payments.hooks';
import { createOrderWorkflow } from './order-workflow';
import { createDashboardService } from './dashboard.service';
import { taxesHooks } from './sales-settings.hooks';
import { ordersRoutes } from './orders.routes';
import { dashboardRoutes } from './dashboard.routes';
import { NO_VARIANTS, type VariantsOf } from '../catalog/custom-values';
import { ORDER_VIEWS } from '../../../../src/schemas/orderViews';

/**
 * The sales area: orders and both kinds of quotation (three views of one entity, served by the
 * engine as one family at /business/order), payments (/business/payment), taxes and payment modes
 * (/setting/tax, /setting/paymode), all schema resources with this area's rules as hooks; besides,
 * the status moves, generate-order and the dashboard. Rules in README.md beside this file.
 */
export function createSalesServices(
  db: Db,
  catalog: CatalogLookup,
  resources: ResourceEngine,
  // A tenant's built-in resources with the fields its admins added (数据模型): its 订单 is among them.
  variantsOf: VariantsOf = async () => NO_VARIANTS,
) {
  // Any order document, whatever its view: the family service (a status move does not know the kind).
  const family = () => resources.familyOf('order')!.service;
  const order = () => resources.get('order');
  const orderHooks = createOrderHooks(catalog, family);
  for (const view of ORDER_VIEWS) resources.use(view, orderHooks);
  resources.use('payment', createPaymentHooks(family));
  resources.use('taxes', taxesHooks);
  return {
    orders: { family, view: (name: string) => resources.get(name) },
    workflow: createOrderWorkflow(db, catalog, { family, order, variantsOf }),
    payments: () => resources.get('payment'),
    dashboard: createDashboardService(db, catalog, order),
  };
}

export type SalesServices = ReturnType<typeof createSalesServices>;

/** The area's own calls (the generic ones of orders, payments, taxes and payment modes come from the engine). */
export async function salesRoutes(app: FastifyInstance) {
  await app.register(ordersRoutes);
  await app.register(dashboardRoutes);
}
