/**
 * The shape of a field type's spec: everything the product knows about one type, in one file per
 * type (this folder's README says how to add one). Pure data and pure functions: the client and the
 * server both read it (src/schemas imports nothing of src/ but src/domain).
 */
import type { RegionMatch } from '../../domain/regionMatch';
import type { RequiredVerb } from '../../domain/validationMessages';
import type { ListValue } from '../listQuery';
import type { FieldSchema, FieldVisibility } from '../types';

/**
 * How a field is filtered above the list:
 * - `equality`: choose one or more values (enum, multiEnum, reference, references, boolean, region,
 *   rating) → eq / in / ne (a multiEnum or references field matches when it holds any of them, a
 *   region field when it lies within the province or city chosen);
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

/**
 * How a field type is stored: JSON-ish values as text, booleans 0/1, money integer cents, a region as
 * text that begins with its deepest code (server/src/schema-engine/field-types/region.ts).
 */
export type StorageKind = 'text' | 'integer' | 'real' | 'bool' | 'json' | 'region';

/** JSON Schema as the server's Ajv reads it (`nullable` is Ajv's OpenAPI keyword: null passes uncoerced). */
export type JsonSchema = Record<string, unknown>;

/**
 * The pieces of a field's JSON schema that follow from the field's rules rather than its type
 * (fieldDefaults.ts): the server builds them (server/src/schema-engine/request-schemas.ts) and a
 * type's `jsonSchema` chooses among them. Passed in, so a spec never imports the rules that read it.
 */
interface JsonSchemaParts {
  /** `title` (the label the error handler names), the required message, `nullable` when clearable. */
  base: JsonSchema;
  /** Whether null is accepted (an optional field without a default). */
  nullable: boolean;
  /** Text within the field's lengths, with its pattern and its check characters (`x-check`). */
  text(): JsonSchema;
  /** A number of JSON type `type` within the field's limits (and decimals for `number`). */
  number(type: 'number' | 'integer'): JsonSchema;
  /** One row of a lineItems field: its item fields as an object schema. */
  lineItem(): JsonSchema;
}

/**
 * Whether the designer lets an admin give the type a default value: `typed` (typed or chosen in the
 * designer), `none` (not offered: chosen from a picker, several values, a personal number), `refused`
 * (the design rules refuse one: the value is chosen from server data, uploaded or numbered by the server).
 */
type DefaultOffer = 'typed' | 'none' | 'refused';

/** What the resource designer (设置 → 数据模型) offers for a type it lets admins choose. */
interface DesignerOffer {
  /** Whether a default value can be given (DefaultOffer). */
  default: DefaultOffer;
  /** Length and pattern rules make sense: users type free text (other text types have a fixed shape). */
  typedText: boolean;
  /** What a new field of the type needs to be valid at once (starter options, a 编号规则). */
  starter?: Partial<FieldSchema>;
}

/**
 * The caller's clock for a sample's dates: a spec reads no clock (nor the browser's time zone) itself;
 * the designer's preview hands in its own.
 */
export interface SampleClock {
  /** The local date `daysAgo` days before today, `YYYY-MM-DD`. */
  date(daysAgo: number): string;
  /** The moment `daysAgo` days before now, ISO-8601. */
  moment(daysAgo: number): string;
}

/**
 * A setting only this type takes: a field of another type that sets one of `keys` is refused by the
 * design rules with `refusal` (after the field's name: 不是省市区，不能设层级).
 */
interface OwnSettings {
  keys: ReadonlyArray<keyof FieldSchema>;
  refusal: string;
}

/** What a spreadsheet cell holds: text, a number, a date (Excel shows it as one) or nothing. */
export type CellValue = string | number | Date | null;

/**
 * What a conversion needs that a value alone does not say, given by the export per chunk of rows
 * (server/src/schema-engine/export/): referenced records' titles, looked up in one batch, and the
 * business time zone's wall clock. So a spec still reads no database and no clock.
 */
export interface CellContext {
  /** The title of the record `id` a reference field (or item field) of `field` names (无权查看 when not the caller's to read). */
  title(field: FieldSchema, id: string): string;
  /** An instant as a Date whose UTC fields read the business time zone's wall clock: Excel dates have no zone. */
  wallClock(instant: Date): Date;
  /** How an item field's value of line items reads as text, titles looked up (line items name their items so). */
  itemText(item: FieldSchema, value: unknown): string;
}

/** What an imported cell holds: a cell's value, or a boolean (a CSV never gives one; exceljs may). */
export type ReadCell = CellValue | boolean;

/**
 * A cell read back: the wire value (undefined: empty, the field is left out of the row), a Chinese
 * problem naming the field, or the titles of the records a reference names (the import looks them
 * up in batches: a spec reads no database).
 */
export type CellRead = { value: unknown } | { problem: string } | { titles: string[] };

/** What reading a cell needs that the cell alone does not say: the business time zone, the divisions. */
export interface ImportContext {
  /** A Date whose UTC fields read the business wall clock (an Excel date-time) → the instant it names. */
  instant(wallClock: Date): Date;
  /** Typed 省市区 text → the divisions it names (src/domain/regionMatch.ts, over the server's division data). */
  region(text: string): RegionMatch;
}

