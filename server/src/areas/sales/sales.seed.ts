import type { Db } from '../../db/client';
import { findDemoIds } from '../platform/platform.seed';
import { seedSalesSettings } from './sales-settings.seed';
import { seedSalesHistory } from './sales-history.seed';
import type { SalesServices } from './index';

/**
 * The demo tenant's sales: taxes and payment modes in both projects, then a year of orders and
 * quotations in Main (see sales-history.seed.ts). Idempotent.
 */
export async function seedSales(db: Db, sales: SalesServices): Promise<{ created: boolean }> {
  const ids = await findDemoIds(db);
  if (!ids) return { created: false };
  const settings = await seedSalesSettings(db, ids.tenantId, [ids.mainProjectId, ids.secondProjectId]);
  const history = await seedSalesHistory(db, sales, { tenantId: ids.tenantId, projectId: ids.mainProjectId }, ids.adminUserId);
  return { created: settings || history };
}
