/**
 * The resource schema format: plain, JSON-serialisable data (no functions, no React), so a schema
 * can live in a TS file for built-in resources or in the database for resources an admin adds.
 * One schema drives the client (menu, list, filters, forms, show page) and the server (accepted
 * fields, types, limits, filterable and sortable fields, required fields, defaults).
 */
import type { AreaAction } from '../domain/permissions/actions';
import type { RecordRuleName } from '../domain/recordRules';

/** The closed set of field types. Each has a renderer (src/engine/renderers) and a server rule (server/src/schema-engine). */
export type FieldType =
  | 'text'
  | 'textarea'
  | 'number'
  | 'integer'
  /** Integer cents on the wire and in the database; shown as ¥1,234.56. */
  | 'money'
  /** Stored as a number of percent (e.g. 13 for 13 %), up to two decimals. */
  | 'percent'
  | 'boolean'
  | 'enum'
  /** `YYYY-MM-DD` text. */
  | 'date'
  /** ISO-8601 UTC text; shown `YYYY-MM-DD HH:mm`. */
  | 'datetime'
  | 'phone'
  | 'email'
  /** URL of an uploaded image (served by the server from the data folder). */
  | 'image'
  /** The `_id` of a record of another resource; shown as that record's label. */
  | 'reference'
  /** A list of `_id`s of another resource (tags). */
  | 'references'
  | 'json'
  /** A sub-table of rows with their own fields (order and quotation lines). */
  | 'lineItems'
  /** An http:// or https:// address; shown as a link opening in a new tab. */
  | 'url'
  /** A time of day, `HH:mm` text (24 h). */
  | 'time'
  /** Several of `options` (text values), stored as a JSON array; shown as coloured tags. */
  | 'multiEnum'
  /** 居民身份证号: 17 digits and a check character (0-9 or X), checked (src/domain/identityCodes.ts). */
  | 'idCard'
  /** 统一社会信用代码: 18 characters with a check character (src/domain/identityCodes.ts). */
  | 'creditCode'
  /**
   * 省 / 市 / 区县 of mainland China (src/domain/regions.ts): `{ codes, names }` on the wire, codes
   * from the data package, names filled in by the server; filtered by province or city.
   */
  | 'region'
  /** Attachments: a list of `{ id, name, size, type }` of files uploaded through POST /upload/file. */
  | 'file'
  /** A number the server gives each new record from `numberPattern` (SB-2026-0001); never sent by the client. */
  | 'autoNumber'
  /** 评分: a whole number of stars, 1 to 5 (src/schemas/fieldTypes/rating.ts); shown as stars. */
  | 'rating';

export const FIELD_TYPES: readonly FieldType[] = [
  'text',
  'textarea',
  'number',
  'integer',
  'money',
  'percent',
  'boolean',
  'enum',
  'date',
  'datetime',
  'phone',
  'email',
  'image',
  'reference',
  'references',
  'json',
  'lineItems',
  'url',
  'time',
  'multiEnum',
  'idCard',
  'creditCode',
  'region',
  'file',
  'autoNumber',
  'rating',
] as const;

/** One choice of an enum or multiEnum field. `color` is an antd Tag colour; keep one colour per meaning (docs/requirements.md §10.8). */
export interface EnumOption {
  /**
   * Stored value (no comma: `in` filters list values comma-separated). multiEnum: text without `"` or
   * `\`, unique ignoring case (a filter finds it inside the stored JSON, case-insensitively).
   */
  value: string | number;
  /** Chinese label shown in tags, selects and filters. */
  label: string;
  /** antd Tag colour (`default`, `blue`, `orange`, `green`, `red`, …). */
  color?: string;
}

/** Where a field appears. Omitted flags default per type (see `fieldVisibility` in fieldDefaults.ts). */
export interface FieldVisibility {
  /** A column of the list. */
  list?: boolean;
  /** Editable in create and edit forms. */
  form?: boolean;
  /** Shown on the show page. */
  show?: boolean;
}

/** What a `reference` / `references` field points at. */
export interface ReferenceTarget {
  /** Name of the target resource schema (or, with `apiBase`, of a resource that has no schema). */
  resource: string;
  /** Field of the target shown as its label (e.g. `name`). */
  labelField: string;
  /** Fixed filters applied to the options (e.g. `{ belongTo: 'customer' }` for categories). */
  filter?: Record<string, string | number | boolean>;
  /**
   * API base of the target when it is not a schema resource (e.g. `/setting/user` for staff users):
   * its options are read from `<apiBase>/list` and `<apiBase>/findById` like a schema resource's.
   */
  apiBase?: string;
}

