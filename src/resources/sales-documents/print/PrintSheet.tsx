import type { OrderRecord } from '../../../schemas/orderFields';
import type { CompanyInfo } from '../../../storage/types';
import { formatCents } from '../../../domain/money';
import { chineseAmountText } from '../../../domain/sales/chineseAmount';
import { isQuotationType, statusLabel } from '../../../domain/sales/statuses';
import { schemaOf } from '../../../state/servedSchemas';
import { formatAddress } from '../../../domain/address';
import type { RegionValue } from '../../../domain/regions';
import { t, type salesDocumentsTexts } from '../../../i18n/messages/zh-CN/salesDocuments';
import { formatNumber } from '../../../engine/renderers/numberFormat';

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
  // The served customer schema's options: in the shown language.
  const options = schemaOf('customer')?.fields.find((f) => f.name === 'contactMethod')?.options ?? [];
  const method = options.find((o) => o.value === c.contactMethod)?.label;
  const address = formatAddress(c.region, c.address);
  const out: [string, string][] = [];
  if (c.contactName) out.push([t('contactName'), c.contactName]);
  if (c.contactValue) out.push([t('contactMethod'), method ? `${method} ${c.contactValue}` : c.contactValue]);
  if (address) out.push([t('address'), address]);
  return out;
}

type Line = NonNullable<OrderRecord['lines']>[number];

/** The figures of a line, each printed only when the lines carry it. */
const LINE_COLUMNS: { key: keyof Line; label: keyof typeof salesDocumentsTexts; cell: (l: Line) => string }[] = [
  { key: 'quantity', label: 'quantity', cell: (l) => formatNumber(l.quantity) },
  { key: 'unitPrice', label: 'unitPrice', cell: (l) => formatCents(l.unitPrice) },
  { key: 'discount', label: 'discount', cell: (l) => (l.discount ? formatCents(l.discount) : '-') },
  { key: 'taxRate', label: 'taxRate', cell: (l) => (l.taxRate ? `${l.taxRate}%` : '-') },
  { key: 'amount', label: 'amount', cell: (l) => formatCents(l.amount) },
  { key: 'taxAmount', label: 'taxAmount', cell: (l) => formatCents(l.taxAmount) },
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
    order.subtotal === undefined ? '' : t('subtotalFigure', { amount: formatCents(order.subtotal) }),
    order.taxTotal === undefined ? '' : t('taxFigure', { amount: formatCents(order.taxTotal) }),
    order.discountTotal ? t('discountFigure', { amount: formatCents(order.discountTotal) }) : '',
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
      <h1>{quotation ? t('quotation') : t('salesOrder')}</h1>
      <div className="print-meta">
        <div>{t('labelled', { label: quotation ? t('quotationCode') : t('orderCode'), value: order.code ?? '' })}</div>
        <div>{t('labelled', { label: quotation ? t('quotationDate') : t('orderDate'), value: order.orderDate ?? '' })}</div>
        <div>{t('labelled', { label: t('customer'), value: order.customerName ?? '' })}</div>
        <div>
          {quotation
            ? t('labelled', { label: t('validUntil'), value: order.validUntil ?? '-' })
            : t('labelled', { label: t('status'), value: statusLabel(order.type, order.status) })}
        </div>
        {customerLines(customer).map(([label, value]) => (
          <div key={label} data-testid={`print-customer-${label}`}>
            {t('labelled', { label, value })}
          </div>
        ))}
      </div>
      <table>
        <thead>
          <tr>
            <th style={{ width: 32 }}>{t('serialNo')}</th>
            <th>{t('productName')}</th>
            {columns.map((c) => (
              <th key={c.key} className="num">
                {t(c.label)}
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
                {sums.length ? t('sumsOf', { sums: sums.join(t('listSeparator')) }) : t('sum')}
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
              <td colSpan={columns.length + 2}>
                {t('totalInCapitals')}
                {chineseAmountText(order.total)}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {order.remark ? <p style={{ marginTop: 12 }}>{t('labelled', { label: t('remark'), value: order.remark })}</p> : null}
      <div className="print-sign">
        <span>
          {quotation ? t('quotedBy') : t('handledBy')}
          {t('colon')}
        </span>
        <span>
          {t('customerConfirmation')}
          {t('colon')}
        </span>
        <span>
          {t('date')}
          {t('colon')}
        </span>
      </div>
    </div>
  );
}
