import type { ColumnsType } from 'antd/es/table';
import { getDefaultSortOrder } from '@refinedev/antd';
import { Link, type CrudSort } from '@refinedev/core';
import { resolveRenderer } from '../renderers/resolveRenderer';
import type { FieldSchema, ResourceAction, ResourceSchema } from '../../schemas/types';
import type { ResourceOverrides } from './overrides';
import { RowActions } from './RowActions';
import { PhoneRowActions } from './PhoneRowActions';
import { allows } from './schemaLayout';
import { columnWidth, cutsOff } from './columnWidths';
import { t as tc } from '../../i18n/messages/zh-CN/common';

type Row = Record<string, unknown>;

/** Inputs of buildColumns. */
export interface ColumnInputs {
  schema: ResourceSchema;
  fields: FieldSchema[];
  sorters: CrudSort[];
  showUrl: (id: string) => string;
  overrides?: ResourceOverrides;
  onDeleted?: () => void;
  /** Whether the user may take an action (useOffered); default: whatever the schema offers. */
  offers?: (action: ResourceAction) => boolean;
  /**
   * A phone's list: 操作 is one 更多 button right after the record's name (PhoneRowActions), not
   * buttons at the row's end, far to the right inside the sideways scroll; nor fixed, where it would
   * cover half the row.
   */
  phone?: boolean;
  /** Without 操作 and without sorting: a glance at some records (a show page's related list), not a list screen. */
  glance?: boolean;
}

/**
 * The columns of a generated list: one per field (the first links to the record's show page),
 * sortable where the schema says, numbers right-aligned, then 操作 with the row actions.
 */
export function buildColumns({
  schema,
  fields,
  sorters,
  showUrl,
  overrides,
  onDeleted,
  offers,
  phone = false,
  glance = false,
}: ColumnInputs): ColumnsType<Row> {
  const linked = offers ? offers('show') : allows(schema, 'show');
  const columns: ColumnsType<Row> = fields.map((field, index) => {
    const renderer = resolveRenderer(field, schema);
    const own = overrides?.columns?.[field.name];
    const cell = (value: unknown, record: Row) =>
      own?.render ? (
        own.render(value, record)
      ) : (
        <renderer.Display field={field} schema={schema} value={value} record={record} mode="list" />
      );
    return {
      key: field.name,
      dataIndex: field.name,
      title: own?.title ?? field.label,
      // Each column keeps to its width (columnWidths.ts): text cuts off, tags wrap, none runs under 操作.
      width: own?.width ?? columnWidth(field, index === 0),
      // The record's name stays in view while the table scrolls to its last columns (负责人, 所在地区).
      fixed: index === 0 ? ('left' as const) : undefined,
      align: renderer.align,
      ellipsis: cutsOff(field),
      sorter: field.sortable && !glance ? true : undefined,
      sortOrder: field.sortable && !glance ? (getDefaultSortOrder(field.name, sorters) ?? null) : undefined,
      render: (value: unknown, record: Row) =>
        index === 0 && linked ? <Link to={showUrl(String(record._id))}>{cell(value, record)}</Link> : cell(value, record),
    };
  });
  if (glance) return columns;
  if (phone) {
    columns.splice(1, 0, {
      key: '_actions',
      title: tc('actions'),
      // Room for its title in either language (操作, Actions) on one line.
      width: 88,
      render: (_v, record) => <PhoneRowActions schema={schema} record={record} onDeleted={onDeleted} extra={overrides?.rowActions} />,
    });
    return columns;
  }
  columns.push({
    key: '_actions',
    title: tc('actions'),
    // In sight while the row scrolls.
    fixed: 'right',
    // A resource's own row actions (rowActions) need room beside 查看 / 编辑 / 删除.
    width: overrides?.rowActions ? 230 : 160,
    render: (_v, record) => <RowActions schema={schema} record={record} onDeleted={onDeleted} extra={overrides?.rowActions} />,
  });
  return columns;
}
