import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { OrderLineRecord } from '../../schemas/orderFields';
import { formatCents } from '../../domain/money';

const money = (v: number) => formatCents(v);

const LINE_COLUMNS: ColumnsType<OrderLineRecord> = [
  { key: 'lineNo', title: '序号', dataIndex: 'lineNo', width: 60 },
  { key: 'productName', title: '产品名称', dataIndex: 'productName' },
  { key: 'quantity', title: '数量', dataIndex: 'quantity', align: 'right' },
  { key: 'unitPrice', title: '单价', dataIndex: 'unitPrice', align: 'right', render: money },
  { key: 'discount', title: '优惠', dataIndex: 'discount', align: 'right', render: money },
  { key: 'taxName', title: '税费', dataIndex: 'taxName', render: (v) => v ?? '不含税' },
  { key: 'amount', title: '金额', dataIndex: 'amount', align: 'right', render: money },
  { key: 'taxAmount', title: '税额', dataIndex: 'taxAmount', align: 'right', render: money },
];

/**
 * The stored lines of an order or quotation, read-only (show page; the edit form of a sent
 * document). `shown` hides the columns the user's role may not see (`lines.unitPrice`).
 */
export function OrderLinesTable({ lines, shown }: { lines: OrderLineRecord[] | undefined; shown: (field: string) => boolean }) {
  return (
    <Table<OrderLineRecord>
      rowKey="_id"
      size="small"
      pagination={false}
      dataSource={lines}
      columns={LINE_COLUMNS.filter((c) => c.key === 'lineNo' || shown(`lines.${String(c.key)}`))}
    />
  );
}
