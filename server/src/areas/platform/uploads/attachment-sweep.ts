import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { fieldColumn, tableName } from '../../../schema-engine/columns';
import { tenantServiceOf } from '../../../schema-engine/tenant-service';
import { designedTables } from '../../../schema-engine/dynamic-table';
import { filePath } from './attachment-files';
import { runPeriodically } from '../../../core/periodic';

/**
 * Uploads of file fields that no record holds are removed (docs/requirements.md §10.3): a file uploaded for a form
 * that was then cancelled, one taken out of a record's field by an edit, the files of a deleted
 * record. Nothing marks a file "released" when that happens: a periodic mark-and-sweep asks the
 * records themselves, so a crash, a rollback or a soft delete can never make it drop a file a row
 * still names. A soft-deleted row is still a row (it may be restored): its files stay.
 *
 * Mark: every upload older than the grace period that is either unattached (`record_id` null) or
 * whose record (soft-deleted ones included) no longer holds it in the field it was uploaded for.
 * Sweep: each marked upload is deleted by a statement that re-checks the mark, so a record saved in
 * between keeps its file: an unattached one only while still unattached (an attach and this delete
 * each wait for the other's row lock; the loser changes nothing and the save is refused as a stale
 * upload, schema-engine/field-types/file.ts), an attached one with its record locked and read again. Then the bytes.
 */

/** How long an upload stays without a record holding it: a form left open for a day may still save it. */
export const ATTACHMENT_GRACE_MS = 24 * 3600_000;
/** How often each server process sweeps (main.ts). */
const ATTACHMENT_SWEEP_EVERY_MS = 3600_000;
/** Uploads read per page of the mark; a large backlog drains page by page without loading it whole. */
const PAGE = 500;
const UPLOAD_NAME = /^[0-9a-f-]{36}$/;

export interface SweepOptions {
  /** Default ATTACHMENT_GRACE_MS; tests shorten it. */
  graceMs?: number;
  /** The clock (ms); default now. */
  now?: number;
}

/** One upload the mark found unheld: `released` ones carry where their record lives, to be read again. */
export interface MarkedUpload {
  tenantId: string;
  id: string;
  reason: 'unattached' | 'released';
  recordId?: string;
  table?: string;
  column?: string;
}

export interface SweptFile {
  tenantId: string;
  id: string;
  /** `stray`: bytes on disk with no `uploaded_files` row (a crash between the two, an old `.part`). */
  reason: MarkedUpload['reason'] | 'stray';
  size: number;
}

const cutoffOf = (opts: SweepOptions) => new Date((opts.now ?? Date.now()) - (opts.graceMs ?? ATTACHMENT_GRACE_MS)).toISOString();
const uploadsRoot = (app: FastifyInstance) => path.join(app.config.dataDir, 'uploads');

/** Whether a file field's stored value names the upload: a substring of its JSON, so a doubt keeps the file. */
const holds = (value: unknown, id: string) =>
  value !== null && value !== undefined && (typeof value === 'string' ? value : JSON.stringify(value)).includes(id);

/**
 * The mark, one page of uploads older than the grace period (by tenant and id, after `after`):
 * those no record holds. An upload whose resource or field the tenant no longer has is kept (its
 * rows may still exist and the field come back). Answers the key to continue from, if any.
 */
