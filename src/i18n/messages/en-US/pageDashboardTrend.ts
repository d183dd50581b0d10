import type { pageDashboardTrendTexts } from '../zh-CN/pageDashboardTrend';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof pageDashboardTrendTexts> = {
  orders: '{{n}} orders',
  weekdays: 'Mon,Tue,Wed,Thu,Fri,Sat,Sun',
  months: 'Jan,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec',
  dayOfMonth: '{{n}}',
  thisWeek: 'This week',
  lastWeek: 'Last week',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  thisYear: 'This year',
  lastYear: 'Last year',
};
export default texts;
