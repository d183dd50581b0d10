import type { ComponentType } from 'react';
import { Button, Descriptions, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { fieldVisibility } from '../../../schemas/fieldDefaults';
import { computeTotals, lineItemsNames, withLineFigures } from '../../../schemas/lineItems';
import type { FieldSchema, ResourceSchema } from '../../../schemas/types';
import type { RendererLookup } from '../types';
import { formatMoney } from '../../../domain/money';
import { ReferenceLabels } from '../reference/ReferenceLabels';
import { useFieldRules } from '../../screens/useFieldRules';
import { useIsPhone } from '../../../state/useScreenSize';
import './lineItemCards.css';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

type Row = Record<string, unknown>;

/** Props of a hand-written cell input: its row, and a setter that may change other cells of the row too. */
export interface LineCellProps {
  row: Row;
  index: number;
  /** Merges `patch` into the row (the figures follow). */
  setRow: (patch: Row) => void;
}

/**
 * What a hand-written screen adds to the one line editor (the order form, src/resources/sales-documents):
 * cells that change more than their own value (a product pick copies its name and price, a tax its
 * rate), a new row's values, its own wording, and its own totals instead of the sums under the table.
 */
export interface LineItemsCustom {
  /** Inputs by item-field name, replacing that field's renderer while editing. */
  cells?: Readonly<Record<string, ComponentType<LineCellProps>>>;
  /** Item fields left out of the table (the form shows them elsewhere or not at all). */
  omit?: readonly string[];
  /** A new row's values; the generated form starts one empty. */
  newRow?: () => Row;
  /** The add button's words (default 添加一行) and the empty table's (default 暂无<label>). */
  addLabel?: string;
  emptyText?: string;
  /** False when the screen shows its own totals under the table. */
  sums?: boolean;
  /**
   * Column widths (px) by item-field name, instead of the fields' own. With them the table is laid out
   * fixed: as wide as its card, the columns sharing it, and scrolled sideways only in a card narrower
   * than their sum; without them it is as wide as its content.
   */
  widths?: Readonly<Record<string, number>>;
}

/** Props of LineItemsTable: editable when `onChange` is given, else read-only. */
export interface LineItemsTableProps {
  field: FieldSchema;
  schema: ResourceSchema;
  value: unknown;
  onChange?: (rows: Row[]) => void;
  disabled?: boolean;
  /** The renderer of an item field (the app's look-up, handed in by the lineItems renderer). */
  resolveItem: RendererLookup;
  /** A hand-written screen's additions; the generated forms give none. */
  custom?: LineItemsCustom;
}

/**
 * The one line editor: the sub-table of a `lineItems` field, for the generated forms and, with its
 * `custom` cells, the order form. Computed figures (amount, tax) and the totals under the table
 * follow every keystroke (src/schemas/lineItems.ts); the server recomputes them on save. Totals
 * computed from a column the role may not see are left out.
 */
export function LineItemsTable({ field, schema, value, onChange, disabled, resolveItem, custom = {} }: LineItemsTableProps) {
  const items = field.itemFields ?? [];
  const rows: Row[] = Array.isArray(value) ? (value as Row[]).map((r) => withLineFigures(r ?? {}, items, field.computation)) : [];
  const editable = !!onChange && !disabled;
  const phone = useIsPhone();
  const shown = items.filter((f) => !custom.omit?.includes(f.name) && (fieldVisibility(f).show || (editable && fieldVisibility(f).form)));
  const setRow = (index: number, patch: Row) => {
    onChange?.(rows.map((r, i) => (i === index ? withLineFigures({ ...r, ...patch }, items, field.computation) : r)));
  };
  // Cells drawn read-only (all of them on a show page): their reference labels are read here, once per target.
  const displayed = shown.filter((item) => !editable || item.readOnly);
  const itemColumns = shown.map((item) => {
    const renderer = resolveItem(item, schema);
    const Cell = editable ? custom.cells?.[item.name] : undefined;
    return {
      key: item.name,
      title:
        item.required && editable && !item.readOnly ? (
          <span>
            <Typography.Text type="danger">* </Typography.Text>
            {item.label}
          </span>
        ) : (
          item.label
        ),
      dataIndex: item.name,
      align: renderer.align,
      width: custom.widths?.[item.name] ?? item.width,
      render: (v: unknown, _row: Row, index: number) =>
        Cell ? (
          <Cell row={rows[index]} index={index} setRow={(patch) => setRow(index, patch)} />
        ) : editable && !item.readOnly ? (
          <renderer.Input
            field={item}
            schema={schema}
            value={v}
            onChange={(next) => setRow(index, { [item.name]: next })}
            id={`${field.name}_${index}_${item.name}`}
          />
        ) : (
          <renderer.Display field={item} schema={schema} value={v} record={rows[index]} mode="list" />
        ),
    };
  });
  const removeButton = (index: number) => (
    <Button
      type="text"
      danger
      icon={<DeleteOutlined />}
      aria-label={t('deleteRow', { n: index + 1 })}
      onClick={() => onChange?.(rows.filter((_r, i) => i !== index))}
    />
  );
  const columns: ColumnsType<Row> = [
    ...itemColumns,
    ...(editable ? [{ key: '_actions', width: 56, render: (_v: unknown, _row: Row, index: number) => removeButton(index) }] : []),
  ];
  // Fixed widths: the table is at least their sum wide (a phone scrolls), else as wide as its card.
  const fittedWidth = custom.widths && columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0);
  const totals = computeTotals(rows, field.computation);
  // The sums add up what the rows are computed from: with any of it hidden from the role (its field
  // rules), a sum would tell it, and worked out without it would read ¥0.00; neither is shown.
  const { ruleOf } = useFieldRules(schema);
  const n = lineItemsNames(field.computation);
  const hides = (...names: string[]) => names.some((i) => ruleOf(`${field.name}.${i}`) === 'hidden');
  const subtotalShown = !hides(n.quantity, n.unitPrice, n.discount, n.amount);
  const taxShown = subtotalShown && !hides(n.taxRate, n.taxAmount);
  const sums =
    custom.sums === false
      ? []
      : [
          ...(subtotalShown ? [{ key: 'subtotal', label: t('subtotal'), children: formatMoney(totals.subtotal) }] : []),
          ...(taxShown
            ? [
                { key: 'tax', label: t('tax'), children: formatMoney(totals.tax) },
                { key: 'total', label: t('total'), children: <Typography.Text strong>{formatMoney(totals.total)}</Typography.Text> },
              ]
            : []),
        ];
  const footer = (
    <div className="line-items__footer">
      {editable ? (
        <Button icon={<PlusOutlined />} onClick={() => onChange?.([...rows, custom.newRow?.() ?? {}])}>
          {custom.addLabel ?? t('addRow')}
        </Button>
      ) : (
        <span />
      )}
      {sums.length > 0 && <Descriptions size="small" column={phone ? 1 : 3} items={sums} />}
    </div>
  );
  // On a phone each line is a card, its fields one under the other with their labels: a table of
  // them scrolled sideways to reach 数量 and 单价.
  if (phone)
    return (
      <ReferenceLabels fields={displayed} rows={rows}>
        <div className="line-item-cards">
          {rows.length === 0 ? (
            <p className="line-item-cards__empty">{custom.emptyText ?? t('noneOf', { label: field.label })}</p>
          ) : (
            <ol aria-label={field.label}>
              {rows.map((row, index) => (
                <li key={index} className="line-item-cards__line">
                  <div className="line-item-cards__head">
                    <span>{t('rowN', { n: index + 1 })}</span>
                    {editable && removeButton(index)}
                  </div>
                  {itemColumns.map((c) => (
                    <div key={c.key} className="line-item-cards__field">
                      <div className="line-item-cards__label">{c.title}</div>
                      <div className="line-item-cards__value">{c.render(row[c.dataIndex], row, index)}</div>
                    </div>
                  ))}
                </li>
              ))}
            </ol>
          )}
          {footer}
        </div>
      </ReferenceLabels>
    );
  return (
    <ReferenceLabels fields={displayed} rows={rows}>
      <Table<Row>
        size="small"
        bordered
        pagination={false}
        rowKey={(_r) => String(rows.indexOf(_r))}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: custom.emptyText ?? t('noneOf', { label: field.label }) }}
        tableLayout={fittedWidth ? 'fixed' : undefined}
        scroll={{ x: fittedWidth || 'max-content' }}
        footer={() => footer}
      />
    </ReferenceLabels>
  );
}