export async function markUnreferenced(
  app: FastifyInstance,
  opts: SweepOptions & { after?: { tenantId: string; id: string } } = {},
): Promise<{ marked: MarkedUpload[]; next?: { tenantId: string; id: string } }> {
  const after = opts.after;
  const rows = await app.db.kysely
    .selectFrom('uploaded_files')
    .select(['tenant_id', 'id', 'resource', 'field', 'record_id'])
    .where('created_at', '<', cutoffOf(opts))
    .$if(!!after, (q) =>
      q.where((eb) =>
        eb.or([eb('tenant_id', '>', after!.tenantId), eb.and([eb('tenant_id', '=', after!.tenantId), eb('id', '>', after!.id)])]),
      ),
    )
    .orderBy('tenant_id')
    .orderBy('id')
    .limit(PAGE)
    .execute();
  const marked: MarkedUpload[] = [];
  const groups = new Map<string, { id: string; recordId: string }[]>();
  for (const r of rows) {
    if (r.record_id === null) marked.push({ tenantId: r.tenant_id, id: r.id, reason: 'unattached' });
    else {
      const key = JSON.stringify([r.tenant_id, r.resource, r.field]);
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key)!.push({ id: r.id, recordId: r.record_id });
    }
  }
  for (const [key, group] of groups) {
    const [tenantId, resource, fieldName] = JSON.parse(key) as string[];
    // A tenant whose resources cannot be loaded now is looked at again next time.
    const service = await tenantServiceOf(app.services, tenantId, resource).catch(() => undefined);
    const field = service?.schema.fields.find((f) => f.name === fieldName && f.type === 'file' && !f.virtual);
    if (!service || !field) continue;
    const table = tableName(service.schema);
    const column = fieldColumn(field);
    // Every row of the table, soft-deleted ones included: a record that may be restored keeps its files.
    const records = await designedTables(app.db.kysely)
      .selectFrom(table)
      .select(['id', `${column} as value`])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', [...new Set(group.map((r) => r.recordId))])
      .execute();
    const values = new Map(records.map((r) => [r.id as string, r.value]));
    for (const r of group)
      if (!holds(values.get(r.recordId), r.id))
        marked.push({ tenantId, id: r.id, reason: 'released', recordId: r.recordId, table, column });
  }
  const last = rows.at(-1);
  return { marked, next: rows.length === PAGE && last ? { tenantId: last.tenant_id, id: last.id } : undefined };
}

/**
 * The sweep of what `markUnreferenced` found: each row deleted only if still unheld (re-checked by
 * the delete itself, or with the record locked), then its bytes. Answers what went.
 */
export async function sweepMarked(app: FastifyInstance, marked: MarkedUpload[]): Promise<SweptFile[]> {
  const swept: SweptFile[] = [];
  const byTenant = new Map<string, string[]>();
  for (const m of marked.filter((x) => x.reason === 'unattached')) {
    if (!byTenant.has(m.tenantId)) byTenant.set(m.tenantId, []);
    byTenant.get(m.tenantId)!.push(m.id);
  }
  for (const [tenantId, ids] of byTenant) {
    // Only while still unattached: a save that attached it meanwhile wins.
    const gone = await app.db.kysely
      .deleteFrom('uploaded_files')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .where('record_id', 'is', null)
      .returning(['id', 'size'])
      .execute();
    for (const g of gone) swept.push({ tenantId, id: g.id, reason: 'unattached', size: Number(g.size) });
  }
  for (const m of marked) {
    if (m.reason !== 'released') continue;
    const gone = await app.db.transaction(async (trx) => {
      // The record read again under its lock (PostgreSQL; SQLite runs one write at a time): an edit
      // that put the file back either committed before (the file is kept) or waits and then finds
      // the upload gone (its save is refused, never left naming a missing file).
      const record = await designedTables(trx)
        .selectFrom(m.table!)
        .select(`${m.column!} as value`)
        .where('tenant_id', '=', m.tenantId)
        .where('id', '=', m.recordId!)
        .$if(app.db.dialect === 'postgres', (q) => q.forUpdate())
        .executeTakeFirst();
      if (record && holds(record.value, m.id)) return undefined;
      return trx
        .deleteFrom('uploaded_files')
        .where('tenant_id', '=', m.tenantId)
        .where('id', '=', m.id)
        .where('record_id', '=', m.recordId!)
        .returning(['size'])
        .executeTakeFirst();
    });
    if (gone) swept.push({ tenantId: m.tenantId, id: m.id, reason: 'released', size: Number(gone.size) });
  }
  // The bytes after the rows have committed: a crash in between leaves a stray file, which the next
  // sweep's disk pass removes (never the other way round, a row naming missing bytes).
  for (const s of swept) await fs.promises.rm(filePath(uploadsRoot(app), s.tenantId, s.id), { force: true });
  return swept;
}

/**
 * Bytes under `uploads/<tenant>/files` (of a tenant of this database) older than the grace period
 * that no `uploaded_files` row names: left by a crash between a sweep's delete and its file removal, or an upload cut off
 * before its row (`.part`). Young ones are an upload in progress (bytes are written before the row).
 */
