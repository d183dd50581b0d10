import { Typography } from 'antd';
import type { DisplayProps, InputProps, Renderer, RendererLookup } from '../types';
import { LineItemsTable } from './LineItemsTable';

/**
 * A sub-table of rows with their own fields (order and quotation lines) and live totals. Its item
 * fields are drawn with `resolveItem`, handed in by the registry: importing the look-up here would
 * make the registry and this renderer import each other.
 */
export function createLineItemsRenderer(resolveItem: RendererLookup): Renderer {
  function LineItemsInput({ field, schema, value, onChange, disabled }: InputProps) {
    return (
      <LineItemsTable
        field={field}
        schema={schema}
        value={value}
        onChange={(rows) => onChange?.(rows)}
        disabled={disabled}
        resolveItem={resolveItem}
      />
    );
  }
  function LineItemsDisplay({ field, schema, value, mode }: DisplayProps) {
    const rows = Array.isArray(value) ? value : [];
    if (mode === 'list') return <Typography.Text>{rows.length} 行</Typography.Text>;
    return <LineItemsTable field={field} schema={schema} value={rows} resolveItem={resolveItem} />;
  }
  return { Input: LineItemsInput, Display: LineItemsDisplay, Filter: null };
}
