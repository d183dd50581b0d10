import type { ReactNode } from 'react';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { OrderLineRecord } from '../../schemas/orderFields';
import { formatCents } from '../../domain/money';
import { useIsPhone } from '../../state/useScreenSize';
import { t, type salesDocumentsTexts } from '../../i18n/messages/zh-CN/salesDocuments';
import './orderLineCards.css';

type LineKey = keyof OrderLineRecord & string;

/** One figure of a stored line: its column on a desk, its row of a card on a phone. */
interface LinePart {
  key: LineKey;
  /** The text key of its title (translated where shown). */
  title: keyof typeof salesDocumentsTexts;
  numeric?: boolean;
  show?: (line: OrderLineRecord) => ReactNode;
}

const money = (key: 'unitPrice' | 'discount' | 'amount' | 'taxAmount') => (line: OrderLineRecord) => formatCents(line[key] ?? 0);

const LINE_PARTS: LinePart[] = [
  { key: 'productName', title: 'productName' },
  { key: 'quantity', title: 'quantity', numeric: true },
  { key: 'unitPrice', title: 'unitPrice', numeric: true, show: money('unitPrice') },
  { key: 'discount', title: 'discount', numeric: true, show: money('discount') },
  { key: 'taxName', title: 'tax', show: (l) => l.taxName ?? t('taxExcluded') },
  { key: 'amount', title: 'amount', numeric: true, show: money('amount') },
  { key: 'taxAmount', title: 'taxAmount', numeric: true, show: money('taxAmount') },
];

const shownValue = (part: LinePart, line: OrderLineRecord): ReactNode =>
  part.show ? part.show(line) : ((line[part.key] as ReactNode) ?? '');

/**
 * The stored lines of an order or quotation, read-only (show page; the edit form of a sent
 * document). `shown` hides the figures the user's role may not see (`lines.unitPrice`). On a phone
 * each line is a card, its figures one under the other: a table of eight columns would scroll
 * sideways, out of reach of a thumb and of the keyboard.
 */
export function OrderLinesTable({ lines, shown }: { lines: OrderLineRecord[] | undefined; shown: (field: string) => boolean }) {
  const phone = useIsPhone();
  const parts = LINE_PARTS.filter((p) => shown(`lines.${p.key}`));
  if (phone && !lines?.length) return <p className="order-line-cards__empty">{t('noLines')}</p>;
  if (phone)
    return (
      <ol className="order-line-cards" aria-label={t('lines')}>
        {(lines ?? []).map((line, i) => (
          <li key={line._id ?? i} className="order-line-cards__line">
            <span className="order-line-cards__no">{t('lineNo', { n: line.lineNo ?? i + 1 })}</span>
            <dl>
              {parts.map((p) => (
                <div key={p.key} className={p.numeric ? 'order-line-cards__figure--numeric' : undefined}>
                  <dt>{t(p.title)}</dt>
                  <dd>{shownValue(p, line)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    );
  const columns: ColumnsType<OrderLineRecord> = [
    { key: 'lineNo', title: t('serialNo'), dataIndex: 'lineNo', width: 60 },
    ...parts.map((p) => ({
      key: p.key,
      title: t(p.title),
      dataIndex: p.key,
      align: p.numeric ? ('right' as const) : undefined,
      render: (_: unknown, line: OrderLineRecord) => shownValue(p, line),
    })),
  ];
  return <Table<OrderLineRecord> rowKey="_id" size="small" pagination={false} dataSource={lines} columns={columns} />;
}
