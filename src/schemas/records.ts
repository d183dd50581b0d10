/**
 * The TypeScript shape of a record, derived from its fields, so a resource's wire type is written
 * once, in its schema (declared `as const satisfies readonly FieldSchema[]`). A field is never null
 * when it is `required` or has a `default`; other fields may be null. Line items kept in a table of
 * their own (`childTable`) come back with `_id` and `lineNo`.
 */
import type { FieldSchema } from './types';
import type { RegionValue } from '../domain/regions';
import type { FileItem } from '../domain/fileTypes';

type NumberType = 'number' | 'integer' | 'money' | 'percent';

/** The value of one field on the wire. */
type FieldValue<F extends FieldSchema> = F['type'] extends NumberType
  ? number
  : F['type'] extends 'boolean'
    ? boolean
    : F['type'] extends 'references' | 'multiEnum'
      ? string[]
      : F['type'] extends 'json'
        ? unknown
        : F['type'] extends 'region'
          ? RegionValue
          : F['type'] extends 'file'
            ? FileItem[]
            : F['type'] extends 'lineItems'
              ? F extends { itemFields: infer I extends readonly FieldSchema[] }
                ? F extends { childTable: object }
                  ? Array<FieldsRecord<I> & { _id: string; lineNo: number }>
                  : Array<FieldsRecord<I>>
                : Array<Record<string, unknown>>
              : F['type'] extends 'enum'
                ? F extends { options: ReadonlyArray<{ value: infer V }> }
                  ? V extends number
                    ? number
                    : string
                  : string | number
                : string;

type Present<F> = F extends { required: true } ? true : F extends { default: string | number | boolean } ? true : false;

/** The fields of a list as a record: field name → value, nullable unless required or defaulted. */
export type FieldsRecord<Fs extends readonly FieldSchema[]> = {
  [F in Fs[number] as F['name']]: Present<F> extends true ? FieldValue<F> : FieldValue<F> | null;
};

/** A stored record as the API returns it: `_id`, the fields, and when it was created and last changed. */
export type SchemaRecord<Fs extends readonly FieldSchema[]> = FieldsRecord<Fs> & { _id: string; createdAt: string; updatedAt: string };
