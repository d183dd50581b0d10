import { Typography } from 'antd';
import type { DisplayProps, InputProps, Renderer } from '../types';
import { LineItemsTable } from './LineItemsTable';

function LineItemsInput({ field, schema, value, onChange, disabled }: InputProps) {
  return <LineItemsTable field={field} schema={schema} value={value} onChange={(rows) => onChange?.(rows)} disabled={disabled} />;
}

function LineItemsDisplay({ field, schema, value, mode }: DisplayProps) {
  const rows = Array.isArray(value) ? value : [];
  if (mode === 'list') return <Typography.Text>{rows.length} 行</Typography.Text>;
  return <LineItemsTable field={field} schema={schema} value={rows} />;
}

/** A sub-table of rows with their own fields (order and quotation lines) and live totals. */
export const lineItemsRenderer: Renderer = { Input: LineItemsInput, Display: LineItemsDisplay, Filter: null };
