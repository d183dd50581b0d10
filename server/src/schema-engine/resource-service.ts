import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { ResourceSchema } from '../../../src/schemas/types';
import { specOf } from '../../../src/schemas/fieldTypes';
import { checkListQuery } from '../../../src/schemas/listQuerySchema';
import type { ListQuery } from '../../../src/schemas/listQuery';
import { ListQueryError } from '../../../src/schemas/listQueryDecode';
import { defaultValue } from '../../../src/schemas/fieldDefaults';
import { withLineFigures } from '../../../src/schemas/lineItems';
import type { ListResult } from '../../../src/domain/envelope';
import type { Db } from '../db/client';
import type { Database } from '../db/types';
import type { Scope } from '../core/scope';
import type { AuthContext } from '../core/auth-context';
import { newId } from '../core/ids';
import { nowIso } from '../core/time';
import { businessToday } from '../core/business-days';
import { AppError, badRequest, notFound, operationFailed } from '../core/errors';
import { isUniqueViolation } from '../db/faults';
import { listQuery } from '../db/list/list-query';
import type { ListableColumn } from '../db/list/columns';
import { countScopeKey, type RowChange } from '../db/list/count-cache';
import { recordChanges } from '../db/transactions';
import { scopeColumns } from '../db/scope';
import { ownerTransfer } from './owner-transfer';
import { ownedWithin, ownerCondition } from './owner-scope';
import { CREATOR_COLUMN, DELETER_COLUMN, columnName, fieldColumn, holdsValueList, ownerColumn, tableName } from './columns';
import { fieldRules } from './field-rules';
import type { Access } from '../http/permission-guard';
import { createCodec, encodeValue, type Dto, type Row } from './codec';
import type { DeleteContext, HookContext, ReadContext, ResourceHooks, SaveContext } from './hooks';
import { writableFields } from './request-schemas';
import { checkReferences, type ReferenceResolver } from './references';
import { deleteLinks, linkIds, linkTableName, linkedFields, writeLinks } from './links';
import { childRows } from './child-rows';
import { designedTables, liveRows, type LiveTable } from './dynamic-table';
import { serverPartOf } from './field-types';
import type { PartWrite, ServerFieldPart } from './field-types/spec';
import { isFreeText } from './free-text';
import { checkRecordRules } from './record-rules';
import { recordAudit } from '../db/audit/audit-trail';
import { announceOnCommit } from '../db/record-events';
import { actingFor, type Actor } from '../core/actor';
import type { AuditAction } from '../../../src/domain/audit/auditEntry';
import { changedFields, recordLabel } from './audit-changes';
import { namedIds, type Referrer } from './referrers';
import { t as te } from '../messages/zh-CN/serverEngine';
import { shownLabel } from '../messages/shown-labels';

/**
 * Who writes, which every write names: the signed-in caller (`auth`, its `actor` on the audit trail), or
 * `actor` alone — a hook writing another record for the request passes `ctx.actor` (`auth` would make the
 * request's user that record's creator or deleter), the server's own writes `SYSTEM_ACTOR` (core/actor.ts).
 * Required, so a write that forgot who it is for does not build (it would name 系统 for a person).
 */
type WhoWrites = { auth: AuthContext; actor?: Actor } | { auth?: AuthContext | null; actor: Actor };

export type WriteOptions = WriteBase & WhoWrites;

interface WriteBase {
  /** Run inside this transaction (a service composing several writes); else one is opened. */
  trx?: Kysely<Database>;
  /**
   * A write the server makes itself: hooks see `trusted` and may allow read-only fields (status set by
   * a conversion), and references are not checked again (the server copies what was checked when it
   * was first written: a quotation's lines, a lead's owner).
   */
  trusted?: boolean;
  /** Passed to the hooks as `ctx.context`: what an area's own caller tells its hooks (lines copied from a quotation…). */
  context?: Record<string, unknown>;
  /**
   * What the caller may do with this resource (http/permission-guard.ts): with `own` scope only
   * their records are found, changed or deleted; field rules refuse writes of what they may not
   * change and strip what they may not see from the answer. Absent: the server's own write.
   */
  access?: Access | null;
  /**
   * What the audit trail calls this write (生成订单, 状态变更, 付款…; docs/audit-trail.md); default 新建,
   * 修改 or 删除 by the call. A hook may name it from the record (`ctx.auditAction`).
   */
  auditAction?: AuditAction;
}

/** Who a write's entries on the audit trail name (WriteOptions.actor). */
const writerOf = (opts: WriteOptions): Actor => opts.actor ?? actingFor(opts.auth);

