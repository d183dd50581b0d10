/**
 * Per-type defaults shared by the client and the server: where a field shows when its schema does
 * not say, how it is filtered, whether it can be searched or sorted. Pure data and functions (no
 * browser or node imports) so both sides read the same answers.
 */
import type { RequiredVerb } from '../domain/validationMessages';
import { validationMessages } from '../domain/validationMessages';
import type { FieldSchema, FieldType, FieldVisibility } from './types';

/**
 * How a field is filtered above the list:
 * - `equality`: choose one or more values (enum, multiEnum, reference, references, boolean, region) → eq /
 *   in / ne (a multiEnum or references field matches when it holds any of them, a region field when
 *   it lies within the province or city chosen);
 * - `range`: from–to (number, integer, money, percent, date, datetime, time) → gte / lte (between);
 * - `text`: substring (text-like types) → contains / eq;
 * - `none`: cannot be filtered (image, json, lineItems, file).
 */
export type FilterKind = 'equality' | 'range' | 'text' | 'none';

/** What a field type allows and shows by default. */
export interface TypeDefaults {
  /** Visibility used for each flag the field leaves out. */
  visibility: Required<FieldVisibility>;
  filterKind: FilterKind;
  /** May be marked `searchable` (matched by substring in the search box). */
  searchable: boolean;
  /** May be marked `sortable`. */
  sortable: boolean;
  /** Values are numbers on the wire (money: integer cents). */
  numeric: boolean;
  /** Values are text on the wire: `pattern`, `minLength` and `maxLength` apply (both sides enforce them). */
  textual: boolean;
}

const everywhere = { list: true, form: true, show: true } as const;
const notInList = { list: false, form: true, show: true } as const;

/** The defaults of every field type; a `Record` so a new type without defaults fails to compile. */
export const TYPE_DEFAULTS: Record<FieldType, TypeDefaults> = {
  text: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: true },
  textarea: { visibility: notInList, filterKind: 'text', searchable: true, sortable: false, numeric: false, textual: true },
  number: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: true, textual: false },
  integer: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: true, textual: false },
  money: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: true, textual: false },
  percent: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: true, textual: false },
  boolean: { visibility: everywhere, filterKind: 'equality', searchable: false, sortable: true, numeric: false, textual: false },
  enum: { visibility: everywhere, filterKind: 'equality', searchable: false, sortable: true, numeric: false, textual: false },
  date: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: false, textual: true },
  datetime: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: false, textual: true },
  phone: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: true },
  email: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: true },
  image: { visibility: everywhere, filterKind: 'none', searchable: false, sortable: false, numeric: false, textual: true },
  reference: { visibility: everywhere, filterKind: 'equality', searchable: false, sortable: false, numeric: false, textual: true },
  references: { visibility: everywhere, filterKind: 'equality', searchable: false, sortable: false, numeric: false, textual: false },
  json: {
    visibility: { list: false, form: true, show: true },
    filterKind: 'none',
    searchable: false,
    sortable: false,
    numeric: false,
    textual: false,
  },
  lineItems: { visibility: notInList, filterKind: 'none', searchable: false, sortable: false, numeric: false, textual: false },
  url: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: true },
  // `HH:mm` text orders like the time it names, so a range filter and a sort work on the text.
  time: { visibility: everywhere, filterKind: 'range', searchable: false, sortable: true, numeric: false, textual: true },
  // A JSON array: found by the values it holds, not ordered by them.
  multiEnum: { visibility: everywhere, filterKind: 'equality', searchable: false, sortable: false, numeric: false, textual: false },
  idCard: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: true },
  creditCode: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: true },
  // Chosen from the division data; the filter is a province or a city and finds the records within it.
  region: { visibility: everywhere, filterKind: 'equality', searchable: false, sortable: false, numeric: false, textual: false },
  file: { visibility: notInList, filterKind: 'none', searchable: false, sortable: false, numeric: false, textual: false },
  // Text the server makes: found by substring, ordered as text (its counter is zero-padded).
  autoNumber: { visibility: everywhere, filterKind: 'text', searchable: true, sortable: true, numeric: false, textual: false },
};

/** Every field type, in declaration order of TYPE_DEFAULTS. */
export const ALL_FIELD_TYPES = Object.keys(TYPE_DEFAULTS) as FieldType[];

/** True when `type` is one of the closed set of field types (for schemas loaded at run time). */
export function isFieldType(type: unknown): type is FieldType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(TYPE_DEFAULTS, type);
}

/**
 * Whether the server alone sets a field: `readOnly`, or an autoNumber (its number is given on add,
 * whatever the schema says). Never in forms, never accepted from the client.
 */
export const fieldReadOnly = (field: Pick<FieldSchema, 'type' | 'readOnly'>): boolean => !!field.readOnly || field.type === 'autoNumber';

