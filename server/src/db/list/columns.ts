/** What a caller allows on one field: its column, and whether it may be filtered, sorted or searched. */
export interface ListableColumn {
  column: string;
  /** Chinese label, for the refusal messages. */
  label: string;
  filterable?: boolean;
  sortable?: boolean;
  searchable?: boolean;
  /**
   * The column holds a JSON array of text values (references' ids, multiEnum's options): `eq` means
   * contains, `in` contains any.
   */
  jsonIdArray?: boolean;
  /**
   * Link table of such a column (schema-engine/links.ts): the filter becomes an index look-up
   * `id in (select record_id …)`. Needs `tenant_id` and `project_id` in the list's scope.
   */
  linkTable?: string;
  /**
   * The column's text begins with a code that its descendants' codes begin with (a region's deepest
   * code, schema-engine/field-types/region.ts): `eq` means within that code, `in` within any, `ne` not within.
   */
  codePrefix?: boolean;
  /** Chinese text: sorted by pinyin (../chinese-order.ts), not by code point. */
  chineseText?: boolean;
  /** Turns a (typed) filter value into the column's value, e.g. booleans to 0/1. */
  encode?: (value: unknown) => unknown;
}
