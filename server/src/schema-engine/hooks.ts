import type { AuditAction } from '../../../src/domain/audit/auditEntry';
import type { Expression, Kysely } from 'kysely';
import type { ResourceSchema } from '../../../src/schemas/types';
import type { Db } from '../db/client';
import type { Database } from '../db/types';
import type { Scope } from '../core/scope';
import type { AuthContext } from '../core/auth-context';
import type { Actor } from '../core/actor';
import type { Dto, Row } from './codec';

/** What every write hook receives: the open transaction, the caller's scope and the resource. */
export interface HookContext {
  db: Db;
  /** The write's transaction: hooks that write more rows use it so everything commits together. */
  trx: Kysely<Database>;
  scope: Scope;
  /** The signed-in caller, when the write came through HTTP (or a server write on someone's behalf). */
  auth: AuthContext | null;
  /**
   * Who the audit trail names for this write (WriteOptions.actor, else `auth.actor`). A hook
   * that writes another record for the request passes it on (`{ actor: ctx.actor }`), so that record's
   * entry names the person too, without `auth` making them its creator.
   */
  actor: Actor;
  schema: ResourceSchema;
  /** True for writes the server makes itself (a conversion, a status move…): rules about client input may relax. */
  trusted: boolean;
  /** What the caller passed along for the area's hooks (WriteOptions.context), e.g. that lines are copied. */
  context: Readonly<Record<string, unknown>>;
  /**
   * Call after writing rows of `table` (default: this resource's) with your own SQL: their cached
   * list totals in this scope are recounted once the transaction commits. Writes through
   * `resources.get(name)` report themselves.
   */
  wroteRows(table?: string): void;
}

export interface SaveContext extends HookContext {
  op: 'add' | 'update';
  /** The record's id: the new one on add (chosen before the hooks run, so a hook may derive from it). */
  id: string;
  /**
   * The input (camelCase field names; on add with defaults and fixed values applied). beforeSave may
   * change it: set computed and read-only fields, normalise values. On update only keys present change.
   */
  values: Record<string, unknown>;
  /**
   * Columns of the row that are no field (an index column such as `created_by`): set
   * by beforeSave, written with the record.
   */
  columns: Record<string, unknown>;
  /** The stored record before an update (line items included); null on add. */
  existing: Dto | null;
  /**
   * Line-items fields whose rows beforeSave figured itself with the one line arithmetic
   * (`lineAmounts`, src/domain/money.ts: the order documents, from catalogue prices and tax rates,
   * summing them into the order's totals): the engine keeps those figures instead of computing them again.
   */
  figuredLines: Set<string>;
  /** The same as the database holds it (snake_case columns); null on add. Locked on PostgreSQL. */
  existingRow: Row | null;
  /** What the audit trail calls this save (新建, 修改, or the caller's `auditAction`); a hook may name it from the record (付款 / 退款). */
  auditAction: AuditAction;
}

export interface DeleteContext extends HookContext {
  records: Dto[];
  /** The rows as the database holds them, read in id order (locked on PostgreSQL). */
  rows: Row[];
  /** True when the rows are only marked deleted (schema.softDelete). */
  soft: boolean;
}

/** What afterRead receives: where the records were read. */
export interface ReadContext {
  db: Db;
  scope: Scope;
  schema: ResourceSchema;
  /** The transaction the read ran in, if any (read inside a write). */
  trx?: Kysely<Database>;
}

/**
 * Resource-specific rules, plugged into the generic service instead of copying it. Write hooks run
 * inside the write's transaction; throwing (badRequest, operationFailed…) rolls the write back.
 * Order of a save: defaults → beforeSave → reference checks → line figures (those beforeSave did not make) → the row → afterSave; so
 * an area checks its own references first, with its own words (第 1 行的税费不存在或已被删除).
 */
export interface ResourceHooks {
  /** Before add or update, after the request's validation, before the generic reference checks. */
  beforeSave?(ctx: SaveContext): void | Promise<void>;
  /** After the row is written; `record` is the stored record as the API returns it, `row` as stored. */
  afterSave?(ctx: SaveContext & { record: Dto; row: Row }): void | Promise<void>;
  /** Before delete: throw operationFailed to refuse (e.g. a category still in use). */
  beforeDelete?(ctx: DeleteContext): void | Promise<void>;
  afterDelete?(ctx: DeleteContext): void | Promise<void>;
  /**
   * Whenever records are read (lists, findById, the records writes return): fill `virtual` fields,
   * in place, for the whole batch at once (one query for a page, not one per record).
   */
  afterRead?(records: Dto[], ctx: ReadContext): void | Promise<void>;
  /**
   * SQL for a virtual money field's value in a row, by field name, so totals over many rows (a
   * show page's related list, resource-service.ts) are summed in the database; the area that
   * fills the field in `afterRead` says how, with the same rule.
   */
  sumOf?: Record<string, () => Expression<number>>;
}
