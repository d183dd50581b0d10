import type { Kysely } from 'kysely';
import type { FieldSchema, ResourceSchema } from '../../../../src/schemas/types';
import type { Scope } from '../../core/scope';
import type { Database } from '../../db/types';
import type { ListableColumn } from '../../db/list/columns';

/** A write as a server part sees it (resource-service.ts builds it once per save). */
export interface PartWrite {
  /** The write's transaction. */
  trx: Kysely<Database>;
  scope: Scope;
  schema: ResourceSchema;
  /** The record being saved (its id is chosen before an add's checks). */
  id: string;
  /** The stored record on update, null on add. */
  existing: Record<string, unknown> | null;
  /** Who writes; null for the server's own writes without a caller. */
  userId: string | null;
  /** A write the server makes itself (resource-service.ts, `WriteOptions.trusted`). */
  trusted: boolean;
  /** The business day of the write (an add's numbers are of this day). */
  day: string;
}

/**
 * The server's own part of a field type: what it does beyond storing and validating a value (README.md
 * here). Each hook is one the engine calls at a fixed point of a save, a list or the API document;
 * a type needs a part only when it has at least one of them.
 */
export interface ServerFieldPart {
  /**
   * A sent value (not undefined, not null) completed from the server's own data after the hooks
   * and reference checks, in the write's transaction: the value to store, or a 400 naming the field.
   */
  complete?(field: FieldSchema, value: unknown, write: PartWrite): unknown;
  /**
   * On add, last before the row is written (a lock it takes is held the shortest): the value the
   * server gives a stored field, from what was sent (undefined when nothing was).
   */
  make?(field: FieldSchema, sent: unknown, write: PartWrite): Promise<unknown>;
  /** On update, before values are completed: takes out what a write may not change of a stored field. */
  onUpdate?(field: FieldSchema, values: Record<string, unknown>, write: PartWrite): void;
  /** What a field of the type adds to its list column (db/list/columns.ts). */
  listColumn?: Pick<ListableColumn, 'codePrefix'>;
  /** What the API document (route-docs.ts) says beyond the value's JSON schema. */
  docs?: {
    /** The value's description. */
    value: string;
    /** The equality filter's description, when it is not "equals the value". */
    filter?(label: string): string;
  };
}
