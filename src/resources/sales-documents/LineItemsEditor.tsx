import { useDataProvider } from '@refinedev/core';
import { Button, InputNumber, Input, Select, Table } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ReferenceSelect } from '../../engine/renderers/reference/ReferenceSelect';
import { UNREADABLE_LABEL } from '../../engine/renderers/reference/referenceIds';
import { centsToYuan, formatCents, lineAmounts, yuanToCents } from '../../domain/money';
import type { FieldSchema } from '../../schemas/types';
import { useEnabledTaxes } from './salesApi';

/** One line while editing (money in cents, like the wire). */
export interface LineDraft {
  key: string;
  productId?: string | null;
  productName: string;
  quantity: number;
  unitPrice: number;
  discount: number;
  taxId?: string | null;
  /** The tax's name as the stored line copied it: shown when the tax is not among those offered. */
  taxName?: string | null;
  taxRate: number;
}

export interface TaxOption {
  _id: string;
  name: string;
  rate: number;
  isDefault: boolean;
}

const PRODUCT_FIELD: FieldSchema = {
  name: 'productId',
  label: '产品',
  type: 'reference',
  reference: { resource: 'product', labelField: 'name' },
};
let seq = 0;
export const newLine = (tax?: TaxOption): LineDraft => ({
  key: `n${++seq}`,
  productName: '',
  quantity: 1,
  unitPrice: 0,
  discount: 0,
  taxId: tax?._id ?? null,
  taxRate: tax?.rate ?? 0,
});

/** The enabled taxes of the project (for the tax column and the default of new lines). */
export function useTaxes(): TaxOption[] {
  return useEnabledTaxes<TaxOption>();
}

const yuan = (cents: number) => centsToYuan(cents);

/**
 * The lines sub-table of orders and quotations: product (name and price copied when chosen),
 * quantity, unit price, discount, tax (rate copied), with each line's amount and tax shown live
 * by the shared money module (the server recomputes and stores its own figures).
 */
export function LineItemsEditor({
  value,
  onChange,
  taxes,
}: {
  value: LineDraft[];
  onChange: (v: LineDraft[]) => void;
  taxes: TaxOption[];
}) {
  const dataProvider = useDataProvider();
  const set = (key: string, patch: Partial<LineDraft>) => onChange(value.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  // A lookup on a pick, not a query the editor shows: the data provider's getOne (GET /business/product/findById?_id=).
  const pickProduct = async (key: string, id: unknown) => {
    if (!id) return set(key, { productId: null });
    const { data: p } = await dataProvider().getOne<{ name: string; price: number }>({ resource: 'product', id: String(id) });
    set(key, { productId: String(id), productName: p.name, unitPrice: Number(p.price) });
  };
  return (
    <>
      <Table<LineDraft>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={value}
        scroll={{ x: 1000 }}
        locale={{ emptyText: '还没有明细，请添加产品' }}
        columns={[
          {
            title: '产品',
            width: 220,
            render: (_, l) => (
              <ReferenceSelect field={PRODUCT_FIELD} value={l.productId ?? undefined} onChange={(v) => void pickProduct(l.key, v)} />
            ),
          },
          {
            title: '产品名称',
            width: 180,
            render: (_, l) => (
              <Input
                aria-label="产品名称"
                value={l.productName}
                maxLength={200}
                onChange={(e) => set(l.key, { productName: e.target.value })}
              />
            ),
          },
          {
            title: '数量',
            width: 90,
            render: (_, l) => (
              <InputNumber
                aria-label="数量"
                min={1}
                max={1000000}
                precision={0}
                value={l.quantity}
                onChange={(v) => set(l.key, { quantity: Number(v ?? 1) })}
              />
            ),
          },
          {
            title: '单价（元）',
            width: 130,
            render: (_, l) => (
              <InputNumber
                aria-label="单价"
                min={0}
                precision={2}
                value={yuan(l.unitPrice)}
                onChange={(v) => set(l.key, { unitPrice: yuanToCents(Number(v ?? 0)) })}
              />
            ),
          },
          {
            title: '优惠（元）',
            width: 120,
            render: (_, l) => (
              <InputNumber
                aria-label="优惠金额"
                min={0}
                precision={2}
                value={yuan(l.discount)}
                onChange={(v) => set(l.key, { discount: yuanToCents(Number(v ?? 0)) })}
              />
            ),
          },
          {
            title: '税费',
            width: 150,
            render: (_, l) => (
              <Select
                aria-label="税费"
                allowClear
                style={{ width: '100%' }}
                placeholder="不含税"
                value={l.taxId ?? undefined}
                options={taxes.map((t) => ({ value: t._id, label: t.name }))}
                // A tax since disabled, or a role that cannot read the taxes: the name the line keeps, never the id.
                labelRender={(o) => o.label ?? l.taxName ?? UNREADABLE_LABEL}
                onChange={(v) => set(l.key, { taxId: v ?? null, taxName: null, taxRate: taxes.find((t) => t._id === v)?.rate ?? 0 })}
              />
            ),
          },
          { title: '金额', width: 120, align: 'right', render: (_, l) => formatCents(lineAmounts(l).amount) },
          { title: '税额', width: 110, align: 'right', render: (_, l) => formatCents(lineAmounts(l).taxAmount) },
          {
            title: '',
            width: 48,
            render: (_, l) => (
              <Button
                type="text"
                danger
                aria-label="删除明细"
                icon={<DeleteOutlined />}
                onClick={() => onChange(value.filter((x) => x.key !== l.key))}
              />
            ),
          },
        ]}
      />
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        onClick={() => onChange([...value, newLine(taxes.find((t) => t.isDefault))])}
      >
        添加明细
      </Button>
    </>
  );
}
