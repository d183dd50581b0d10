import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { AppConfig } from '../config.js';
import { seedPlatform } from './platform.seed.js';
import { seedMenus } from './menus.seed.js';
import { seedCatalog } from './catalog.seed.js';
import { seedSales } from './sales.seed.js';

export interface SeedResult {
  /** Lines printed at start: demo logins (and the generated super-admin password on first start). */
  loginLines: string[];
}

/**
 * Seeds the demo tenant on first start; every step is idempotent, so a restart seeds nothing twice.
 * Each area adds its seeder after the platform one.
 */
export async function seedDemo(db: Db, config: AppConfig, log: FastifyBaseLogger): Promise<SeedResult> {
  const platform = await seedPlatform(db, config);
  if (platform.created) log.info('已创建演示租户');
  if ((await seedMenus(db)).created) log.info('已创建系统菜单');
  if ((await seedCatalog(db)).created) log.info('已创建演示产品与客户数据');
  if ((await seedSales(db)).created) log.info('已创建演示销售数据');
  return { loginLines: platform.loginLines };
}
