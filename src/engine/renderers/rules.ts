/**
 * Client-side validation from a field's schema, in the one wording the server answers with too
 * (src/domain/validationMessages.ts, docs/requirements.md §5.1): required, lengths, number ranges,
 * decimal places, patterns, identity codes' check characters, regions' depth, the number of files. The server enforces the same limits
 * from the same schema; these only spare the round trip and put the message under the field.
 */
import type { Rule } from 'antd/es/form';
import { validationMessages as say } from '../../domain/validationMessages';
import {
  fieldClearable,
  fieldMaxLength,
  fieldNumberLimits,
  fieldPattern,
  fieldPrecision,
  requiredMessage,
  TYPE_DEFAULTS,
} from '../../schemas/fieldDefaults';
import { checkedTextProblem, isCheckedType } from '../../schemas/fieldChecks';
import { specOf } from '../../schemas/fieldTypes';
import type { FieldSchema } from '../../schemas/types';
import { matchesPattern } from '../../schemas/textPattern';
import { fileLimits } from '../../domain/fileTypes';
import { isRegionValue, REGION_LEVEL_NAMES, regionLevelOf, resolveRegion } from '../../domain/regions';
import { InvalidJson } from './invalidJson';
import { loadedRegions } from './fields/region/regionData';

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && !v.trim()) || (Array.isArray(v) && v.length === 0);

/** Decimal places written in a number (1.25 → 2). */
const placesOf = (n: number) => {
  const [, fraction = ''] = String(n).split('.');
  return fraction.replace(/e.*$/, '').length;
};

/** The first thing wrong with a number for `field`, or undefined. */
function numberProblem(field: FieldSchema, value: number): string | undefined {
  const money = !!specOf(field).cents;
  const { min, max } = fieldNumberLimits(field);
  if (value < min) return say.min(field.label, min, money);
  if (value > max) return say.max(field.label, max, money);
  if (specOf(field).decimals === 'field') {
    const places = fieldPrecision(field);
    if (placesOf(value) > places) return say.decimals(field.label, places);
  }
  return undefined;
}

/** Types whose text comes from a picker or an upload, not the keyboard: their shape is the server's to check. */
const PICKED = new Set<FieldSchema['type']>(['image', 'date', 'datetime', 'reference']);

/** The first thing wrong with a text for `field`, or undefined. */
function textProblem(field: FieldSchema, value: string): string | undefined {
  const length = [...value].length;
  if (field.minLength !== undefined && length < field.minLength) return say.minLength(field.label, field.minLength);
  if (TYPE_DEFAULTS[field.type].textual && length > fieldMaxLength(field)) return say.maxLength(field.label, fieldMaxLength(field));
  const pattern = PICKED.has(field.type) ? field.pattern : fieldPattern(field);
  // The server's engine (RE2, textPattern.ts), so both sides agree on every text.
  if (pattern && !matchesPattern(pattern, value)) return say.pattern(field.label, field.patternMessage);
  // Identity codes: shape, birth date and check character, by the rules the server applies.
  if (isCheckedType(field.type)) return checkedTextProblem(field.type, field.label, value);
  return undefined;
}

/** The first thing wrong with `value` for `field`, as a Chinese message; undefined when it is fine. */
export function fieldProblem(field: FieldSchema, value: unknown): string | undefined {
  // A cleared input (null) of a field with a default: the server keeps a value there, so ask for one.
  if (value === null && !fieldClearable(field)) return requiredMessage(field);
  if (isEmpty(value)) return field.required ? requiredMessage(field) : undefined;
  if (value instanceof InvalidJson) return say.invalidJson(field.label);
  if (TYPE_DEFAULTS[field.type].numeric && typeof value === 'number') return numberProblem(field, value);
  if (typeof value === 'string') return textProblem(field, value);
  if (field.type === 'lineItems' && Array.isArray(value)) return lineItemsProblem(field, value);
  if (field.type === 'file' && Array.isArray(value) && value.length > fileLimits(field).max)
    return say.maxItems(field.label, fileLimits(field).max);
  if (field.type === 'region' && isRegionValue(value)) return regionProblem(field, value.codes);
  return undefined;
}

/**
 * A region chosen above the level the field asks for (the cascader lets a choice stop early below
 * 区县). Judged with the divisions the input loaded — a city without districts is a full choice —
 * or, before they are, by depth alone; the server checks every code again.
 */
function regionProblem(field: FieldSchema, codes: string[]): string | undefined {
  const level = regionLevelOf(field.regionLevel);
  const data = loadedRegions();
  // Without the data only a province alone is surely short (every province has cities; some cities have no districts).
  const result = data ? resolveRegion(data.index, codes, level) : codes.length < Math.min(level, 2) ? 'depth' : undefined;
  if (result === 'depth') return say.regionDepth(field.label, REGION_LEVEL_NAMES[level - 1]);
  if (result === 'unknown') return say.regionUnknown(field.label);
  if (result === 'path') return say.regionPath(field.label);
  return undefined;
}

/**
 * The first problem of a line-items value. The form shows one message under the whole table, so it
 * names the row before the item field's own message: 第 2 行：请输入数量.
 */
function lineItemsProblem(field: FieldSchema, rows: unknown[]): string | undefined {
  if (field.max !== undefined && rows.length > field.max) return say.maxItems(field.label, field.max);
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
