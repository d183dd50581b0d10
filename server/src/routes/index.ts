import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes.js';
import { projectsRoutes } from './projects.routes.js';
import { registrationRoutes } from './registration.routes.js';
import { settingsRoutes } from './settings.routes.js';
import { menusRoutes } from './menus.routes.js';
import { tenantsRoutes } from './tenants.routes.js';
import { schemaEngineRoutes } from '../schema-engine/routes.js';
import { categoriesRoutes } from './categories.routes.js';
import { customersRoutes } from './customers.routes.js';
import { uploadsRoutes } from './uploads.routes.js';
import { orgRoutes } from './org.routes.js';
import { ordersRoutes } from './orders.routes.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { paymentsRoutes } from './payments.routes.js';

/**
 * Every route plugin of `/ace-apis`, registered explicitly (no folder autoload).
 * Add one line per area.
 */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(projectsRoutes);
  await app.register(registrationRoutes);
  await app.register(settingsRoutes);
  await app.register(menusRoutes);
  await app.register(tenantsRoutes);
  await app.register(schemaEngineRoutes);
  await app.register(categoriesRoutes);
  await app.register(customersRoutes);
  await app.register(uploadsRoutes);
  await app.register(orgRoutes);
  await app.register(ordersRoutes);
  await app.register(dashboardRoutes);
  await app.register(paymentsRoutes);
}