/**
 * How a value becomes a spreadsheet cell and back (docs/schema-engine.md, 导出 and 导入), so each
 * type's spreadsheet rules stay in its spec.
 */
export interface CellConversions {
  /** Wire value → the cell: option labels, 是/否, yuan, Dates, titles, names; null when empty. */
  toCell(value: unknown, field: FieldSchema, ctx: CellContext): CellValue;
  /** Excel's number format of the column (¥#,##0.00, yyyy-mm-dd), when its cells are numbers or dates. */
  numFmt?(field: FieldSchema): string;
  /**
   * The cell → the wire value, by the rules a person filling a sheet expects (option labels, 是/否,
   * yuan, dates typed or as Excel dates, titles, regions by their names). Absent: the type is not
   * imported (files, line items): its column is left out of the template and ignored in a file.
   */
  fromCell?(cell: ReadCell, field: FieldSchema, ctx: ImportContext): CellRead;
  /** What the template's 说明 sheet says the column takes (填写名称, 是/否, the options). */
  rule?(field: FieldSchema): string;
}

/** Everything about one field type. */
export interface FieldTypeSpec {
  /** Chinese name an admin reads (designer, messages such as “是附件，不能筛选”). */
  label: string;
  /** Where it shows and how it is filtered, searched and sorted when its field does not say. */
  defaults: TypeDefaults;
  /** The pattern its text follows when its field gives none (messages: validationMessages.pattern). */
  pattern?: string;
  /** The longest text when its field declares no `maxLength` (fieldMaxLength: 200 otherwise). */
  maxLength?: number;
  /**
   * How a missing value is asked for (请输入 / 请选择 / 请上传), or `rows` for a list of rows of the
   * field's own item fields (`itemFields`, `computation`, `childTable`), which needs at least one
   * (validationMessages.minItems).
   */
  required: RequiredVerb | 'rows';
  /** The numbers the type holds at all (a field's `min`/`max` may narrow them, never widen them). */
  bounds?: { min: number; max: number };
  /** Numbers are integer cents: limits read as ¥ yuan in messages. */
  cents?: boolean;
  /** Decimal places: fixed (integer 0, money 2 in yuan) or `field` (the field's `precision`, default 2). */
  decimals?: number | 'field';
  /** The server alone gives the value: never in forms, never accepted from the client. */
  serverSet?: boolean;
  /** A choice among the field's `options`. */
  options?: boolean;
  /** The value is a list of values (ids, options): stored as a JSON array, an equality filter matches any. */
  valueList?: boolean;
  /** Records of another resource (the field's `reference`): one `_id`, or a list of them. */
  refersTo?: 'one' | 'many';
  /** `min`/`max` count the value's entries (ids, files, rows) instead of bounding a number. */
  countsEntries?: boolean;
  /** `'$today'` may be its default: the business day of the save (fieldDefaults.ts TODAY). */
  defaultToday?: boolean;
  /** What follows a number of the type where it is typed or read (13%). */
  suffix?: string;
  /**
   * The server completes or makes the value in the save itself (its server part: region names, file
   * uploads, numbers): it takes no default and is no item field of line items (the save completes a
   * record's own fields, not an item's).
   */
  completedInSave?: boolean;
  /** Settings only this type takes (design rules refuse them on other types). */
  ownSettings?: OwnSettings;
  /**
   * What the design rules (designCheck.ts) refuse in a field of this type beyond the common checks,
   * each reported through `at` in words following the field's name.
   */
  designProblems?(field: FieldSchema, at: (words: string) => void): void;
  /**
   * What validateSchema refuses in a field of this type beyond the common checks, in a developer's
   * words (English, as that check's other messages): the same rules as `designProblems`.
   */
  schemaProblems?(field: FieldSchema, at: (message: string) => void): void;
  /** How its values are stored: one kind, or chosen from the field (an enum of numbers is an integer). */
  storage: StorageKind | ((field: Pick<FieldSchema, 'options'>) => StorageKind);
  /** Its value's JSON schema on the server, from the parts its field's rules give. */
  jsonSchema(field: FieldSchema, parts: JsonSchemaParts): JsonSchema;
  /**
   * A list filter's value (text from the query string) as the type holds it, or undefined when no
   * value of the type reads so (a 400). Absent: numbers are read as numbers, options as one of the
   * field's, the rest as the text itself (listQuerySchema.ts).
   */
  filterValue?(text: string): ListValue | undefined;
  /** Its list column: default width in pixels, and whether cells wrap (several tags) rather than cut off. */
  list: { width: number; wraps?: boolean };
  /** What the designer offers; absent when admins cannot choose the type (developers' types). */
  designer?: DesignerOffer;
  /** How a value reads as plain text (a sample, a message, a cell) without looking anything up. */
  text(value: unknown, field: FieldSchema): string;
  /**
   * A made-up value for row `row` (0, 1…) of the designer's preview, within the field's settings and
   * passing the form's checks (null where none is shown: nothing is uploaded in a preview).
   */
  sample(field: FieldSchema, row: number, clock: SampleClock): unknown;
  /** Spreadsheet cell conversions (export and import); see CellConversions. */
  cell: CellConversions;
}
