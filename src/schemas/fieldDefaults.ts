/**
 * Per-type defaults shared by the client and the server: where a field shows when its schema does
 * not say, how it is filtered, whether it can be searched or sorted. Pure data and functions (no
 * browser or node imports) so both sides read the same answers.
 */
import { validationMessages, type RequiredVerb } from '../domain/validationMessages';
import { FIELD_TYPE_SPECS, specOf } from './fieldTypes';
import type { FilterKind, TypeDefaults } from './fieldTypes/spec';
import type { FieldSchema, FieldType, FieldVisibility } from './types';

/** The defaults of every field type, read from its spec (fieldTypes/): a view, not a second table. */
export const TYPE_DEFAULTS = Object.fromEntries(Object.entries(FIELD_TYPE_SPECS).map(([type, spec]) => [type, spec.defaults])) as Record<
  FieldType,
  TypeDefaults
>;

/** Every field type, in the order of the specs (the designer's). */
export const ALL_FIELD_TYPES = Object.keys(FIELD_TYPE_SPECS) as FieldType[];

/** True when `type` is one of the closed set of field types (for schemas loaded at run time). */
export function isFieldType(type: unknown): type is FieldType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(FIELD_TYPE_SPECS, type);
}

/**
 * The spec of a field's type, or undefined for a type the product does not have: a schema read at
 * run time may name one, and the schema checks (validateSchema.ts) must report it, not fail on it.
 */
const knownSpec = (field: Pick<FieldSchema, 'type'>) => (isFieldType(field.type) ? specOf(field) : undefined);

/**
 * Whether the server alone sets a field: `readOnly`, or of a type the server gives (an autoNumber's
 * number is given on add, whatever the schema says). Never in forms, never accepted from the client.
 */
export const fieldReadOnly = (field: Pick<FieldSchema, 'type' | 'readOnly'>): boolean => !!field.readOnly || !!knownSpec(field)?.serverSet;

/**
 * Where a field shows: its own `visible` flags, else the type's defaults. A read-only field is
 * never in forms (the server computes or sets it).
 */
export function fieldVisibility(field: FieldSchema): Required<FieldVisibility> {
  const d = specOf(field).defaults.visibility;
  const v = field.visible ?? {};
  return {
    list: v.list ?? d.list,
    form: fieldReadOnly(field) ? false : (v.form ?? d.form),
    show: v.show ?? d.show,
  };
}

/** The filter kind of a field's type (whether it is marked `filterable` or not). */
export function filterKind(field: FieldSchema): FilterKind {
  return specOf(field).defaults.filterKind;
}

/** Decimal places of a number-like field: its type's (money 2 in yuan, integer 0), else its `precision` or 2. */
export function fieldPrecision(field: FieldSchema): number {
  const decimals = knownSpec(field)?.decimals;
  return typeof decimals === 'number' ? decimals : (field.precision ?? 2);
}

/**
 * Bounds of a numeric field that sets none: every value stays exact in a double (cents included)
 * and fits the bigint and double columns of both databases. No field is unbounded.
 */
export const NUMBER_LIMIT = 1e15;

/**
 * The range a numeric field accepts: its `min`/`max`, else ±NUMBER_LIMIT, and never beyond it (a
 * `max` of 1e20 would let through what no bigint column holds; the designer refuses one).
 */
export function fieldNumberLimits(field: FieldSchema): { min: number; max: number } {
  // Within the type's own bounds (a rating's 1 to 5) where it has them.
  const { min: lowest, max: highest } = knownSpec(field)?.bounds ?? { min: -NUMBER_LIMIT, max: NUMBER_LIMIT };
  const within = (n: number) => Math.min(Math.max(n, lowest), highest);
  return { min: within(field.min ?? lowest), max: within(field.max ?? highest) };
}

/**
 * Whether a field may be cleared (sent as `null`): only an optional field without a default. A
 * field with a default always holds a value; leave it out to get the default.
 */
export function fieldClearable(field: FieldSchema): boolean {
  return !field.required && field.default === undefined;
}

/**
 * Whether a new record cannot be saved without the client sending this field: required, written by
 * the client (not read-only, not numbered by the server) and without a default to fall back on. The
 * server's add body requires exactly these (request-schemas.ts); a role that may create cannot hide
 * or freeze them (permissionCatalogue.ts `createConflicts`).
 */
export function requiredOnCreate(field: FieldSchema): boolean {
  return !!field.required && !fieldReadOnly(field) && field.default === undefined;
}

/**
 * The pattern a field's text must match: its own, else its type's default (phone, email, dates, times,
 * images, web addresses). idCard and creditCode have none: their whole shape is checked with their
 * check character (fieldChecks.ts).
 */
export function fieldPattern(field: FieldSchema): string | undefined {
  return field.pattern ?? knownSpec(field)?.pattern;
}

/** The longest text a field accepts: its `maxLength`, else its type's default (200 for other text). */
export function fieldMaxLength(field: FieldSchema): number {
  return field.maxLength ?? knownSpec(field)?.maxLength ?? 200;
}

/**
 * The message for a required field left empty, the same in the form and in the server's 400:
 * 请输入/请选择/请上传{label} as its type asks; line items, which are a list, need at least one row.
 */
export function requiredMessage(field: FieldSchema): string {
  return validationMessages.requiredOf(field.label, requiredVerb(field));
}

/** How the field's type asks for a value left out (requiredMessage). */
export const requiredVerb = (field: FieldSchema): RequiredVerb | 'rows' => knownSpec(field)?.required ?? 'input';

/** The dynamic default of date fields (`default: '$today'`): the business day when the record is saved. */
export const TODAY = '$today';

/**
 * The value a field takes when a new record leaves it out: its `default`, with `'$today'` read as
 * `today` (the server passes its business day, a form the day it shows).
 */
export function defaultValue(field: FieldSchema, today: string): FieldSchema['default'] {
  return field.default === TODAY ? today : field.default;
}
