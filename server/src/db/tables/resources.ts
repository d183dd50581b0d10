import type { FieldSchema } from '../../../../src/schemas/types';
import type { FieldsRecord } from '../../../../src/schemas/records';
import type { CUSTOMER_FIELDS } from '../../../../src/schemas/customer';
import type { CUSTOMER_POTENTIAL_FIELDS } from '../../../../src/schemas/customerPotential';
import type { CUSTOMER_TAG_FIELDS } from '../../../../src/schemas/customerTags';
import type { categoryFields } from '../../../../src/schemas/categoryFields';
import type { PRODUCT_FIELDS } from '../../../../src/schemas/product';
import type { SUPPLIER_FIELDS } from '../../../../src/schemas/supplier';
import type { ORDER_FIELDS } from '../../../../src/schemas/orderFields';
import type { PAYMENT_FIELDS } from '../../../../src/schemas/payment';
import type { TAX_FIELDS } from '../../../../src/schemas/taxes';
import type { PAY_MODE_FIELDS } from '../../../../src/schemas/paymode';

/**
 * The tables of the built-in schema resources (src/schemas), derived from their field lists so a
 * column is named in one place, the schema: a field `contactName` is the column `contact_name`
 * (schema-engine/columns.ts `columnName`, mirrored by `ColumnName` below), its value as stored
 * (money and numbers as numbers, booleans 0/1, everything else text: references' ids, JSON, dates).
 * Virtual fields have no column; line items kept in a child table give that table; a filterable list
 * of references gives its link table (schema-engine/links.ts). A tenant's custom fields are columns
 * added at run time and designed resources are tables made at run time: neither is here, both are
 * reached through schema-engine/dynamic-table.ts.
 */

type Lower = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm';
type LowerToo = 'n' | 'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z';
type Digit = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9';
type Small = Lower | LowerToo | Digit;
type Upper = Uppercase<Lower | LowerToo>;

/**
 * `columnName` at the type level: an underscore before a capital that follows a small letter or a
 * digit, or that follows a capital and precedes a small letter (`unitPrice` → `unit_price`,
 * `HTMLText` → `html_text`); then lower case. `_id` is `id`.
 */
export type ColumnName<S extends string> = S extends '_id' ? 'id' : Snake<S, ''>;
type Snake<S extends string, Prev extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Upper ? (Prev extends Small ? '_' : Prev extends Upper ? (Rest extends `${Lower | LowerToo}${string}` ? '_' : '') : '') : ''}${Lowercase<C>}${Snake<Rest, C>}`
  : '';

/** A wire value as its column holds it: numbers stay, booleans are 0/1, lists and objects JSON text. */
type Stored<V> = V extends null ? null : V extends number | boolean ? number : string;

/** The fields with a column of their own in the record's row. */
type Columned<F extends FieldSchema> = Exclude<F, { virtual: true } | { childTable: object }>;

/** The field columns of a list of fields: the record's fields (records.ts) renamed and stored. */
type FieldColumns<Fs extends readonly FieldSchema[]> = {
  [K in keyof FieldsRecord<readonly Columned<Fs[number]>[]> & string as ColumnName<K>]: Stored<
    FieldsRecord<readonly Columned<Fs[number]>[]>[K]
  >;
};

/**
 * Columns every resource table has besides its fields (src/schemas/reservedNames.ts
 * `SYSTEM_COLUMN_FIELDS`); `deleted_at` only on a `softDelete` resource. `created_by` is null on rows
 * older than roles and on rows a seed wrote.
 */
interface SystemColumns {
  id: string;
  tenant_id: string;
  project_id: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}
interface SoftDeleteColumn {
  deleted_at: string | null;
  /** Who deleted it (docs/recycle-bin.md). */
  deleted_by: string | null;
}

/** The row of a resource table. */
type ResourceRow<Fs extends readonly FieldSchema[]> = SystemColumns & FieldColumns<Fs>;

/** The child tables of a list of fields (line items with `childTable`), each keyed by its record and line number. */
type ChildTables<Fs extends readonly FieldSchema[]> = {
  [F in Fs[number] as F extends { childTable: { table: infer T extends string } } ? T : never]: F extends {
    childTable: { parentColumn: infer P extends string };
    itemFields: infer I extends readonly FieldSchema[];
  }
    ? { id: string; tenant_id: string; project_id: string; line_no: number } & Record<P, string> & FieldColumns<I>
    : never;
};

/** One row per (record, referenced id) of a filterable list of references (schema-engine/links.ts). */
interface LinkRow {
  tenant_id: string;
  project_id: string;
  ref_id: string;
  record_id: string;
}

/** The link tables of a resource table: `<table>__<column>` per filterable field holding a list of references. */
type LinkTables<Table extends string, Fs extends readonly FieldSchema[]> = {
  [
    F in Fs[number] as F extends { filterable: true; reference: object }
      ? FieldsRecord<readonly F[]>[F['name']] extends readonly unknown[] | null
        ? `${Table}__${ColumnName<F['name']>}`
        : never
      : never
  ]: LinkRow;
};

/**
 * Whether the sale still owes money (orders.hooks.ts keeps it, migration 0400), typed as the hook and
 * the dashboard write and read it; the order schema's read-only 待收款 field (`isUnpaid`) reads it too.
 */
interface OrderIndexColumns {
  is_unpaid: number;
}

export interface ResourceTables
  extends
    ChildTables<typeof ORDER_FIELDS>,
    LinkTables<'customer', typeof CUSTOMER_FIELDS>,
    LinkTables<'customer_potential', typeof CUSTOMER_POTENTIAL_FIELDS> {
  customer: ResourceRow<typeof CUSTOMER_FIELDS> & SoftDeleteColumn;
  customer_potential: ResourceRow<typeof CUSTOMER_POTENTIAL_FIELDS> & SoftDeleteColumn;
  customer_tags: ResourceRow<typeof CUSTOMER_TAG_FIELDS>;
  categories: ResourceRow<typeof categoryFields>;
  product: ResourceRow<typeof PRODUCT_FIELDS> & SoftDeleteColumn;
  supplier: ResourceRow<typeof SUPPLIER_FIELDS> & SoftDeleteColumn;
  orders: ResourceRow<typeof ORDER_FIELDS> & OrderIndexColumns;
  payments: ResourceRow<typeof PAYMENT_FIELDS>;
  taxes: ResourceRow<typeof TAX_FIELDS>;
  pay_modes: ResourceRow<typeof PAY_MODE_FIELDS>;
}
