/**
 * Client-side validation from a field's schema, in the one wording the server answers with too
 * (src/domain/validationMessages.ts, docs/requirements.md §5.1): required, lengths, number ranges,
 * decimal places, patterns, identity codes' check characters, and each type's own check (its
 * renderer's `problem`: regions' depth, the number of files, line items' rows). The server enforces
 * the same limits from the same schema; these only spare the round trip and put the message under the field.
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
import { InvalidJson } from './invalidJson';
import { rendererRegistry } from './registry';

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

/** The first thing wrong with a text for `field`, or undefined. */
function textProblem(field: FieldSchema, value: string): string | undefined {
  const length = [...value].length;
  if (field.minLength !== undefined && length < field.minLength) return say.minLength(field.label, field.minLength);
  if (TYPE_DEFAULTS[field.type].textual && length > fieldMaxLength(field)) return say.maxLength(field.label, fieldMaxLength(field));
  // Text a picker or an upload gives in its wire shape: the type's shape is the input's and the server's to check.
  const pattern = rendererRegistry[field.type].picks ? field.pattern : fieldPattern(field);
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
  return rendererRegistry[field.type]?.problem?.(field, value, fieldProblem);
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
