import { translator } from '../translate';

/** The dashboard's recent orders and payments (RecentTables, loaded after the figures). */
export const pageDashboardRecentTexts = {
  unpaidOrdersTitle: '待收款订单',
  recentPayments: '最近付款',
  allOrders: '全部订单',
  noUnpaidOrders: '没有待收款的订单',
  orderCode: '订单号',
  customer: '客户',
  unpaid: '未付金额',
  paymentStatus: '付款状态',
  print: '打印',
  allPayments: '全部付款',
  noPayments: '还没有付款记录',
  kind: '类型',
  refund: '退款',
  payment: '收款',
  amount: '金额',
  payMode: '付款方式',
  date: '日期',
} as const;

export const t = translator('pageDashboardRecent', pageDashboardRecentTexts);
