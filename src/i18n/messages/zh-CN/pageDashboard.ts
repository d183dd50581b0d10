import { translator } from '../translate';

/** 仪表盘: figure cards, the sales trend, customer breakdown, unpaid orders and latest payments. */
export const pageDashboardTexts = {
  // Figure cards
  totalSales: '销售总额',
  todaySales: '今日销售额',
  orderCount: '订单数',
  todayOrders: '今日订单',
  unpaidAmount: '未收款金额',
  unpaidOrders: '未付款订单',
  customerTotal: '客户总数',
  leads: '潜在客户',
  orders: '{{n}} 单',
  withheld: '无权查看',
  withheldWhat: '无权查看{{what}}',
  // Sales trend
  salesTrend: '销售趋势',
  viewOrders: '订单数',
  viewAmount: '金额',
  rangeWeek: '本周',
  rangeMonth: '本月',
  rangeYear: '本年',
  thisPeriod: '本期',
  lastPeriod: '上期',
  periodSeparator: '，',
  // Customer breakdown
  customerBreakdown: '客户构成',
  customers: '客户',
  potentialCustomers: '潜在客户',
  totalAndDeleted: '共 {{total}}，已删除 {{deleted}}',
  companyShare: '企业{{what}} {{pct}}%',
  personalShare: '个人{{what}} {{pct}}%',
  company: '企业 {{n}}',
  personal: '个人 {{n}}',
  companyLink: '企业 {{n}}，查看企业{{what}}',
  personalLink: '个人 {{n}}，查看个人{{what}}',
  // Recent tables
  unpaidOrdersTitle: '待收款订单',
  recentPayments: '最近付款',
  refresh: '刷新',
} as const;

export const t = translator('pageDashboard', pageDashboardTexts);