/** A condition on the resource's rows that the server adds to a query. */
type Where = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;

/** Booleans are stored 0/1; checkListQuery already typed every other value. */
const encodeFilter = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);

/** The list's columns: the system ones and every stored field, with what the schema allows on each. */
function listColumns(schema: ResourceSchema, linkTables: Map<string, string>): Record<string, ListableColumn> {
  const columns: Record<string, ListableColumn> = {
    _id: { column: 'id', label: te('columnId'), filterable: true },
    createdAt: { column: 'created_at', label: te('columnCreatedAt'), sortable: true },
    updatedAt: { column: 'updated_at', label: te('columnUpdatedAt'), sortable: true },
  };
  for (const f of schema.fields.filter((x) => !x.virtual && !x.childTable)) {
    columns[f.name] = {
      column: fieldColumn(f),
      label: f.label,
      filterable: !!f.filterable,
      sortable: !!f.sortable,
      // Free text a person writes in Chinese: sorted by pinyin. Codes (phone, e-mail, numbers…) keep their column's order.
      chineseText: isFreeText(f),
      searchable: !!f.searchable,
      jsonIdArray: holdsValueList(f),
      linkTable: linkTables.get(f.name),
      encode: encodeFilter,
      ...serverPartOf(f)?.listColumn,
    };
  }
  return columns;
}

/**
 * The generic service of one schema-backed resource: list, findById, add, update, delete (soft
 * when `softDelete`), always scoped to the caller's tenant and project, with hooks for the rules of
 * the area. Services of other areas call it directly (with `trx` to join their transaction).
 * Writes read the rows they change with a lock on PostgreSQL (in id order when there are several),
 * so hooks and the list totals always see the state the write replaces.
 */
