import type { Db } from '../../db/client';
import { newId } from '../../core/ids';
import { nowIso } from '../../core/time';
import { inScope } from '../../db/scope';

/** Chinese VAT rates a small technology company uses, and the usual ways its customers pay. */
const DEMO_TAXES = [
  { name: '增值税 13%', rate: 13, isDefault: true, remark: '销售货物、有形动产租赁' },
  { name: '增值税 6%', rate: 6, isDefault: false, remark: '现代服务（技术服务、软件服务）' },
  { name: '增值税 9%', rate: 9, isDefault: false, remark: '建筑安装、不动产租赁' },
  { name: '免税', rate: 0, isDefault: false, remark: '免征增值税项目' },
];
const DEMO_PAY_MODES = ['银行转账', '微信支付', '支付宝', '现金'];

/**
 * Taxes and payment modes for every project of the tenant that has none yet (idempotent: a project
 * that already has any tax, or any payment mode, is left alone).
 */
export async function seedSalesSettings(db: Db, tenantId: string, projectIds: string[]): Promise<boolean> {
  const k = db.kysely;
  let created = false;
  for (const projectId of projectIds) {
    const now = nowIso();
    const scope = { tenant_id: tenantId, project_id: projectId };
    const hasTax = await k.selectFrom('taxes').select('id').where(inScope({ tenantId, projectId })).executeTakeFirst();
    if (!hasTax) {
      await k
        .insertInto('taxes')
        .values(
          DEMO_TAXES.map((t) => ({
            id: newId(),
            ...scope,
            name: t.name,
            rate: t.rate,
            is_default: t.isDefault ? 1 : 0,
            enabled: 1,
            remark: t.remark,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      created = true;
    }
    const hasMode = await k.selectFrom('pay_modes').select('id').where(inScope({ tenantId, projectId })).executeTakeFirst();
    if (!hasMode) {
      await k
        .insertInto('pay_modes')
        .values(
          DEMO_PAY_MODES.map((name, i) => ({
            id: newId(),
            ...scope,
            name,
            enabled: 1,
            sort: i + 1,
            remark: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      created = true;
    }
  }
  return created;
}
