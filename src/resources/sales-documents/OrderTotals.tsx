import { Descriptions } from 'antd';
import { formatCents } from '../../domain/money';
import { chineseAmountText } from '../../domain/sales/chineseAmount';
import { t } from '../../i18n/messages/zh-CN/salesDocuments';

/**
 * Subtotal, discounts, tax, total and the total in capitals (大写金额, never throwing: a bad figure
 * must not blank the page). A figure left out (a field the user's role hides) is not shown.
 */
export function OrderTotals({
  subtotal,
  discountTotal,
  taxTotal,
  total,
}: {
  subtotal?: number;
  discountTotal?: number;
  taxTotal?: number;
  total?: number;
}) {
  const figure = (key: string, label: string, value: number | undefined) =>
    value === undefined ? [] : [{ key, label, children: formatCents(value) }];
  const items = [
    ...figure('subtotal', t('subtotal'), subtotal),
    ...figure('discountTotal', t('discountTotal'), discountTotal),
    ...figure('taxTotal', t('taxTotal'), taxTotal),
    ...(total === undefined
      ? []
      : [
          { key: 'total', label: t('total'), children: <b data-testid="order-total">{formatCents(total)}</b> },
          { key: 'chinese', label: t('amountInCapitals'), span: 4, children: chineseAmountText(total) },
        ]),
  ];
  if (!items.length) return null;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 4 }} bordered style={{ marginTop: 16 }} data-testid="order-totals" items={items} />
  );
}