/**
 * Names of the item fields a `lineItems` field computes with (all money in integer cents).
 * Per row: amount = quantity × unitPrice − discount; tax = amount × taxRate / 100, half up (src/domain/money.ts).
 * Totals: subtotal = Σ amount, tax = Σ tax, total = subtotal + tax. The client shows these live
 * while editing; the server recomputes them on save and its figures are the stored ones.
 * Each name defaults to the key itself (`quantity`, `unitPrice`, …); a name absent from
 * `itemFields` is treated as 0 (discount, taxRate) or skipped (taxAmount).
 */
export interface LineItemsComputation {
  quantity?: string;
  unitPrice?: string;
  discount?: string;
  /** A percent field (13 means 13 %). */
  taxRate?: string;
  /** Read-only money field receiving quantity × unitPrice − discount. */
  amount?: string;
  /** Read-only money field receiving the row's tax. */
  taxAmount?: string;
}

/** One field of a resource (or of a line item). */
export interface FieldSchema {
  /** Property name on the wire and column name on the server; letters, digits and `_`, no `__`. */
  name: string;
  /** Chinese label, used in columns, forms and every error message about this field. */
  label: string;
  type: FieldType;
  /** Must be given on create and cannot be cleared (请输入{label}). */
  required?: boolean;
  /**
   * Numbers: inclusive limits (money limits are in cents; messages show them as ¥ yuan). Line items,
   * references and files: the most entries (default 200 rows, 50 ids, 10 files).
   */
  min?: number;
  max?: number;
  /**
   * Text-typed fields only (text, textarea, phone, email, image, reference, date, datetime, url, time,
   * idCard, creditCode): length limits in characters.
   */
  minLength?: number;
  maxLength?: number;
  /** Text-typed fields only: regular expression source the whole value must match. */
  pattern?: string;
  /** Chinese message when the pattern fails, on the client and the server (default: {label}格式不正确). */
  patternMessage?: string;
  /** enum, multiEnum: the choices. */
  options?: readonly EnumOption[];
  /** enum, multiEnum: values offered when choosing (defaults to all options); stored values may be wider. */
  selectable?: ReadonlyArray<string | number>;
  /** reference / references: the target. */
  reference?: ReferenceTarget;
  /** lineItems: the fields of one row. */
  itemFields?: readonly FieldSchema[];
  /**
   * lineItems: keep the rows in a table of their own, one row per line (`id`, `tenant_id`,
   * `project_id`, `parentColumn` = the record's id, `line_no`, then one column per item field),
   * instead of JSON in the record's row: for lines other queries read (order lines). Rows come back
   * with `_id` and `lineNo`; lists leave them out, findById and writes bring them.
   */
  childTable?: { table: string; parentColumn: string };
  /** lineItems: which item fields the live amounts are computed from (defaults: see LineItemsComputation). */
  computation?: LineItemsComputation;
  /**
   * region: how deep a value must go, 1 省, 2 市, 3 区县 (default 3); a division without subdivisions
   * (东莞市, a municipality's district) ends a path early. Below 3 the input stops at any level from it.
   */
  regionLevel?: 1 | 2 | 3;
  /**
   * file: the kinds accepted, each an extension (`.pdf`) or a MIME type (`application/pdf`,
   * `image/*`); default common office, PDF, image and archive kinds (src/domain/fileTypes.ts).
   */
  accept?: string[];
  /** file: the largest file in bytes (default 20 MB, at most 100 MB). */
  maxSize?: number;
  /**
   * autoNumber: the number's pattern, e.g. `SB-{YYYY}-{0000}`: `{YYYY}` `{YY}` `{MM}` `{DD}` from the
   * business day of the add, and one counter `{0…0}` padded to as many digits as zeros. The counter
   * restarts at 1 when the date part changes (src/domain/autoNumber.ts). Not `pattern`, which is a
   * text field's regular expression.
   */
  numberPattern?: string;
  /** number / percent only: decimal places accepted (server: `multipleOf`) and shown (default 2, 0–6). */
  precision?: number;
  /**
   * Value used when the client omits the field on create. `'$today'` on a date field: the business
   * day (the server's time zone, ACE_BUSINESS_TZ) at the moment the record is saved.
   */
  default?: string | number | boolean | null;
  /** Computed or set by the server: shown, never accepted from the client (an autoNumber always is). */
  readOnly?: boolean;
  /**
   * The fields this one is computed from (a read-only or virtual field): names of other fields of the
   * resource, or an item field of line items as `lines.amount`; on an item field, other item fields of
   * its row (a line's amount and tax need none: their `computation` says it). A role's `hidden` rule on
   * any of them hides this field too (src/schemas/derivations.ts, docs/permissions.md).
   */
  derivedFrom?: readonly string[];
  /**
   * Not a column: the server works the value out whenever it reads the record (an area's `afterRead`
   * hook), e.g. 未付金额 = 总金额 − 已付金额, or a name kept in another table. Read-only; cannot be
   * filtered, sorted or searched.
   */
  virtual?: boolean;
  /** Where it shows. */
  visible?: FieldVisibility;
  /**
   * Offered as a filter above the list (enum, multiEnum, reference, boolean: equality; date, datetime,
   * time, money, number: range; text-like types: substring).
   */
  filterable?: boolean;
  /** The list may be sorted by it. */
  sortable?: boolean;
  /**
   * `false`: no index of its own for sorting by it or for a range or text filter on it (an equality
   * filter keeps its index); such a page is sorted from the rows the other indexes find. For fields
   * rarely sorted on a large table with many writes: each index costs every write and, on both
   * databases, the planning of every list query of the table (docs/performance.md).
   */
  indexed?: boolean;
  /** Included in the list's search box (text-like fields; matched by substring). */
  searchable?: boolean;
  /**
   * Key of a renderer in the explicit override map (src/engine/renderers/overrides.ts), overriding the type's renderer; an unknown key
   * falls back to the type's (with a warning in development).
   */
  renderer?: string;
  /** Input placeholder (default 请输入{label} / 请选择{label}). */
  placeholder?: string;
  /** A hint under the form field. */
  help?: string;
  /** Column width in the list, in pixels. */
  width?: number;
  /**
   * A field a tenant's admins added to a built-in resource in 数据模型 (docs/requirements.md §10.3): shown by the
   * generated screens like any field, and by the hand-written screens (the order forms) in a section
   * of their own.
   */
  custom?: boolean;
  /**
   * Server only: the column holding the field when it is not the field name's snake_case (a custom
   * field's per-tenant column, schema-engine/tenant-resources.ts). Never sent to the client.
   */
  column?: string;
}

