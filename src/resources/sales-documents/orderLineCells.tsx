import { useDataProvider } from '@refinedev/core';
import { Input, InputNumber, Select } from 'antd';
import type { LineCellProps, LineItemsCustom } from '../../engine/renderers/fields/LineItemsTable';
import { ReferenceSelect } from '../../engine/renderers/reference/ReferenceSelect';
import { unreadableLabel } from '../../engine/renderers/reference/referenceIds';
import { centsToYuan, yuanToCents } from '../../domain/money';
import { ORDER_LINE_FIELDS, type OrderLineDraft } from '../../schemas/orderFields';
import { useEnabledTaxes } from './salesApi';
import { t, type salesDocumentsTexts } from '../../i18n/messages/zh-CN/salesDocuments';

/** A tax as `/setting/tax/list` answers it: the tax column offers the enabled ones, a new line takes the default. */
interface TaxOption {
  _id: string;
  name: string;
  rate: number;
  isDefault: boolean;
}

/** The enabled taxes of the project (for the tax column and the default of new lines). */
export function useTaxes(): TaxOption[] {
  return useEnabledTaxes<TaxOption>();
}

/** A new line: one of nothing yet, with the default tax. */
export const newLine = (tax?: TaxOption): OrderLineDraft => ({
  productName: '',
  quantity: 1,
  unitPrice: 0,
  discount: 0,
  taxId: tax?._id ?? null,
  taxRate: tax?.rate ?? 0,
});

const PRODUCT_FIELD = ORDER_LINE_FIELDS.find((f) => f.name === 'productId')!;

/** The product: picking one copies its name and price onto the line (a lookup on a pick: the data provider's getOne). */
function ProductCell({ row, setRow }: LineCellProps) {
  const dataProvider = useDataProvider();
  const pick = async (id: unknown) => {
    if (!id) return setRow({ productId: null });
    const { data: p } = await dataProvider().getOne<{ name: string; price: number }>({ resource: 'product', id: String(id) });
    setRow({ productId: String(id), productName: p.name, unitPrice: Number(p.price) });
  };
  // Named in the shown language (the declaration's label is the server's Chinese).
  return (
    <ReferenceSelect field={{ ...PRODUCT_FIELD, label: t('product') }} value={row.productId ?? undefined} onChange={(v) => void pick(v)} />
  );
}

function ProductNameCell({ row, setRow }: LineCellProps) {
  return (
    <Input
      aria-label={t('productName')}
      value={String(row.productName ?? '')}
      maxLength={200}
      onChange={(e) => setRow({ productName: e.target.value })}
    />
  );
}

function QuantityCell({ row, setRow }: LineCellProps) {
  return (
    <InputNumber
      aria-label={t('quantity')}
      min={1}
      max={1000000}
      precision={0}
      style={{ width: '100%' }}
      value={typeof row.quantity === 'number' ? row.quantity : undefined}
      onChange={(v) => setRow({ quantity: Number(v ?? 1) })}
    />
  );
}

/** A money cell typed in yuan (two decimals), kept in cents like the wire. */
const moneyCell = (name: 'unitPrice' | 'discount', label: keyof typeof salesDocumentsTexts) =>
  function MoneyCell({ row, setRow }: LineCellProps) {
    return (
      <InputNumber
        aria-label={t(label)}
        min={0}
        precision={2}
        style={{ width: '100%' }}
        value={centsToYuan(Number(row[name] ?? 0))}
        onChange={(v) => setRow({ [name]: yuanToCents(Number(v ?? 0)) })}
      />
    );
  };

const UnitPriceCell = moneyCell('unitPrice', 'unitPrice');
const DiscountCell = moneyCell('discount', 'discountAmount');

/** The tax: the enabled ones offered; choosing one copies its rate, so the line's tax shows at once. */
function TaxCell({ row, setRow }: LineCellProps) {
  const taxes = useTaxes();
  return (
    <Select
      aria-label={t('tax')}
      allowClear
      style={{ width: '100%' }}
      placeholder={t('taxExcluded')}
      value={(row.taxId as string | null | undefined) ?? undefined}
      options={taxes.map((t) => ({ value: t._id, label: t.name }))}
      // A tax since disabled, or a role that cannot read the taxes: the name the line keeps, never the id.
      labelRender={(o) => o.label ?? (row.taxName as string | null | undefined) ?? unreadableLabel()}
      onChange={(v) => setRow({ taxId: v ?? null, taxName: null, taxRate: taxes.find((t) => t._id === v)?.rate ?? 0 })}
    />
  );
}

/**
 * The line table's column widths on the order form (px): 860, and the delete button's 56, so the whole
 * table fits the card at 1280 px with the side menu open (about 935 px inside it) and scrolls sideways
 * only on a phone; as wide as their content, the generated tables' way, the inputs pushed the delete
 * button out of the card. The product picker keeps its 160 px least width (ReferenceSelect); the money columns
 * show ¥370,370.34 whole.
 */
const ORDER_LINE_WIDTHS: Readonly<Record<string, number>> = {
  productId: 176,
  productName: 120,
  quantity: 72,
  unitPrice: 104,
  discount: 92,
  taxId: 100,
  amount: 104,
  taxAmount: 92,
};

/**
 * The order form's part of the one line editor (LineItemsTable): product (name and price copied when
 * chosen), quantity, unit price and discount in yuan, tax (rate copied) among the enabled ones; each
 * line's amount and tax shown live; the totals under the form (OrderTotals, with 大写金额).
 */
export function orderLineEditing(defaultTax: TaxOption | undefined): LineItemsCustom {
  return {
    cells: {
      productId: ProductCell,
      productName: ProductNameCell,
      quantity: QuantityCell,
      unitPrice: UnitPriceCell,
      discount: DiscountCell,
      taxId: TaxCell,
    },
    omit: ['taxRate'],
    newRow: () => newLine(defaultTax),
    addLabel: t('addLine'),
    emptyText: t('linesEmpty'),
    sums: false,
    widths: ORDER_LINE_WIDTHS,
  };
}
