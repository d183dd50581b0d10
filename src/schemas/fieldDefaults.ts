/**
 * Per-type defaults shared by the client and the server: where a field shows when its schema does
 * not say, how it is filtered, whether it can be searched or sorted. Pure data and functions (no
 * browser or node imports) so both sides read the same answers.
 */
import type { FieldSchema, FieldType, FieldVisibility } from './types';

/**
 * How a field is filtered above the list:
 * - `equality`: choose one or more values (enum, reference, references, boolean) → eq / in / ne;
 * - `range`: from–to (number, integer, money, percent, date, datetime) → gte / lte (between);
 * - `text`: substring (text-like types) → contains / eq;
 * - `none`: cannot be filtered (image, json, lineItems).
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
  json: { visibility: { list: false, form: true, show: true }, filterKind: 'none', searchable: false, sortable: false, numeric: false, textual: false },
  lineItems: { visibility: notInList, filterKind: 'none', searchable: false, sortable: false, numeric: false, textual: false },
};

/** Every field type, in declaration order of TYPE_DEFAULTS. */
export const ALL_FIELD_TYPES = Object.keys(TYPE_DEFAULTS) as FieldType[];

/** True when `type` is one of the closed set of field types (for schemas loaded at run time). */
export function isFieldType(type: unknown): type is FieldType {
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(TYPE_DEFAULTS, type);
}

/**
 * Where a field shows: its own `visible` flags, else the type's defaults. A `readOnly` field is
 * never in forms (the server computes or sets it).
 */
export function fieldVisibility(field: FieldSchema): Required<FieldVisibility> {
  const d = TYPE_DEFAULTS[field.type].visibility;
  const v = field.visible ?? {};
  return {
    list: v.list ?? d.list,
    form: field.readOnly ? false : (v.form ?? d.form),
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

/** Mainland mobile, or a landline with area code: the default pattern of `phone` fields (client and server). */
export const PHONE_PATTERN = '^(1[3-9]\\d{9}|0\\d{2,3}-?\\d{7,8}(-\\d{1,6})?)$';
/** The default pattern of `email` fields (client and server). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