/** One sort order: a field marked `sortable` (or `_id`/`createdAt`) and a direction. */
export interface SortSpec {
  /** Field name. */
  field: string;
  /** Direction. */
  order: 'asc' | 'desc';
}

/** How the list screen of a resource behaves. */
export interface ListSettings {
  /** Field names shown as columns, in order (default: fields visible in list). */
  columns?: string[];
  defaultSort?: SortSpec;
  /** Page size, 10 unless said otherwise (docs/requirements.md §9). */
  pageSize?: number;
  /** Placeholder of the search box (default: 搜索 + the searchable fields' labels). */
  searchPlaceholder?: string;
  /** Field names offered as filters above the table, in order (default: fields marked `filterable`). */
  filters?: string[];
}

/** A titled group of fields on a form or show page. */
export interface FormSection {
  /** Section heading (Chinese); untitled sections show no divider. */
  title?: string;
  /** Field names in display order. A visible field no section lists is shown last under 其他信息. */
  fields: string[];
}

/**
 * A list of the records of another resource that refer to this one, on this resource's show page
 * (a customer's orders). Declared here for a path the reference fields alone do not give (through a
 * reference or line items) or to choose columns and totals; every top-level reference field to this
 * resource gives one without a declaration (relatedLists in ./relatedLists.ts).
 */
export interface RelatedList {
  /** The resource whose records are listed (e.g. `order`). */
  resource: string;
  /**
   * How its records reach this one: a reference field to it (`customerId`), a reference field and a
   * reference field of that target (`orderId.customerId`: payments of the customer's orders), or a
   * line-items field kept in a child table and its item reference field (`lines.productId`).
   */
  via: string;
  /** Title of the panel (default: the resource's label). */
  title?: string;
  /** Field names shown as columns (default: the first columns of the resource's list). */
  columns?: string[];
  /** Money fields summed over every related record (not only the page), shown under the table. */
  totals?: string[];
  /**
   * No panel for this path: switches off a list the reference fields would give, where the page
   * shows the same already (a lead's 转化后的客户 is the one customer that names it).
   */
  hidden?: boolean;
}

