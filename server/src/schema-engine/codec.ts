import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { columnName, storageKind } from './columns.js';

/** A record as the API shows it: `_id`, the schema's fields (camelCase), createdAt, updatedAt. */
export type Dto = Record<string, unknown> & { _id: string };
/** A row as the database holds it: snake_case columns. */
export type Row = Record<string, unknown>;

/** Field value → column value: booleans 0/1, JSON as text, everything else as is. */
export function encodeValue(field: Pick<FieldSchema, 'type' | 'options'>, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (storageKind(field)) {
    case 'bool':
      return value ? 1 : 0;
    case 'json':
      return JSON.stringify(value);
    default:
      return value;
  }
}

/** Column value → field value (inverse of encodeValue). */
export function decodeValue(field: Pick<FieldSchema, 'type' | 'options'>, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (storageKind(field)) {
    case 'bool':
      return value === 1 || value === true || value === '1';
    case 'json':
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value);
      } catch {
        return null; // a hand-edited bad value must not break the whole list
      }
    case 'integer':
    case 'real':
      return typeof value === 'string' ? Number(value) : value;
    default:
      return value;
  }
}

/** Builds the two converters of one schema once, so per-row work is a plain loop. */
export function createCodec(schema: ResourceSchema) {
  const fields = schema.fields.filter((f) => !['createdAt', 'updatedAt', '_id'].includes(f.name));
  const cols = fields.map((f) => [f, columnName(f.name)] as const);
  return {
    /** Database row → API record. */
    toDto(row: Row): Dto {
      const dto: Dto = { _id: row.id as string };
      for (const [f, c] of cols) dto[f.name] = decodeValue(f, row[c]);
      dto.createdAt = row.created_at;
      dto.updatedAt = row.updated_at;
      if (schema.softDelete) dto.deletedAt = row.deleted_at ?? null;
      return dto;
    },
    /** API values (only the keys present) → column values. */
    toRow(values: Record<string, unknown>): Row {
      const row: Row = {};
      for (const [f, c] of cols) if (f.name in values) row[c] = encodeValue(f, values[f.name]);
      return row;
    },
  };
}

export type Codec = ReturnType<typeof createCodec>;