export function createResourceService(
  db: Db,
  schema: ResourceSchema,
  deps: {
    hooks: ResourceHooks[];
    references: ReferenceResolver;
    /** The resource the audit trail names a record by: a family's service names its member (families.ts), so a record's history is one. */
    trailAs?: (record: Dto) => ResourceSchema | undefined;
  },
) {
  const table = tableName(schema);
  const codec = createCodec(schema);
  const soft = !!schema.softDelete;
  const writable = writableFields(schema);
  const links = linkedFields(schema).map((f) => ({ field: f.name, table: linkTableName(schema, f) }));
  const children = schema.fields.filter((f) => f.childTable).map(childRows);
  const lineFields = schema.fields.filter((f) => f.type === 'lineItems');
  /** Fields whose type has a server part (field-types/), with it; values are made and kept only for a stored one. */
  const parted = schema.fields.flatMap((field) => {
    const part = serverPartOf(field);
    return part ? [{ field, part }] : [];
  });
  const partedStored = parted.filter((p) => !p.field.virtual);

  const fixedCols: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(schema.fixed ?? {})) fixedCols[columnName(k)] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
  const columns = listColumns(schema, new Map(links.map((l) => [l.field, l.table])));
  const defaultSort = schema.list?.defaultSort ?? { field: 'createdAt', order: 'desc' as const };
  /** Whether a record's lines come with its row in findById (PostgreSQL; see findRow). */
  const linesAlong = db.dialect === 'postgres' && children.length > 0;
  // The shape names all that changes the statement (query-templates.ts): the lines it brings along too.
  const findShape = `find:${table}:${JSON.stringify(fixedCols)}:${soft}:${linesAlong ? children.map((c) => c.field.name).join(',') : ''}`;
  const scopeWhere = (scope: Scope) => ({ ...scopeColumns(scope), ...fixedCols });
  const owner = ownerColumn(schema);
  /** The data scope's condition, after the scope's (the owner indexes lead with the scope, then the owner; owner-scope.ts). */
  const owns = (row: Row, access?: Access | null) => ownedWithin(owner, row, access);

  const live: LiveTable = { table, softDelete: soft, fixed: fixedCols, resource: schema.name, label: schema.label, owner };
  const scoped = (k: Kysely<Database>, scope: Scope) => liveRows(k, live, scope).selectAll();

  /** Rows a write is about to change, locked on PostgreSQL (SQLite runs one write transaction at a time). */
  const lockedRows = (trx: Kysely<Database>, scope: Scope, ids: string[], access?: Access | null, bin = false) =>
    (bin
      ? designedTables(trx)
          .selectFrom(table)
          .selectAll()
          .where((eb) => eb.and(Object.entries(scopeWhere(scope)).map(([c, v]) => eb(c, '=', v))))
          .where('deleted_at', 'is not', null)
      : scoped(trx, scope)
    )
      .where('id', 'in', ids)
      .$if(!!access?.owners, (q) => q.where(ownerCondition(owner, access!.owners!)))
      .orderBy('id')
      .$if(db.dialect === 'postgres', (q) => q.forUpdate())
      .execute() as Promise<Row[]>;

  /**
   * A write: in the caller's transaction when given, else in a new one (db.transaction, so its row changes reach the list totals on
   * commit).
   */
  const inTrx = <T>(opts: { trx?: Kysely<Database> }, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> =>
    opts.trx ? fn(opts.trx) : db.transaction(fn);
  /** Rows written: cached list totals of this scope move by them once the transaction commits. */
  const wrote = (trx: Kysely<Database>, scope: Scope, changes: RowChange[]) => recordChanges(trx, table, countScopeKey(scope), changes);

  const ctxOf = (trx: Kysely<Database>, scope: Scope, opts: WriteOptions): HookContext => ({
    db,
    trx,
    scope,
    auth: opts.auth ?? null,
    actor: writerOf(opts),
    schema,
    trusted: !!opts.trusted,
    context: opts.context ?? {},
    wroteRows: (other = table) => recordChanges(trx, other, countScopeKey(scope), 'unknown'),
  });

  async function run<K extends Exclude<keyof ResourceHooks, 'sumOf'>>(name: K, ctx: Parameters<NonNullable<ResourceHooks[K]>>[0]) {
    for (const h of deps.hooks) await (h[name] as ((c: typeof ctx) => unknown) | undefined)?.(ctx);
  }

  /** Unique indexes are the last guard (two concurrent adds); their violation is a refusal, not a 500. */
  function mapDbError(err: unknown): never {
    const e = err as { code?: string };
    if (e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE')
      throw Object.assign(
        operationFailed(() => te('duplicate', { label: shownLabel(schema.label) })),
        { cause: err },
      );
    throw err;
  }

  /** The row as stored, or undefined when absent, deleted or outside the scope. */
  async function findRow(scope: Scope, id: string, trx?: Kysely<Database>): Promise<Row | undefined> {
    // The hottest read of every resource: compiled once. Schemas may share a table (the two
    // category kinds), so the shape names the fixed values it holds as constants.
    // On PostgreSQL, where every statement is a round trip, a record with line items brings them
    // along (child-rows.ts `linesWith`); SQLite reads them with a second statement in-process.
    const query = db.templates.bind(
      findShape,
      (slot) => {
        const row = scoped(db.kysely, { tenantId: slot('tenant'), projectId: slot('project') }).where('id', '=', slot('id'));
        return linesAlong ? row.select(children.map((child) => child.linesWith(table))) : row;
      },
      { tenant: scope.tenantId, project: scope.projectId, id },
      { stablePlan: true },
    );
    const [row] = await db.read<Row>(query, trx);
    return row;
  }

  /** Rows → records: decoded, line items of child tables when `items`, then the afterRead hooks. */
  async function decode(scope: Scope, rows: Row[], opts: { items: boolean; trx?: Kysely<Database> }): Promise<Dto[]> {
    const records = rows.map(codec.toDto);
    if (opts.items && records.length) {
      for (const child of children) {
        const byRecord =
          child.carriedBy(rows) ??
          (await child.read(
            db,
            scope,
            records.map((r) => r._id as string),
            opts.trx,
          ));
        for (const r of records) r[child.field.name] = byRecord.get(r._id) ?? [];
      }
    }
    const ctx: ReadContext = { db, scope, schema, trx: opts.trx };
    for (const h of deps.hooks) if (h.afterRead && records.length) await h.afterRead(records, ctx);
    return records;
  }

  /** Line items as they are stored: item defaults for what a row leaves out, then the row's figures (unless a hook made them). */
  function prepareLines(values: Record<string, unknown>, figured: ReadonlySet<string>) {
    for (const f of lineFields) {
      if (!Array.isArray(values[f.name]) || figured.has(f.name)) continue;
      const items = f.itemFields ?? [];
      values[f.name] = (values[f.name] as Record<string, unknown>[]).map((row) => {
        const { _id: _drop, lineNo: _no, ...item } = row ?? {};
        for (const i of items) if (item[i.name] === undefined && i.default !== undefined && !i.readOnly) item[i.name] = i.default;
        return withLineFigures(item, items, f.computation);
      });
    }
  }

  /** The save as the server parts see it. */
  const partWrite = (ctx: SaveContext, auth: WriteOptions['auth'], day: string): PartWrite => ({
    trx: ctx.trx,
    scope: ctx.scope,
    schema,
    id: ctx.id,
    existing: ctx.existing,
    userId: auth?.userId ?? null,
    trusted: ctx.trusted,
    day,
  });

  /** The parts having hook `hook`, over the fields given. */
  const having = <K extends keyof ServerFieldPart>(list: typeof parted, hook: K) =>
    list.flatMap(({ field, part }) => (part[hook] ? [{ field, hook: part[hook] as NonNullable<ServerFieldPart[K]> }] : []));
  const completing = having(parted, 'complete');
  const making = having(partedStored, 'make');
  const updating = having(partedStored, 'onUpdate');

  /**
   * Values the server completes from its own data (field-types/: regions' names from their codes,
   * files' names and sizes from their uploads, attaching new ones to the record). After the hooks
   * and reference checks.
   */
  async function completeValues(values: Record<string, unknown>, write: PartWrite) {
    for (const { field, hook } of completing) {
      const value = values[field.name];
      if (value !== undefined && value !== null) values[field.name] = await hook(field, value, write);
    }
  }

  /** Values the server makes on add (field-types/: autoNumber's next number), last before the row. */
  async function makeValues(values: Record<string, unknown>, write: PartWrite) {
    for (const { field, hook } of making) values[field.name] = await hook(field, values[field.name], write);
  }

  /** The links and child-table lines of the fields present in `values`, in the write's transaction. */
  async function saveRelated(trx: Kysely<Database>, scope: Scope, id: string, values: Record<string, unknown>) {
    for (const l of links) if (l.field in values) await writeLinks(trx, scope, l.table, id, linkIds(values[l.field]));
    for (const c of children)
      if (Array.isArray(values[c.field.name])) await c.write(trx, scope, id, values[c.field.name] as Record<string, unknown>[]);
  }

  /** One page of the live records, or of the recycle bin's (`bin`); the list's checks and field rules either way. */
  async function page(
    scope: Scope,
    query: ListQuery,
    access: Access | null | undefined,
    where: Where | undefined,
    bin: boolean,
    maxPageSize?: number,
  ): Promise<ListResult<Dto>> {
    const rules = fieldRules(schema, access);
    let request: ListQuery;
    try {
      request = checkListQuery(schema, query);
    } catch (err) {
      if (err instanceof ListQueryError) throw badRequest(() => err.say(shownLabel));
      throw err;
    }
    // Conditions on fixed keys were checked to agree with them; the scope already applies them.
    request = { ...request, conditions: request.conditions.filter((c) => !(schema.fixed && c.field in schema.fixed)) };
    rules.checkList(request);
    const res = await listQuery<Row>({
      db,
      table,
      scope: scopeWhere(scope),
      owners: access?.owners ? { column: owner, ids: access.owners } : undefined,
      // The live records, or those of the recycle bin (counted afresh: its totals are not cached).
      notDeletedColumn: soft && !bin ? 'deleted_at' : undefined,
      columns: rules.listColumns(columns),
      // The order of a hidden field would tell its values.
      defaultSort: bin
        ? { field: 'deleted_at', order: 'desc' }
        : rules.hides(defaultSort.field)
          ? { field: 'createdAt', order: 'desc' }
          : defaultSort,
      request,
      where: bin ? (eb) => eb.and([eb('deleted_at', 'is not', null), ...(where ? [where(eb)] : [])]) : where,
      countCache: bin ? undefined : db.counts,
      cacheScopeKey: countScopeKey(scope),
      maxPageSize,
    });
    return { ...res, rows: (await decode(scope, res.rows, { items: false })).map(rules.strip) };
  }

  /** Rows of the recycle bin among `ids`, locked on PostgreSQL; `own` scope: the caller's only. */
  const binRows = (trx: Kysely<Database>, scope: Scope, ids: string[], access?: Access | null) => lockedRows(trx, scope, ids, access, true);

  /** These records of the scope. */
  const chosen =
    (scope: Scope, ids: string[]): Where =>
    (eb) =>
      eb.and([eb('id', 'in', ids), ...Object.entries(scopeWhere(scope)).map(([c, v]) => eb(c, '=', v))]);

  /** The write's entry on the audit trail, committed with it (db/audit/audit-trail.ts); an update's changed fields from `before`. */
  const onTrail = (trx: Kysely<Database>, scope: Scope, actor: Actor, action: AuditAction, record: Dto, before?: Dto) => {
    const named = deps.trailAs?.(record) ?? schema;
    const changes = before ? changedFields(named, before, record) : undefined;
    // A save that changed nothing is no change on the trail.
    if (changes && !changes.length) return;
    recordAudit(trx, {
      tenantId: scope.tenantId,
      projectId: scope.projectId,
      resource: named.name,
      recordId: record._id,
      recordLabel: recordLabel(named, record),
      action,
      changes,
      actor,
    });
    // …and the open lists and show pages hear of it once it has committed (live lists).
    announceOnCommit(trx, db.records, {
      tenantId: scope.tenantId,
      projectId: scope.projectId,
      resource: named.name,
      id: String(record._id),
      action,
      origin: actor.tab,
    });
  };

  const service = {
    schema,
    table,
    db,
    /** Its table and which rows are its live records, for hand-written queries (`liveRows`) and references to it. */
    live,
    /** Finds reference targets by name (an export's titles of targets that are no schema resource). */
    references: deps.references,
    /** Runs `fn` in a new transaction (or the given one); writes inside pass `{ trx }` to join it. */
    inTransaction: <T>(fn: (trx: Kysely<Database>) => Promise<T>, trx?: Kysely<Database>) => inTrx({ trx }, fn),
    /** Rows of this table read by hand-written SQL → records, as the API returns them (afterRead applied). */
    decode: (scope: Scope, rows: Row[], opts: { items?: boolean; trx?: Kysely<Database> } = {}) =>
      decode(scope, rows, { items: !!opts.items, trx: opts.trx }),

    /**
     * One page; filters, sorts and search only where the schema allows them. `where`: a condition
     * the server adds (a related list's path, related-where.ts); such pages are counted afresh.
     * `maxPageSize`: a larger page than a client may ask for (an export's chunks).
     */
    async list(scope: Scope, query: ListQuery, access?: Access | null, where?: Where, maxPageSize?: number): Promise<ListResult<Dto>> {
      return page(scope, query, access, where, false, maxPageSize);
    },

    /**
     * One page of the recycle bin (docs/recycle-bin.md): the records deleted and not yet purged, with
     * the list's filters, search and sort (the last deleted first by default); `own` scope: theirs only.
     */
    async recycle(scope: Scope, query: ListQuery, access?: Access | null): Promise<ListResult<Dto>> {
      if (!soft) throw notFound(`${schema.label}没有回收站`);
      return page(scope, query, access, undefined, true);
    },

    /**
     * Brings records back from the recycle bin, with their links and lines as they were; 404 when any
     * is not in the bin of the scope. A restore that would clash with a live record (a product code
     * used again meanwhile) is refused by the unique index, in Chinese. On the audit trail as 恢复.
     */
    async restore(scope: Scope, ids: string[], opts: WriteOptions): Promise<{ count: number }> {
      if (!soft) throw notFound(`${schema.label}没有回收站`);
      const unique = [...new Set(ids)];
      return inTrx(opts, async (trx) => {
        const rows = await binRows(trx, scope, unique, opts.access);
        if (rows.length !== unique.length) throw notFound(`${schema.label}不在回收站中`);
        const records = await decode(scope, rows, { items: true, trx });
        // What a record refers to may have gone meanwhile (a category deleted for good): it comes back
        // only whole, as a save would be refused, naming the record and the field.
        // People it names are not asked again, as on an edit: a 负责人 who has left since keeps nothing in the bin.
        const people = schema.fields.filter((f) => {
          const target = f.reference && deps.references(f.reference.resource);
          return !!target && 'existing' in target;
        });
        for (const record of records) {
          try {
            const named = Object.fromEntries(people.map((f) => [f.name, record[f.name]]));
            await checkReferences(trx, schema, record, scope, deps.references, named);
          } catch (err) {
            if (err instanceof AppError) {
              const title = recordLabel(schema, record);
              throw new AppError(err.status, () => te('restoreRefused', { record: title, message: err.say() }), err.code, err.data);
            }
            throw err;
          }
        }
        const marks = { deleted_at: null, [DELETER_COLUMN]: null, updated_at: nowIso() };
        await designedTables(trx)
          .updateTable(table)
          .set(marks)
          .where(chosen(scope, unique))
          .execute()
          .catch((err: unknown) => {
            // A unique value (产品编码) a live record took meanwhile.
            if (isUniqueViolation(err)) {
              const shown = records.slice(0, 3).map((r) => recordLabel(schema, r));
              const titles = () => shown.map((title) => te('quoted', { title })).join(te('listJoin'));
              throw Object.assign(
                operationFailed(() => te('restoreDuplicate', { label: shownLabel(schema.label), titles: titles() })),
                {
                  cause: err,
                },
              );
            }
            throw err;
          });
        wrote(
          trx,
          scope,
          rows.map((before): RowChange => ({ before, after: { ...before, ...marks } })),
        );
        const actor = writerOf(opts);
        for (const record of records) onTrail(trx, scope, actor, 'restore', record);
        return { count: rows.length };
      });
    },

    /**
     * Removes records of the recycle bin for good, their lines and links too: the purge of those deleted
     * longer ago than the bin keeps them (docs/recycle-bin.md), less those `referrers` still name. On
     * the audit trail as 彻底删除.
     */
    async purge(
      scope: Scope,
      ids: string[],
      opts: WriteOptions & { deletedBefore?: string; referrers?: readonly Referrer[] },
    ): Promise<{ count: number }> {
      if (!soft || !ids.length) return { count: 0 };
      return inTrx(opts, async (trx) => {
        // Read again under the lock: one restored (and deleted again) since it was chosen is not purged now.
        let rows = (await binRows(trx, scope, [...new Set(ids)])).filter(
          (r) => !opts.deletedBefore || String(r.deleted_at) < opts.deletedBefore,
        );
        // A record another still names (an order's customer, an order line's product) stays in the bin
        // until nothing does: purging it would leave that record pointing at nothing.
        const named = opts.referrers?.length
          ? await namedIds(
              trx,
              db.dialect,
              scope,
              opts.referrers,
              rows.map((r) => String(r.id)),
            )
          : new Set<string>();
        rows = rows.filter((r) => !named.has(String(r.id)));
        const gone = rows.map((r) => String(r.id));
        if (!gone.length) return { count: 0 };
        for (const c of children) await c.remove(trx, scope, gone);
        for (const l of links) await deleteLinks(trx, scope, l.table, gone);
        await designedTables(trx).deleteFrom(table).where(chosen(scope, gone)).execute();
        // Rows of the bin count in no live total, which moves by nothing; recorded all the same, so the
        // list version moves: the dashboard's counts of deleted records are kept at it (db/list/kept-figures.ts).
        wrote(
          trx,
          scope,
          rows.map((before): RowChange => ({ before, after: null })),
        );
        const actor = writerOf(opts);
        for (const record of await decode(scope, rows, { items: false, trx })) onTrail(trx, scope, actor, 'purge', record);
        return { count: gone.length };
      });
    },

    /** Records of a tenant in the bin since before `cutoff` (ISO), by id after `afterId`, with their project: what the purge takes next. */
    async expired(tenantId: string, cutoff: string, limit: number, afterId?: string): Promise<Array<{ projectId: string; id: string }>> {
      if (!soft) return [];
      let q = designedTables(db.kysely)
        .selectFrom(table)
        .select(['project_id', 'id'])
        .where('tenant_id', '=', tenantId)
        .where('deleted_at', '<', cutoff);
      if (afterId !== undefined) q = q.where('id', '>', afterId);
      const rows = await q.orderBy('id').limit(limit).execute();
      return rows.map((r) => ({ projectId: String(r.project_id), id: String(r.id) }));
    },

    /**
     * Sums of money fields over every row meeting `where` in the caller's scope (own scope: their
     * rows), for a related list's totals. Stored fields are summed as stored; a virtual one by the
     * SQL its area's hooks give (`sumOf`), else left out; so is a field the caller may not see.
     */
    async sums(scope: Scope, fields: string[], where: Where, access?: Access | null): Promise<Record<string, number>> {
      const rules = fieldRules(schema, access);
      const sumOf = Object.assign({}, ...deps.hooks.map((h) => h.sumOf ?? {})) as NonNullable<ResourceHooks['sumOf']>;
      const summed = fields.flatMap((name) => {
        const f = schema.fields.find((x) => x.name === name && specOf(x).cents);
        if (!f || rules.hides(name) || (f.virtual && !sumOf[name])) return [];
        return [{ name, value: f.virtual ? sumOf[name]() : sql<number>`${sql.ref(fieldColumn(f))}` }];
      });
      if (!summed.length) return {};
      const [row] = await designedTables(db.kysely)
        .selectFrom(table)
        .where((eb) => eb.and(Object.entries(scopeWhere(scope)).map(([c, v]) => eb(c, '=', v))))
        .$if(!!access?.owners, (q) => q.where(ownerCondition(owner, access!.owners!)))
        .$if(soft, (q) => q.where('deleted_at', 'is', null))
        .where(where)
        .select(summed.map((s) => sql<number>`coalesce(sum(${s.value}), 0)`.as(s.name)))
        .execute();
      return Object.fromEntries(summed.map((s) => [s.name, Number(row?.[s.name] ?? 0)]));
    },

    /** The record with its line items, or null when absent, deleted or outside the scope. */
    async find(scope: Scope, id: string, trx?: Kysely<Database>, access?: Access | null): Promise<Dto | null> {
      return service.fromRow(scope, await findRow(scope, id, trx), trx, access);
    },

    /**
     * A family's read of one record (families.ts): the row as stored and its stored values, without
     * line items or hooks, so the family can tell the member it is and have that member serve this
     * very row (`fromRow`) instead of reading it again. Undefined when absent, deleted or outside the scope.
     */
    async peek(scope: Scope, id: string, trx?: Kysely<Database>): Promise<{ row: Row; values: Dto } | undefined> {
      const row = await findRow(scope, id, trx);
      return row && { row, values: codec.toDto(row) };
    },

    /** False when `access` is of `own` scope and the row is another's (it is then absent to the caller). */
    owns,

    /**
     * A row of this table (read by `find` or a family's `peek`) → the record as findById answers it:
     * null when there is none or, under `own` scope, it is another's (as one of another project is);
     * else decoded with its line items, the afterRead hooks and `access`'s field rules applied.
     */
    async fromRow(scope: Scope, row: Row | undefined, trx?: Kysely<Database>, access?: Access | null): Promise<Dto | null> {
      if (!row || !owns(row, access)) return null;
      return fieldRules(schema, access).strip((await decode(scope, [row], { items: true, trx }))[0]);
    },

    /**
     * Records read with a lock on PostgreSQL (in id order), line items included, for a write that
     * decides from them in `trx` (a payment checks its order's sums); missing ones are left out, and
     * so are those outside `access`'s data scope (its field rules applied).
     */
    async lock(scope: Scope, ids: string[], trx: Kysely<Database>, access?: Access | null): Promise<Dto[]> {
      const records = await decode(scope, await lockedRows(trx, scope, [...new Set(ids)], access), { items: true, trx });
      return access ? records.map(fieldRules(schema, access).strip) : records;
    },

    /** The record or 404 (also for records of other tenants and projects: their existence is not revealed). */
    async findById(scope: Scope, id: string, trx?: Kysely<Database>, access?: Access | null): Promise<Dto> {
      const dto = await service.find(scope, id, trx, access);
      if (!dto) throw notFound(`${schema.label}不存在或已删除`);
      return dto;
    },

    async add(scope: Scope, input: Record<string, unknown>, opts: WriteOptions): Promise<Dto> {
      const rules = fieldRules(schema, opts.access);
      rules.checkWrite(input, null);
      const values: Record<string, unknown> = { ...input };
      // Under `own` scope (or without 转移) a record added without a 负责人 is the adder's, so it never vanishes from their view.
      ownerTransfer(schema, opts.access).onAdd(values);
      const today = businessToday();
      for (const f of writable) if (values[f.name] === undefined && f.default !== undefined) values[f.name] = defaultValue(f, today);
      Object.assign(values, schema.fixed ?? {});
      return inTrx(opts, async (trx) => {
        const ctx: SaveContext = {
          ...ctxOf(trx, scope, opts),
          op: 'add',
          id: newId(),
          values,
          columns: {},
          existing: null,
          existingRow: null,
          figuredLines: new Set(),
          auditAction: opts.auditAction ?? 'create',
        };
        // References first: the hooks read what a value names (an order its customer and products), and
        // must never read, or answer about, a record the caller may not name.
        if (!ctx.trusted) await checkReferences(trx, schema, ctx.values, scope, deps.references, null, opts.access);
        await run('beforeSave', ctx);
        const write = partWrite(ctx, opts.auth, today);
        await completeValues(ctx.values, write);
        prepareLines(ctx.values, ctx.figuredLines);
        // Last before the row: the number's counter stays locked until this transaction ends.
        await makeValues(ctx.values, write);
        const now = nowIso();
        const row = {
          ...codec.toRow(ctx.values),
          [CREATOR_COLUMN]: opts.auth?.userId ?? null,
          ...ctx.columns,
          ...fixedCols,
          id: ctx.id,
          ...scopeColumns(scope),
          created_at: now,
          updated_at: now,
        };
        await designedTables(trx).insertInto(table).values(row).execute().catch(mapDbError);
        await saveRelated(trx, scope, ctx.id, ctx.values);
        const stored = (await findRow(scope, ctx.id, trx))!;
        wrote(trx, scope, [{ before: null, after: stored }]);
        const [record] = await decode(scope, [stored], { items: true, trx });
        await run('afterSave', { ...ctx, record, row: stored });
        onTrail(trx, scope, ctx.actor, ctx.auditAction, record);
        return rules.strip(record);
      });
    },

    /** Partial update: only the fields sent change. */
    async update(scope: Scope, input: Record<string, unknown> & { _id: string }, opts: WriteOptions): Promise<Dto> {
      const { _id: id, ...rest } = input;
      const rules = fieldRules(schema, opts.access);
      return inTrx(opts, async (trx) => {
        const [before] = await lockedRows(trx, scope, [id], opts.access);
        if (!before) throw notFound(`${schema.label}不存在或已删除`);
        const [existing] = await decode(scope, [before], { items: true, trx });
        rules.checkWrite(rest, existing);
        ownerTransfer(schema, opts.access).onUpdate(rest, existing);
        const ctx: SaveContext = {
          ...ctxOf(trx, scope, opts),
          op: 'update',
          id,
          values: rest,
          columns: {},
          existing,
          existingRow: before,
          figuredLines: new Set(),
          auditAction: opts.auditAction ?? 'update',
        };
        // A client's edit of a record its rules close (a finished order); the server's own writes go on.
        if (!ctx.trusted) checkRecordRules(schema, 'edit', [existing]);
        // References before the hooks, as on add.
        if (!ctx.trusted) await checkReferences(trx, schema, ctx.values, scope, deps.references, existing, opts.access);
        await run('beforeSave', ctx);
        for (const k of Object.keys(schema.fixed ?? {})) delete ctx.values[k];
        const write = partWrite(ctx, opts.auth, businessToday());
        for (const { field, hook } of updating) hook(field, ctx.values, write);
        await completeValues(ctx.values, write);
        prepareLines(ctx.values, ctx.figuredLines);
        const set = { ...codec.toRow(ctx.values), ...ctx.columns, updated_at: nowIso() };
        let q = designedTables(trx).updateTable(table).set(set).where('id', '=', id);
        for (const [c, v] of Object.entries(scopeWhere(scope))) q = q.where(c, '=', v);
        await q.execute().catch(mapDbError);
        await saveRelated(trx, scope, id, ctx.values);
        const after = (await findRow(scope, id, trx))!;
        wrote(trx, scope, [{ before, after }]);
        const [record] = await decode(scope, [after], { items: true, trx });
        await run('afterSave', { ...ctx, record, row: after });
        onTrail(trx, scope, ctx.actor, ctx.auditAction, record, existing);
        return rules.strip(record);
      });
    },

    /** Deletes (or marks deleted) every record named; 404 when any is missing in the scope. Answers how many went. */
    async delete(scope: Scope, ids: string[], opts: WriteOptions): Promise<{ count: number }> {
      const unique = [...new Set(ids)];
      return inTrx(opts, async (trx) => {
        const rows = await lockedRows(trx, scope, unique, opts.access);
        if (rows.length !== unique.length) throw notFound(`${schema.label}不存在或已删除`);
        const ctx: DeleteContext = { ...ctxOf(trx, scope, opts), records: await decode(scope, rows, { items: false, trx }), rows, soft };
        checkRecordRules(schema, 'delete', ctx.records, unique);
        await run('beforeDelete', ctx);
        const marks = { deleted_at: nowIso(), [DELETER_COLUMN]: opts.auth?.userId ?? null, updated_at: nowIso() };
        if (!soft) for (const c of children) await c.remove(trx, scope, unique);
        if (soft) await designedTables(trx).updateTable(table).set(marks).where(chosen(scope, unique)).execute();
        else await designedTables(trx).deleteFrom(table).where(chosen(scope, unique)).execute();
        // A soft-deleted record keeps its links and lines: lists skip it by deleted_at, and it may be restored.
        if (!soft) for (const l of links) await deleteLinks(trx, scope, l.table, unique);
        wrote(
          trx,
          scope,
          rows.map((before): RowChange => ({ before, after: soft ? { ...before, ...marks } : null })),
        );
        await run('afterDelete', ctx);
        for (const record of ctx.records) onTrail(trx, scope, ctx.actor, opts.auditAction ?? 'delete', record);
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
