import type { Kysely } from 'kysely';
import type { ResourceSchema } from '../../../src/schemas/types';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { nowIso } from '../db/time.js';
import { listQuery, type ListQuery, type ListResult, type ListableColumn } from '../db/list-query.js';
import { countScopeKey, type RowChange } from '../db/count-cache.js';
import { recordChanges } from '../db/transactions.js';
import { checkListQuery } from '../../../src/schemas/listQuerySchema';
import { ListQueryError } from '../../../src/schemas/listQuery';
import { badRequest, notFound, operationFailed } from '../http/errors.js';
import type { Scope } from '../http/fastify-types.js';
import type { AuthContext } from '../services/sessions.service.js';
import { columnName, tableName } from './columns.js';
import { createCodec, encodeValue, type Dto, type Row } from './codec.js';
import type { DeleteContext, HookContext, ResourceHooks, SaveContext } from './hooks.js';
import { writableFields } from './request-schemas.js';
import { checkReferences, type ReferenceResolver } from './references.js';
import { deleteLinks, linkIds, linkTableName, linkedFields, writeLinks } from './links.js';

export interface WriteOptions {
  /** Run inside this transaction (a service composing several writes); else one is opened. */
  trx?: Kysely<any>;
  auth?: AuthContext | null;
  /** A write the server makes itself: hooks see `trusted` and may allow read-only fields (e.g. status set by a conversion). */
  trusted?: boolean;
}

/** Booleans are stored 0/1; checkListQuery already typed every other value. */
const encodeFilter = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

/**
 * The generic service of one schema-backed resource: list, findById, add, update, delete (soft
 * when `softDelete`), always scoped to the caller's tenant and project, with hooks for the rules of
 * the area. Services of other areas call it directly (with `trx` to join their transaction).
 */
