import { Typography } from 'antd';
import { validationMessages as say } from '../../../domain/validationMessages';
import type { FieldSchema } from '../../../schemas/types';
import type { DisplayProps, FieldCheck, InputProps, Renderer, RendererLookup } from '../types';
import { LineItemsTable } from './LineItemsTable';
import { t } from '../../../i18n/messages/zh-CN/engineFields';

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
    if (mode === 'list') return <Typography.Text>{t('lineCount', { n: rows.length })}</Typography.Text>;
    return <LineItemsTable field={field} schema={schema} value={rows} resolveItem={resolveItem} />;
  }
  return { Input: LineItemsInput, Display: LineItemsDisplay, Filter: null, problem: lineItemsProblem };
}

/**
 * The first problem of a line-items value. The form shows one message under the whole table, so it
 * names the row before the item field's own message: 第 2 行：请输入数量.
 */
function lineItemsProblem(field: FieldSchema, value: unknown, check: FieldCheck): string | undefined {
  if (!Array.isArray(value)) return undefined;
  if (field.max !== undefined && value.length > field.max) return say.maxItems(field.label, field.max);
  for (let i = 0; i < value.length; i++) {
    const row = (value[i] ?? {}) as Record<string, unknown>;
    for (const item of field.itemFields ?? []) {
      if (item.readOnly) continue;
      const problem = check(item, row[item.name]);
      if (problem) return t('rowProblem', { n: i + 1, problem });
    }
  }
  return undefined;
}
