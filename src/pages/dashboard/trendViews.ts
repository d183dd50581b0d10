import type { TrendResult } from '../../domain/sales/dto';

/** What the trend shows: order counts, or amounts in yuan. */
export type TrendView = 'order' | 'amount';

/**
 * The views a trend reply can be shown in: amounts only when the server sent them (it leaves the
 * money series out for a caller whose order field rules hide 总金额: docs/permissions.md, 仪表盘), so
 * such a caller sees counts only, never a chart of zeros.
 */
export function trendViews(trend: TrendResult | null): TrendView[] {
  return !trend || trend.this.totals !== undefined ? ['order', 'amount'] : ['order'];
}
