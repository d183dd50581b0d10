import type { ResourceHooks } from '../../schema-engine/hooks';
import { nowIso } from '../../core/time';
import { badRequest } from '../../core/errors';
import { inScope } from '../../db/scope';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

/**
 * True for a percent with at most two decimals (13, 6.35). Lines store the rate as basis points
 * (percentToBp), so 13.125 would be shown as 13.125 % while every line computes at 13.13 %.
 */
const hasTwoDecimalsAtMost = (rate: number) => Number.isFinite(rate) && Number(rate.toFixed(2)) === rate;

/**
 * 税费 rules on the generic engine: the rate has at most two decimals (the schema's precision 2,
 * checked here too so the rule holds whatever the generic request validation does; same message
 * as the engine's); at most one default tax per project (marking one default clears the flag on
 * the others, in the same transaction).
 */
export const taxesHooks: ResourceHooks = {
  beforeSave(ctx) {
    const rate = ctx.values.rate;
    if (typeof rate === 'number' && !hasTwoDecimalsAtMost(rate)) throw badRequest(() => ts('taxRateDecimals'));
  },
  async afterSave(ctx) {
    if (ctx.values.isDefault !== true) return;
    await ctx.trx
      .updateTable('taxes')
      .set({ is_default: 0, updated_at: nowIso() })
      .where(inScope(ctx.scope))
      .where('id', '<>', String(ctx.record._id))
      .where('is_default', '=', 1)
      .execute();
    ctx.wroteRows();
  },
};
