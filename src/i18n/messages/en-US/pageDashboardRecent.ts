import type { pageDashboardRecentTexts } from '../zh-CN/pageDashboardRecent';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof pageDashboardRecentTexts> = {
  unpaidOrdersTitle: 'Orders awaiting payment',
  recentPayments: 'Recent payments',
  allOrders: 'All orders',
  noUnpaidOrders: 'No orders awaiting payment',
  orderCode: 'Order no.',
  customer: 'Customer',
  unpaid: 'Unpaid',
  paymentStatus: 'Payment status',
  print: 'Print',
  allPayments: 'All payments',
  noPayments: 'No payments yet',
  kind: 'Type',
  refund: 'Refund',
  payment: 'Payment',
  amount: 'Amount',
  payMode: 'Payment method',
  date: 'Date',
};
export default texts;
