import { Tag } from 'antd';
import { PAYMENT_STATUS_OPTIONS, statusOptionsFor } from '../domain/sales/statuses';

/** The status of an order or quotation as a coloured tag (one colour per meaning, docs/requirements.md §10.8). */
export function StatusTag({ type, status }: { type: number; status: number }) {
  const o = statusOptionsFor(type).find((x) => x.value === status);
  return <Tag color={o?.color}>{o?.label ?? status}</Tag>;
}

/** The payment status of a formal order as a coloured tag. */
export function PaymentStatusTag({ status }: { status: number }) {
  const o = PAYMENT_STATUS_OPTIONS.find((x) => x.value === status);
  return <Tag color={o?.color}>{o?.label ?? status}</Tag>;
}
