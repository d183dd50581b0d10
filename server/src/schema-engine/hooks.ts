import type { Kysely } from 'kysely';
import type { ResourceSchema } from '../../../src/schemas/types';
import type { Db } from '../db/client.js';
import type { Scope } from '../http/fastify-types.js';
import type { AuthContext } from '../services/sessions.service.js';
import type { Dto } from './codec.js';

/** What every hook receives: the open transaction, the caller's scope and the resource. */
export interface HookContext {
  db: Db;
  /** The write's transaction: hooks that write more rows use it so everything commits together. */
  trx: Kysely<any>;
  scope: Scope;
  /** The signed-in caller, when the write came through HTTP. */
  auth: AuthContext | null;
  schema: ResourceSchema;
  /** True for writes the server makes itself (a conversion…), false for a client's request: rules about client input may relax. */
  trusted: boolean;
  /**
   * Call after writing rows of `table` (default: this resource's) with your own SQL: their cached
   * list totals in this scope are recounted once the transaction commits. Writes through
   * `resources.get(name)` report themselves.
   */
  wroteRows(table?: string): void;
}

export interface SaveContext extends HookContext {
  op: 'add' | 'update';
  /**
   * The validated input (camelCase field names; on add with defaults and fixed values applied).
   * beforeSave may change it: set computed fields, normalise values. On update only keys present change.
   */
  values: Record<string, unknown>;
  /** The stored record before an update; null on add. */
  existing: Dto | null;
}

export interface DeleteContext extends HookContext {
  records: Dto[];
  /** True when the rows are only marked deleted (schema.softDelete). */
  soft: boolean;
}

/**
 * Resource-specific rules, plugged into the generic service instead of copying it. All run inside
 * the write's transaction; throwing (badRequest, operationFailed…) rolls the write back.
 */
export interface ResourceHooks {
  /** Before add or update, after validation and reference checks on the client's input. */
  beforeSave?(ctx: SaveContext): void | Promise<void>;
  /** After the row is written; `record` is the stored record as the API returns it. */
  afterSave?(ctx: SaveContext & { record: Dto }): void | Promise<void>;
  /** Before delete: throw operationFailed to refuse (e.g. a category still in use). */
  beforeDelete?(ctx: DeleteContext): void | Promise<void>;
  afterDelete?(ctx: DeleteContext): void | Promise<void>;
}
