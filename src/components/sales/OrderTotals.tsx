import { Descriptions } from 'antd';
import { formatCents } from '../../domain/money';
import { chineseAmountText } from '../../domain/sales/chineseAmount';

/** Subtotal, discounts, tax, total and the total in capitals (大写金额, never throwing: a bad figure must not blank the page). */
export function OrderTotals({
  subtotal,
  discountTotal,
  taxTotal,
  total,
}: {
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  total: number;
}) {
  return (
    <Descriptions size="small" column={{ xs: 1, md: 4 }} bordered style={{ marginTop: 16 }} data-testid="order-totals">
      <Descriptions.Item label="不含税金额">{formatCents(subtotal)}</Descriptions.Item>
      <Descriptions.Item label="优惠合计">{formatCents(discountTotal)}</Descriptions.Item>
      <Descriptions.Item label="税额合计">{formatCents(taxTotal)}</Descriptions.Item>
      <Descriptions.Item label="总金额">
        <b data-testid="order-total">{formatCents(total)}</b>
      </Descriptions.Item>
      <Descriptions.Item label="大写金额" span={4}>
        {chineseAmountText(total)}
      </Descriptions.Item>
    </Descriptions>
  );
}
