/**
 * Client-side validation from a field's schema, with the spec's Chinese messages (SPEC section 5:
 * 请输入{label}, length limits, number ranges, pattern mismatch). The server enforces the same
 * limits from the same schema; these only spare the round trip and put the message under the field.
 */
import type { Rule } from 'antd/es/form';
import { EMAIL_PATTERN, PHONE_PATTERN, TYPE_DEFAULTS } from '../schemas/fieldDefaults';
import type { FieldSchema } from '../schemas/types';
import { formatMoney, formatNumber } from './format';
import { InvalidJson } from './invalidJson';

/** Types chosen rather than typed: their required message says 请选择. */
const CHOSEN = new Set<FieldSchema['type']>(['enum', 'reference', 'references', 'date', 'datetime', 'boolean']);

/** The required message: 请输入{label}; 请选择{label} for choices; 请上传 / 请添加 for images and line items. */
export function requiredMessage(field: FieldSchema): string {
  if (field.type === 'image') return `请上传${field.label}`;
  if (field.type === 'lineItems') return `请添加${field.label}`;
  return `${CHOSEN.has(field.type) ? '请选择' : '请输入'}${field.label}`;
}

const shown = (field: FieldSchema, n: number) => (field.type === 'money' ? formatMoney(n) : formatNumber(n));
const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0);

/** The pattern a field's text must match: its own, else the phone / email default. */
export function fieldPattern(field: FieldSchema): string | undefined {
  return field.pattern ?? (field.type === 'phone' ? PHONE_PATTERN : field.type === 'email' ? EMAIL_PATTERN : undefined);
}

/** The first thing wrong with `value` for `field`, as a Chinese message; undefined when it is fine. */
export function fieldProblem(field: FieldSchema, value: unknown): string | undefined {
  const { label, min, max } = field;
  if (isEmpty(value)) return field.required ? requiredMessage(field) : undefined;
  if (value instanceof InvalidJson) return `${label}须为有效的 JSON`;
  if (TYPE_DEFAULTS[field.type].numeric && typeof value === 'number') {
    if (min !== undefined && max !== undefined && (value < min || value > max)) return `${label}须在${shown(field, min)}到${shown(field, max)}之间`;
    if (min !== undefined && value < min) return `${label}不能小于${shown(field, min)}`;
    if (max !== undefined && value > max) return `${label}不能大于${shown(field, max)}`;
  }
  if (typeof value === 'string') {
    const length = [...value].length;
    if (field.minLength !== undefined && length < field.minLength) return `${label}最少${field.minLength}个字符`;
    if (field.maxLength !== undefined && length > field.maxLength) return `${label}最多${field.maxLength}个字符`;
    const pattern = fieldPattern(field);
    if (pattern && !new RegExp(pattern).test(value)) return field.patternMessage ?? `${label}格式不正确`;
  }
  if (field.type === 'lineItems' && Array.isArray(value)) return lineItemsProblem(field, value);
  return undefined;
}

/** The first problem of a line-items value, naming the row: 第 2 行：请输入数量. */
function lineItemsProblem(field: FieldSchema, rows: unknown[]): string | undefined {
  for (let i = 0; i < rows.length; i++) {
    const row = (rows[i] ?? {}) as Record<string, unknown>;
    for (const item of field.itemFields ?? []) {
      if (item.readOnly) continue;
      const problem = fieldProblem(item, row[item.name]);
      if (problem) return `第 ${i + 1} 行：${problem}`;
    }
  }
  return undefined;
}

/** antd Form rules of one field (one validator running fieldProblem). */
export function fieldRules(field: FieldSchema): Rule[] {
  return [
    {
      required: !!field.required,
      validator: (_rule, value) => {
        const problem = fieldProblem(field, value);
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    },
  ];
}