export type ResourceAction = 'create' | 'edit' | 'show' | 'delete' | 'bulkDelete';

/**
 * Full paths under /ace-apis replacing the default `<apiBase>/<verb>` of one call, for areas whose
 * API names differ (e.g. categories: `/setting/listCategory`, `/setting/addCategory`, …).
 */
export interface ResourceEndpoints {
  /** e.g. `/setting/listCategory`. */
  list?: string;
  findById?: string;
  add?: string;
  update?: string;
  delete?: string;
}

/** A resource: one area of the back office, declared once for the client and the server. */
export interface ResourceSchema {
  /** Route name of docs/requirements.md §2 (e.g. `customer`), also the refine resource name. */
  name: string;
  /** Chinese label (menu, titles, messages such as 确定删除该客户吗？). */
  label: string;
  /** Name of an @ant-design/icons icon, e.g. `TeamOutlined`. */
  icon?: string;
  /**
   * The menu group a resource not listed in the menu definition (./menu.ts) goes under, e.g.
   * `setting`; top level when absent. A listed resource sits where the menu definition puts it.
   */
  parent?: string;
  /** False: no menu entry; the screens are reached by links (客户分类 from the customer screens). Default true. */
  inMenu?: boolean;
  /**
   * Among schemas that share calls (the same list/add/… path, told apart by their `fixed` values:
   * the three order views, the two category kinds), the one an add without those values goes to
   * (the spec's addCategory defaults to product categories). At most one per family.
   */
  familyDefault?: boolean;
  /** API base under /ace-apis, e.g. `/business/customer`: the engine adds /list, /findById, /add, /update, /delete. */
  apiBase: string;
  /** Per-call paths overriding `<apiBase>/<verb>` (see ResourceEndpoints). */
  endpoints?: ResourceEndpoints;
  /** Field that names a record (first column, titles, reference labels). */
  titleField: string;
  /**
   * The field whose value identifies a record to an import (产品编码): a row naming an existing
   * record by it updates that record instead of adding another, so a file imported twice adds no
   * duplicates. Absent: every imported row is added (docs/decisions.md, 导入).
   */
  importKey?: string;
  /**
   * Field holding a record's colour (an enum whose options carry colours, or an antd colour name):
   * references to this resource (客户标签 on a customer) show as tags in it, in lists, pages and pickers.
   */
  colorField?: string;
  /** The fields, in default order. */
  fields: FieldSchema[];
  /** List screen settings. */
  list?: ListSettings;
  /** Create / edit form layout (default: one section of every field editable in forms). */
  form?: { sections?: FormSection[] };
  /** Show page layout (default: the form's sections) and the related lists under it (./relatedLists.ts). */
  show?: { sections?: FormSection[]; related?: RelatedList[] };
  /** Actions offered; default all. */
  actions?: ResourceAction[];
  /**
   * The per-record rules of 编辑 and 删除 (src/domain/recordRules.ts): the server refuses by them
   * and the screens disable the button with the same reason. Built-in resources only.
   */
  recordRules?: RecordRuleName;
  /**
   * Area actions a role may be granted on this resource beyond the engine's calls (生成订单, 转为客户,
   * 打印), for the permission matrix and the guard of the area's own routes.
   */
  areaActions?: Exclude<AreaAction, 'pay'>[];
  /** The permission an add needs when it is an area action (付款: `pay`, 记录付款/退款); default `create`. */
  addAction?: 'pay';
  /** Delete marks rows deleted instead of removing them. */
  softDelete?: boolean;
  /** Server storage: the table of this resource (default: the name). */
  table?: string;
  /**
   * Fixed values every record of this resource has and every query filters on (e.g. `{ type: 1 }`
   * for a view of orders, `{ belongTo: 'product' }` for product categories). The client sends them
   * as equality filters on every list call and in the body of every create (so two schemas sharing
   * one list or add endpoint stay apart), never in updates; the server accepts exactly these values
   * and applies them on every query and write.
   */
  fixed?: Record<string, string | number | boolean>;
}