/**
 * Where a field shows: its own `visible` flags, else the type's defaults. A read-only field is
 * never in forms (the server computes or sets it).
 */
export function fieldVisibility(field: FieldSchema): Required<FieldVisibility> {
  const d = TYPE_DEFAULTS[field.type].visibility;
  const v = field.visible ?? {};
  return {
    list: v.list ?? d.list,
    form: fieldReadOnly(field) ? false : (v.form ?? d.form),
    show: v.show ?? d.show,
  };
}

/** The filter kind of a field's type (whether it is marked `filterable` or not). */
export function filterKind(field: FieldSchema): FilterKind {
  return TYPE_DEFAULTS[field.type].filterKind;
}

/** Decimal places of a number-like field: money 2 (yuan), integer 0, number/percent `precision` or 2. */
export function fieldPrecision(field: FieldSchema): number {
  if (field.type === 'integer') return 0;
  if (field.type === 'money') return 2;
  return field.precision ?? 2;
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
  const within = (n: number) => Math.min(Math.max(n, -NUMBER_LIMIT), NUMBER_LIMIT);
  return { min: within(field.min ?? -NUMBER_LIMIT), max: within(field.max ?? NUMBER_LIMIT) };
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

/** Mainland mobile, or a landline with area code: the default pattern of `phone` fields (client and server). */
export const PHONE_PATTERN = '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8}(-\\d{1,6})?)$';
/** The default pattern of `email` fields (client and server). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** A time of day, 24 h: the default pattern of `time` fields, and the shape a time filter value must have. */
export const TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$';
/** A web address: http or https, a host, then optionally a path, query or fragment; no spaces. */
export const URL_PATTERN = '^https?://[^\\s/?#]+([/?#]\\S*)?$';
const DATETIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:?\\d{2})?$';
/** Files uploaded to this server (POST /ace-apis/upload/image) or absolute web addresses. */
const IMAGE_PATTERN = '^(/ace-apis/uploads/[\\w-]+/[\\w-]+\\.(png|jpg|gif|webp)|https?://\\S+)$';

/** The pattern each text type follows when its field gives none. */
const DEFAULT_PATTERNS: Partial<Record<FieldType, string>> = {
  phone: PHONE_PATTERN,
  email: EMAIL_PATTERN,
  date: DATE_PATTERN,
  datetime: DATETIME_PATTERN,
  image: IMAGE_PATTERN,
  time: TIME_PATTERN,
  url: URL_PATTERN,
};

/**
 * The pattern a field's text must match: its own, else its type's default (phone, email, dates, times,
 * images, web addresses). idCard and creditCode have none: their whole shape is checked with their
 * check character (fieldChecks.ts).
 */
export function fieldPattern(field: FieldSchema): string | undefined {
  return field.pattern ?? DEFAULT_PATTERNS[field.type];
}

/** Longest text of each type when its field declares no `maxLength`, so no field is unbounded. */
const DEFAULT_MAX_LENGTH: Partial<Record<FieldType, number>> = {
  text: 200,
  textarea: 2000,
  phone: 20,
  email: 254,
  image: 500,
  reference: 64,
  date: 10,
  datetime: 40,
  enum: 64,
  url: 2000,
  time: 5,
  idCard: 18,
  creditCode: 18,
};

/** The longest text a field accepts: its `maxLength`, else its type's default (200 for other text). */
export function fieldMaxLength(field: FieldSchema): number {
  return field.maxLength ?? DEFAULT_MAX_LENGTH[field.type] ?? 200;
}

/** How a missing value of each type is asked for: chosen types 请选择, images and files 请上传, the rest 请输入. */
const REQUIRED_VERBS: Partial<Record<FieldType, RequiredVerb>> = {
  enum: 'choose',
  multiEnum: 'choose',
  time: 'choose',
  reference: 'choose',
  references: 'choose',
  date: 'choose',
  datetime: 'choose',
  boolean: 'choose',
  region: 'choose',
  image: 'upload',
  file: 'upload',
};

/**
 * The message for a required field left empty, the same in the form and in the server's 400:
 * 请输入/请选择/请上传{label}; line items, which are a list, need at least one row.
 */
export function requiredMessage(field: FieldSchema): string {
  if (field.type === 'lineItems') return validationMessages.minItems(field.label, 1);
  return validationMessages.required(field.label, REQUIRED_VERBS[field.type] ?? 'input');
}

/** The dynamic default of date fields (`default: '$today'`): the business day when the record is saved. */
export const TODAY = '$today';

/**
 * The value a field takes when a new record leaves it out: its `default`, with `'$today'` read as
 * `today` (the server passes its business day, a form the day it shows).
 */
export function defaultValue(field: FieldSchema, today: string): FieldSchema['default'] {
  return field.default === TODAY ? today : field.default;
}
