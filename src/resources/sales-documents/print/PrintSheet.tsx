import type { OrderRecord } from '../../../schemas/orderFields';
import type { CompanyInfo } from '../../../storage/types';
import { formatCents } from '../../../domain/money';
import { chineseAmountText } from '../../../domain/sales/chineseAmount';
import { isQuotationType, statusLabel } from '../../../domain/sales/statuses';
import { CONTACT_METHOD_OPTIONS } from '../../../schemas/customerFields';
import { formatAddress } from '../../../domain/address';
import type { RegionValue } from '../../../domain/regions';

/** What the sheet prints of the customer besides the name copied on the order (customer area's fields). */
export interface PrintCustomer {
  contactName?: string | null;
  contactMethod?: number | null;
  contactValue?: string | null;
  region?: RegionValue | string | null;
  address?: string | null;
}

/** 联系人 / 联系方式 / 地址 lines, only those known. */
function customerLines(c: PrintCustomer | null | undefined): [string, string][] {
  if (!c) return [];
  const method = CONTACT_METHOD_OPTIONS.find((o) => o.value === c.contactMethod)?.label;
  const address = formatAddress(c.region, c.address);
  const out: [string, string][] = [];
  if (c.contactName) out.push(['联系人', c.contactName]);
  if (c.contactValue) out.push(['联系方式', method ? `${method} ${c.contactValue}` : c.contactValue]);
  if (address) out.push(['地址', address]);
  return out;
}

type Line = NonNullable<OrderRecord['lines']>[number];

/** The figures of a line, each printed only when the lines carry it. */
const LINE_COLUMNS: { key: keyof Line; label: string; cell: (l: Line) => string }[] = [
  { key: 'quantity', label: '数量', cell: (l) => l.quantity.toLocaleString() },
  { key: 'unitPrice', label: '单价', cell: (l) => formatCents(l.unitPrice) },
  { key: 'discount', label: '优惠', cell: (l) => (l.discount ? formatCents(l.discount) : '-') },
  { key: 'taxRate', label: '税率', cell: (l) => (l.taxRate ? `${l.taxRate}%` : '-') },
  { key: 'amount', label: '金额', cell: (l) => formatCents(l.amount) },
  { key: 'taxAmount', label: '税额', cell: (l) => formatCents(l.taxAmount) },
];

/**
 * The printable A4 sheet of an order or quotation: company, customer (with contact and address when
 * the customer record is readable), lines, totals, 大写金额 (never throwing, see chineseAmountText).
 * What the role may not see (its field rules: a unit price, what is computed from it) is not printed.
 */
export function PrintSheet({ order, company, customer }: { order: OrderRecord; company: CompanyInfo; customer?: PrintCustomer | null }) {
  const quotation = isQuotationType(order.type);
  const lines = order.lines ?? [];
  // A figure the server did not send (the role's field rules hide it) is left off, never printed as ¥0.00.
  const columns = LINE_COLUMNS.filter((c) => !lines.length || lines.some((l) => l[c.key] !== undefined));
  const sums = [
    order.subtotal === undefined ? '' : `不含税 ${formatCents(order.subtotal)}`,
    order.taxTotal === undefined ? '' : `税额 ${formatCents(order.taxTotal)}`,
    order.discountTotal ? `已优惠 ${formatCents(order.discountTotal)}` : '',
  ].filter(Boolean);
  return (
    <div className="print-sheet" data-testid="print-sheet">
      <div className="print-head">
        {company.logo ? <img src={company.logo} alt="" /> : null}
        <div>
          <div className="print-company">{company.name}</div>
          <div>{company.address}</div>
        </div>
      </div>
      <h1>{quotation ? '报价单' : '销售订单'}</h1>
      <div className="print-meta">
        <div>
          {quotation ? '报价单号' : '订单号'}：{order.code}
        </div>
        <div>
          {quotation ? '报价日期' : '下单日期'}：{order.orderDate}
        </div>
        <div>客户：{order.customerName}</div>
        <div>{quotation ? `有效期至：${order.validUntil ?? '-'}` : `状态：${statusLabel(order.type, order.status)}`}</div>
        {customerLines(customer).map(([label, value]) => (
          <div key={label} data-testid={`print-customer-${label}`}>
            {label}：{value}
          </div>
        ))}
      </div>
      <table>
        <thead>
          <tr>
            <th style={{ width: 32 }}>序号</th>
            <th>产品名称</th>
            {columns.map((c) => (
              <th key={c.key} className="num">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={l._id}>
              <td>{i + 1}</td>
              <td>{l.productName}</td>
              {columns.map((c) => (
                <td key={c.key} className="num">
                  {c.cell(l)}
                </td>
              ))}
            </tr>
          ))}
          {sums.length > 0 || order.total !== undefined ? (
            <tr className="print-totals">
              <td colSpan={order.total === undefined ? columns.length + 2 : columns.length}>
                {sums.length ? `合计（${sums.join('，')}）` : '合计'}
              </td>
              {order.total === undefined ? null : (
                <td className="num" colSpan={2}>
                  {formatCents(order.total)}
                </td>
              )}
            </tr>
          ) : null}
          {order.total === undefined ? null : (
            <tr className="print-totals">
              <td colSpan={columns.length + 2}>合计金额（大写）：{chineseAmountText(order.total)}</td>
            </tr>
          )}
        </tbody>
      </table>
      {order.remark ? <p style={{ marginTop: 12 }}>备注：{order.remark}</p> : null}
      <div className="print-sign">
        <span>{quotation ? '报价人' : '经办人'}：</span>
        <span>客户确认（签字盖章）：</span>
        <span>日期：</span>
      </div>
    </div>
  );
}
