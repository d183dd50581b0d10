import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import type { AppConfig } from './config';
import { seedPlatform } from './areas/platform/platform.seed';
import { syncMenus } from './areas/platform/menus/menus.seed';
import { resolveMenu } from '../../src/schemas/menu';
import { resourceSchemas } from '../../src/schemas';
import { seedCatalog } from './areas/catalog/catalog.seed';
import { seedSales } from './areas/sales/sales.seed';
import { createServices } from './app';

export interface SeedResult {
  /** Lines printed at start: demo logins (and the generated super-admin password on first start). */
  loginLines: string[];
}

/**
 * Seeds on start: the system menu kept in line with the menu definition, and the demo tenant on
 * first start. Every step is idempotent, so a restart seeds nothing twice. Each area adds its seeder
 * after the platform one.
 */
export async function seedDemo(
  db: Db,
  config: AppConfig,
  log: FastifyBaseLogger,
  // The demo data goes through the same services and rules as the API: the serving app's, when there is one.
  services: ReturnType<typeof createServices> = createServices(db, config),
): Promise<SeedResult> {
  const platform = await seedPlatform(db, config);
  if (platform.created) log.info('已创建演示租户');
  // Every tenant has 管理员 and 员工, and every user a role (a database from before roles included).
  for (const t of await db.kysely.selectFrom('tenants').select('id').execute()) await services.roles.ensureBuiltIns(db.kysely, t.id);
  const menus = await syncMenus(db, resolveMenu(resourceSchemas));
  if (menus.created) log.info('已创建系统菜单');
  if (menus.added.length) log.info({ added: menus.added }, '系统菜单已补充新增的资源');
  if ((await seedCatalog(db, services)).created) log.info('已创建演示产品与客户数据');
  if ((await seedSales(db, services.sales)).created) log.info('已创建演示销售数据');
  return { loginLines: platform.loginLines };
}