export function createResourceService(db: Db, schema: ResourceSchema, deps: { hooks: ResourceHooks[]; references: ReferenceResolver }) {
  const table = tableName(schema);
  const codec = createCodec(schema);
  const soft = !!schema.softDelete;
  const writable = writableFields(schema);
  /** Filterable references fields and their link tables (links.ts). */
  const links = linkedFields(schema).map((f) => ({ field: f.name, table: linkTableName(schema, f) }));
  /** Rewrites the links of the references fields present in `values` (camelCase, as saved). */
  const saveLinks = async (trx: Kysely<any>, scope: Scope, id: string, values: Record<string, unknown>) => {
    for (const l of links) if (l.field in values) await writeLinks(trx, scope, l.table, id, linkIds(values[l.field]));
  };

  const fixedCols: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(schema.fixed ?? {})) fixedCols[columnName(k)] = typeof v === 'boolean' ? (v ? 1 : 0) : v;

  const columns: Record<string, ListableColumn> = {
    _id: { column: 'id', label: '编号', filterable: true },
    createdAt: { column: 'created_at', label: '创建时间', sortable: true },
    updatedAt: { column: 'updated_at', label: '更新时间', sortable: true },
  };
  for (const f of schema.fields) {
    columns[f.name] = {
      column: columnName(f.name), label: f.label, filterable: !!f.filterable, sortable: !!f.sortable, searchable: !!f.searchable,
      jsonIdArray: f.type === 'references', linkTable: links.find((l) => l.field === f.name)?.table, encode: encodeFilter,
    };
  }
  const defaultSort = schema.list?.defaultSort ?? { field: 'createdAt', order: 'desc' as const };

  const findShape = `find:${table}:${JSON.stringify(fixedCols)}:${soft}`;
  const scopeWhere = (scope: Scope) => ({ tenant_id: scope.tenantId, project_id: scope.projectId, ...fixedCols });

  function scoped(k: Kysely<any>, scope: Scope) {
    let q = k.selectFrom(table).selectAll();
    for (const [c, v] of Object.entries(scopeWhere(scope))) q = q.where(c, '=', v);
    return soft ? q.where('deleted_at', 'is', null) : q;
  }

  /** A write: in the caller's transaction when given, else in a new one (db.transaction, so its row changes reach the list totals on commit). */
  async function inTrx<T>(opts: WriteOptions, fn: (trx: Kysely<any>) => Promise<T>): Promise<T> {
    if (opts.trx) return fn(opts.trx);
    return db.transaction((trx) => fn(trx as Kysely<any>));
  }
  const writing = <T>(_scope: Scope, opts: WriteOptions, fn: (trx: Kysely<any>) => Promise<T>) => inTrx(opts, fn);
  /** Rows written: cached list totals of this scope move by them once the transaction commits. */
  const wrote = (trx: Kysely<any>, scope: Scope, changes: RowChange[]) => recordChanges(trx, table, countScopeKey(scope), changes);

  const ctxOf = (trx: Kysely<any>, scope: Scope, opts: WriteOptions): HookContext => ({
    db, trx, scope, auth: opts.auth ?? null, schema, trusted: !!opts.trusted,
    wroteRows: (other = table) => recordChanges(trx, other, countScopeKey(scope), 'unknown'),
  });

  async function run<K extends keyof ResourceHooks>(name: K, ctx: Parameters<NonNullable<ResourceHooks[K]>>[0]) {
    for (const h of deps.hooks) await (h[name] as ((c: typeof ctx) => unknown) | undefined)?.(ctx);
  }

  /** Unique indexes are the last guard (two concurrent adds); their violation is a refusal, not a 500. */
  function mapDbError(err: unknown): never {
    const e = err as { code?: string };
    if (e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE') throw operationFailed(`${schema.label}已存在相同的记录，请检查后重试`);
    throw err;
  }

  /** The row as stored, or undefined when absent, deleted or outside the scope. */
  async function findRow(scope: Scope, id: string, trx?: Kysely<any>): Promise<Row | undefined> {
    // The hottest read of every resource: compiled once. Schemas may share a table (the two
    // category kinds), so the shape names the fixed values it holds as constants.
    const query = db.templates.bind(
      findShape,
      (slot) => scoped(db.kysely as Kysely<any>, { tenantId: slot('tenant'), projectId: slot('project') }).where('id', '=', slot('id')),
      { tenant: scope.tenantId, project: scope.projectId, id },
    );
    const [row] = await db.read(query, trx);
    return row;
  }

  const service = {
    schema,
    table,
    db,
    /** Column conditions of the schema's `fixed` values (booleans 0/1), for hand-written queries on this table. */
    fixedColumns: fixedCols as Readonly<Record<string, string | number>>,
    /** Runs `fn` in a new transaction (or the given one); writes inside pass `{ trx }` to join it. */
    inTransaction: <T>(fn: (trx: Kysely<any>) => Promise<T>, trx?: Kysely<any>) => inTrx({ trx }, fn),

    /** One page; filters, sorts and search only where the schema allows them. */
    async list(scope: Scope, query: ListQuery): Promise<ListResult<Dto>> {
      let request: ListQuery;
      try {
        request = checkListQuery(schema, query);
      } catch (err) {
        if (err instanceof ListQueryError) throw badRequest(err.message);
        throw err;
      }
      // Conditions on fixed keys were checked to agree with them; the scope already applies them.
      request = { ...request, conditions: request.conditions.filter((c) => !(schema.fixed && c.field in schema.fixed)) };
      const res = await listQuery<Record<string, unknown>>({
        db, table, scope: scopeWhere(scope), notDeletedColumn: soft ? 'deleted_at' : undefined,
        columns, defaultSort, request, countCache: db.counts, cacheScopeKey: countScopeKey(scope),
      });
      return { rows: res.rows.map(codec.toDto), total: res.total };
    },

    /** The record, or null when absent, deleted or outside the scope. */
    async find(scope: Scope, id: string, trx?: Kysely<any>): Promise<Dto | null> {
      const row = await findRow(scope, id, trx);
      return row ? codec.toDto(row) : null;
    },

    /** The record or 404 (also for records of other tenants and projects: their existence is not revealed). */
    async findById(scope: Scope, id: string, trx?: Kysely<any>): Promise<Dto> {
      const dto = await service.find(scope, id, trx);
      if (!dto) throw notFound(`${schema.label}不存在或已删除`);
      return dto;
    },

    async add(scope: Scope, input: Record<string, unknown>, opts: WriteOptions = {}): Promise<Dto> {
      const values: Record<string, unknown> = { ...input };
      for (const f of writable) if (values[f.name] === undefined && f.default !== undefined) values[f.name] = f.default;
      Object.assign(values, schema.fixed ?? {});
      return writing(scope, opts, async (trx) => {
        await checkReferences(trx, schema, values, scope, deps.references);
        const ctx: SaveContext = { ...ctxOf(trx, scope, opts), op: 'add', values, existing: null };
        await run('beforeSave', ctx);
        const id = newId();
        const now = nowIso();
        const row = { ...codec.toRow(ctx.values), ...fixedCols, id, tenant_id: scope.tenantId, project_id: scope.projectId, created_at: now, updated_at: now };
        await trx.insertInto(table).values(row).execute().catch(mapDbError);
        await saveLinks(trx, scope, id, ctx.values);
        const stored = (await findRow(scope, id, trx))!;
        wrote(trx, scope, [{ before: null, after: stored }]);
        const record = codec.toDto(stored);
        await run('afterSave', { ...ctx, record });
        return record;
      });
    },

    /** Partial update: only the fields sent change. */
    async update(scope: Scope, input: Record<string, unknown> & { _id: string }, opts: WriteOptions = {}): Promise<Dto> {
      const { _id: id, ...rest } = input;
      return writing(scope, opts, async (trx) => {
        const before = await findRow(scope, id, trx);
        if (!before) throw notFound(`${schema.label}不存在或已删除`);
        const existing = codec.toDto(before);
        await checkReferences(trx, schema, rest, scope, deps.references, existing);
        const ctx: SaveContext = { ...ctxOf(trx, scope, opts), op: 'update', values: rest, existing };
        await run('beforeSave', ctx);
        for (const k of Object.keys(schema.fixed ?? {})) delete ctx.values[k];
        const set = { ...codec.toRow(ctx.values), updated_at: nowIso() };
        let q = trx.updateTable(table).set(set).where('id', '=', id);
        for (const [c, v] of Object.entries(scopeWhere(scope))) q = q.where(c, '=', v);
        await q.execute().catch(mapDbError);
        await saveLinks(trx, scope, id, ctx.values);
        const after = (await findRow(scope, id, trx))!;
        wrote(trx, scope, [{ before, after }]);
        const record = codec.toDto(after);
        await run('afterSave', { ...ctx, record });
        return record;
      });
    },

    /** Deletes (or marks deleted) every record named; 404 when any is missing in the scope. */
    async delete(scope: Scope, ids: string[], opts: WriteOptions = {}): Promise<{ count: number }> {
      const unique = [...new Set(ids)];
      return writing(scope, opts, async (trx) => {
        const rows = await scoped(trx, scope).where('id', 'in', unique).execute();
        if (rows.length !== unique.length) throw notFound(`${schema.label}不存在或已删除`);
        const ctx: DeleteContext = { ...ctxOf(trx, scope, opts), records: rows.map(codec.toDto), soft };
        await run('beforeDelete', ctx);
        const marks = { deleted_at: nowIso(), updated_at: nowIso() };
        const base = soft ? trx.updateTable(table).set(marks) : trx.deleteFrom(table);
        let q = (base as any).where('id', 'in', unique);
        for (const [c, v] of Object.entries(scopeWhere(scope))) q = q.where(c, '=', v);
        await q.execute();
        // A soft-deleted record keeps its links: lists skip it by deleted_at, and it may be restored.
        if (!soft) for (const l of links) await deleteLinks(trx, scope, l.table, unique);
        wrote(trx, scope, rows.map((before): RowChange => ({ before, after: soft ? { ...before, ...marks } : null })));
        await run('afterDelete', ctx);
        return { count: rows.length };
      });
    },

    /** Encodes one field's value for a hand-written query on this table (e.g. a hook's check). */
    encode: (field: string, value: unknown) => {
      const f = schema.fields.find((x) => x.name === field);
      return f ? encodeValue(f, value) : value;
    },
  };
  return service;
}

export type ResourceService = ReturnType<typeof createResourceService>;
