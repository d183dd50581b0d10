import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { fieldColumn } from './columns';
import { storageKindOf } from '../../../src/schemas/fieldTypes';
import type { StorageKind } from '../../../src/schemas/fieldTypes/spec';
import { decodeRegionColumn, encodeRegionColumn } from './field-types/region';

/** A record as the API shows it: `_id`, the schema's fields (camelCase), createdAt, updatedAt. */
export type Dto = Record<string, unknown> & { _id: string };
/** A row as the database holds it: snake_case columns. */
export type Row = Record<string, unknown>;

type Convert = (value: unknown) => unknown;

const same: Convert = (v) => v;
const ENCODERS: Record<StorageKind, Convert> = {
  bool: (v) => (v ? 1 : 0),
  json: (v) => JSON.stringify(v),
  integer: same,
  real: same,
  text: same,
  region: encodeRegionColumn,
};
const DECODERS: Record<StorageKind, Convert> = {
  bool: (v) => v === 1 || v === true || v === '1',
  json: (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return null; // a hand-edited bad value must not break the whole list
    }
  },
  // PostgreSQL returns bigint columns as strings.
  integer: (v) => (typeof v === 'string' ? Number(v) : v),
  real: (v) => (typeof v === 'string' ? Number(v) : v),
  text: same,
  region: decodeRegionColumn,
};

/** Field value → column value: booleans 0/1, JSON as text, everything else as is. */
export function encodeValue(field: Pick<FieldSchema, 'type' | 'options'>, value: unknown): unknown {
  return value === undefined || value === null ? null : ENCODERS[storageKindOf(field)](value);
}

/** Fields that are a column of the record's own row: not `virtual`, not line items kept in a child table. */
export const storedFields = (fields: readonly FieldSchema[]) =>
  fields.filter((f) => !f.virtual && !f.childTable && !['createdAt', 'updatedAt', '_id'].includes(f.name));

/** One property of a record built from a row: its key and how its value comes from the row. */
export type RecordProp = readonly [key: string, value: (row: Row) => unknown];

/**
 * `row → record` with these properties in this order, built by one object literal compiled once
 * (new Function): every record of a schema then has one shape, which V8 keeps in fast mode.
 * Assigning the keys in a loop turned each record into a dictionary, slower to build and to turn
 * into JSON on every list page (docs/performance.md). Keys are quoted; values come from `props`.
 */
export function recordBuilder(props: readonly RecordProp[]): (row: Row) => Record<string, unknown> {
  const values = props.map((_, i) => `v${i} = p[${i}][1]`).join(', ');
  const literal = props.map(([key], i) => `${JSON.stringify(key)}: v${i}(row)`).join(', ');
  return new Function('p', `${props.length ? `const ${values};` : ''} return (row) => ({ ${literal} });`)(props) as (
    row: Row,
  ) => Record<string, unknown>;
}

/** Converters between rows and records for a list of fields (a schema's, or line items'). */
export function fieldsCodec(fields: readonly FieldSchema[]) {
  // Each field's converters are chosen once: a list page decodes every field of every row.
  const cols = storedFields(fields).map((f) => {
    const kind = storageKindOf(f);
    return { name: f.name, column: fieldColumn(f), encode: ENCODERS[kind], decode: DECODERS[kind] };
  });
  return {
    /** The stored fields as properties of a record (recordBuilder): column value → field value. */
    props: cols.map(({ name, column, decode }): RecordProp => [
      name,
      (row) => {
        const v = row[column];
        return v === undefined || v === null ? null : decode(v);
      },
    ]),
    /** Field values (only the keys present) → column values. */
    encode(values: Record<string, unknown>): Row {
      const row: Row = {};
      for (const c of cols) {
        if (!(c.name in values)) continue;
        const v = values[c.name];
        row[c.column] = v === undefined || v === null ? null : c.encode(v);
      }
      return row;
    },
  };
}

/** Builds the two converters of one schema once, so per-row work is one compiled object literal. */
export function createCodec(schema: ResourceSchema) {
  const fields = fieldsCodec(schema.fields);
  const none = () => null;
  const toDto = recordBuilder([
    ['_id', (row) => row.id],
    ...fields.props,
    ...schema.fields.filter((f) => f.virtual).map((f): RecordProp => [f.name, none]),
    ['createdAt', (row) => row.created_at],
    ['updatedAt', (row) => row.updated_at],
    ...(schema.softDelete
      ? [['deletedAt', (row: Row) => row.deleted_at ?? null] as const, ['deletedBy', (row: Row) => row.deleted_by ?? null] as const]
      : []),
  ]) as (row: Row) => Dto;
  return {
    /** Database row → API record (virtual fields null until an afterRead hook fills them; child-table items absent). */
    toDto,
    /** API values (only the keys present) → column values. */
    toRow: (values: Record<string, unknown>): Row => fields.encode(values),
  };
}
