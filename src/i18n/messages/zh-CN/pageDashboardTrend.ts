import { translator } from '../translate';

/** The dashboard's sales trend (TrendChart, loaded with its chart library after the figures). */
export const pageDashboardTrendTexts = {
  orders: '{{n}} 单',
  weekdays: '周一,周二,周三,周四,周五,周六,周日',
  months: '1月,2月,3月,4月,5月,6月,7月,8月,9月,10月,11月,12月',
  dayOfMonth: '{{n}}日',
  thisWeek: '本周',
  lastWeek: '上周',
  thisMonth: '本月',
  lastMonth: '上月',
  thisYear: '今年',
  lastYear: '去年',
} as const;

export const t = translator('pageDashboardTrend', pageDashboardTrendTexts);