async function sweepStrayFiles(app: FastifyInstance, opts: SweepOptions = {}): Promise<SweptFile[]> {
  const root = uploadsRoot(app);
  const cutoff = (opts.now ?? Date.now()) - (opts.graceMs ?? ATTACHMENT_GRACE_MS);
  const swept: SweptFile[] = [];
  const tenants = await fs.promises.readdir(root, { withFileTypes: true }).catch(() => []);
  // Only the folders of tenants this database has: a process started on the wrong database (a move
  // from SQLite, a staging copy) with the real data folder must not take every file for a stray.
  const known = new Set((await app.db.kysely.selectFrom('tenants').select('id').execute()).map((t) => t.id));
  for (const tenant of tenants.filter((d) => d.isDirectory() && known.has(d.name))) {
    const dir = path.join(root, tenant.name, 'files');
    const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
    const old: { name: string; size: number }[] = [];
    for (const name of names) {
      if (!UPLOAD_NAME.test(name.replace(/\.part$/, ''))) continue;
      const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
      if (stat?.isFile() && stat.mtimeMs < cutoff) old.push({ name, size: stat.size });
    }
    for (let i = 0; i < old.length; i += PAGE) {
      const page = old.slice(i, i + PAGE);
      const ids = page.map((f) => f.name).filter((n) => UPLOAD_NAME.test(n));
      const known = ids.length
        ? new Set(
            (
              await app.db.kysely
                .selectFrom('uploaded_files')
                .select('id')
                .where('tenant_id', '=', tenant.name)
                .where('id', 'in', ids)
                .execute()
            ).map((r) => r.id),
          )
        : new Set<string>();
      for (const f of page.filter((x) => !known.has(x.name))) {
        await fs.promises.rm(path.join(dir, f.name), { force: true });
        swept.push({ tenantId: tenant.name, id: f.name, reason: 'stray', size: f.size });
      }
    }
  }
  return swept;
}

/**
 * One whole sweep: mark and sweep page by page, then the disk pass; logs one line of what went.
 * On PostgreSQL one process at a time sweeps (an advisory lock; another finding it taken skips, as
 * the work would be the same); the conditional deletes keep it right even without the lock.
 */
export async function sweepAttachments(app: FastifyInstance, opts: SweepOptions = {}): Promise<{ swept: SweptFile[]; skipped: boolean }> {
  const work = async () => {
    const swept: SweptFile[] = [];
    let after: { tenantId: string; id: string } | undefined;
    do {
      const page = await markUnreferenced(app, { ...opts, after });
      swept.push(...(await sweepMarked(app, page.marked)));
      after = page.next;
    } while (after);
    swept.push(...(await sweepStrayFiles(app, opts)));
    return swept;
  };
  const swept = app.db.dialect === 'postgres' ? await onePerDatabase(app, work) : await work();
  if (!swept) return { swept: [], skipped: true };
  if (swept.length) {
    const count = (r: SweptFile['reason']) => swept.filter((s) => s.reason === r).length;
    app.log.info(
      { files: swept.slice(0, 50), bytes: swept.reduce((n, s) => n + s.size, 0) },
      `清理附件：删除 ${swept.length} 个文件（未保存到记录 ${count('unattached')} 个，记录已不再引用 ${count('released')} 个，无登记的残留文件 ${count('stray')} 个）`,
    );
  }
  return { swept, skipped: false };
}

/** `work` under a session advisory lock on one pinned connection, or undefined when another process holds it. */
async function onePerDatabase<T>(app: FastifyInstance, work: () => Promise<T>): Promise<T | undefined> {
  return app.db.kysely.connection().execute(async (conn) => {
    const key = sql`hashtext('ace-attachment-sweep')`;
    const { rows } = await sql<{ held: boolean }>`select pg_try_advisory_lock(${key}) as held`.execute(conn);
    if (!rows[0]?.held) return undefined;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}

/**
 * Sweeps every `everyMs` (first after a minute or two, so a restart does not postpone it an hour and
 * processes started together do not all sweep at once). The timers never keep the process alive; a
 * failed sweep is logged and retried next time. Answers the stop, which waits for a sweep under way.
 */
export function scheduleAttachmentSweep(
  app: FastifyInstance,
  opts: { everyMs?: number; firstAfterMs?: number; sweep?: SweepOptions } = {},
): () => Promise<void> {
  return runPeriodically(() => sweepAttachments(app, opts.sweep), {
    everyMs: opts.everyMs ?? ATTACHMENT_SWEEP_EVERY_MS,
    firstAfterMs: opts.firstAfterMs ?? 60_000,
    failure: '清理附件失败（下次重试）',
    log: app.log,
  });
}
