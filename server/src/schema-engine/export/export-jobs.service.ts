import fs from 'node:fs';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { Db } from '../../db/client';
import type { ExportJobStatus } from '../../db/tables/export-jobs';
import type { Scope } from '../../core/scope';
import { newId } from '../../core/ids';
import { notFound, saidText, tooManyRequests, type Message } from '../../core/errors';
import type { StartedExport } from './export-run';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

/** A finished file is kept this long, then swept with its row. */
const EXPORT_FILE_TTL_MS = 24 * 3600_000;
/** A running job not heard from for this long lost its process (a restart): it reads as failed. */
const STALE_MS = 10 * 60_000;
/** A process sweeps at most this often, on the jobs' own calls (as sign-in's housekeeping.ts does: no timer). */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 100;
/** Jobs one user may have writing at once: each reads the database chunk after chunk until done. */
const RUNNING_PER_USER = 3;

/** The refusal of a job that is not the caller's, unknown or expired. */
const gone = () => notFound(() => ts('jobGone'));

/** Why a job failed, by whether it imports and whether a restart cut it off; said when read (in the reader's language). */
const failure =
  (imports: boolean, interrupted: boolean): Message =>
  () =>
    ts(imports ? (interrupted ? 'importInterrupted' : 'importFailed') : interrupted ? 'exportInterrupted' : 'exportFailed');

/**
 * An import job (import/import.routes.ts) runs on the same machinery: its "file" is its result as
 * JSON (`.json`), read back into the job's view when done rather than downloaded.
 */
const holdsResult = (fileName: string) => fileName.endsWith('.json');

/** What the client reads of a job. */
export interface ExportJobView {
  status: ExportJobStatus;
  progress: number;
  total: number;
  /** Why it failed: said in the language of the request that reads it (export-job.routes.ts). */
  message?: Message;
  fileName: string;
  /** An import job's result once done (created, updated, failed rows). */
  result?: unknown;
}

/** Who a job is for: only they see it and download its file (anyone else: 404, as for an unknown id). */
interface Owner {
  scope: Scope;
  userId: string;
}

/**
 * Exports written in the background (docs/decisions.md, 导出): the state in `export_jobs`, so any
 * process answers a poll; the file under the data folder (`exports/<tenant>/<id>.xlsx`, written as
 * `.part` and renamed when whole). The process that started a job writes it; one that dies leaves it
 * `running` until STALE_MS tells. Finished files expire after EXPORT_FILE_TTL_MS.
 */
export function createExportJobs(db: Db, dataDir: string, now: () => number = Date.now) {
  const k = db.kysely;
  const root = path.join(dataDir, 'exports');
  const fileOf = (tenantId: string, id: string, kind = '.xlsx') => path.join(root, tenantId, `${id}${kind}`);
  const iso = (ms: number) => new Date(ms).toISOString();
  const mine = (o: Owner, id: string) =>
    k
      .selectFrom('export_jobs')
      .selectAll()
      .where('tenant_id', '=', o.scope.tenantId)
      .where('project_id', '=', o.scope.projectId)
      .where('user_id', '=', o.userId)
      .where('id', '=', id);
  const set = (tenantId: string, id: string, values: Partial<{ status: ExportJobStatus; progress: number; message: string | null }>) =>
    k
      .updateTable('export_jobs')
      .set({ ...values, updated_at: iso(now()) })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute();

  let lastSweep = Number.NEGATIVE_INFINITY;
  /** Expired jobs' files and rows, a bounded batch; never fails the call that triggered it. */
  async function sweep() {
    const t = now();
    if (t - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = t;
    try {
      const expired = await k
        .selectFrom('export_jobs')
        .select(['tenant_id', 'id'])
        .where('expires_at', '<', iso(t))
        .limit(SWEEP_BATCH)
        .execute();
      for (const j of expired) {
        await fs.promises.rm(fileOf(j.tenant_id, j.id), { force: true });
        await fs.promises.rm(fileOf(j.tenant_id, j.id, '.json'), { force: true });
        await fs.promises.rm(`${fileOf(j.tenant_id, j.id)}.part`, { force: true });
        await k.deleteFrom('export_jobs').where('tenant_id', '=', j.tenant_id).where('id', '=', j.id).execute();
      }
    } catch (err) {
      console.warn(`清理过期导出文件失败（下次重试）: ${(err as Error).message}`);
    }
  }

  /** Writes the file, telling the row how far it is after each chunk. */
  async function run(tenantId: string, id: string, started: StartedExport, kind: string) {
    const file = fileOf(tenantId, id, kind);
    const part = `${file}.part`;
    try {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const out = fs.createWriteStream(part);
      await started.write(out, async (progress) => void (await set(tenantId, id, { progress })));
      await finished(out);
      await fs.promises.rename(part, file);
      await set(tenantId, id, { status: 'done', message: null });
    } catch (err) {
      console.warn(`导出任务 ${id} 失败: ${(err as Error).message}`);
      await fs.promises.rm(part, { force: true }).catch(() => undefined);
      await set(tenantId, id, { status: 'failed', message: saidText(failure(holdsResult(file), false)) }).catch(() => undefined);
    }
  }

  return {
    /** Records a job for `owner` and writes it in the background; answers its id at once. */
    async start(owner: Owner, resource: string, fileName: string, started: StartedExport): Promise<string> {
      void sweep();
      const at = now();
      const running = await k
        .selectFrom('export_jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', owner.scope.tenantId)
        .where('user_id', '=', owner.userId)
        .where('status', '=', 'running')
        .where('updated_at', '>=', iso(at - STALE_MS))
        .executeTakeFirst();
      if (Number(running?.n ?? 0) >= RUNNING_PER_USER) throw tooManyRequests(() => ts('tooManyExports', { n: RUNNING_PER_USER }));
      const id = newId();
      await k
        .insertInto('export_jobs')
        .values({
          tenant_id: owner.scope.tenantId,
          id,
          project_id: owner.scope.projectId,
          user_id: owner.userId,
          resource,
          file_name: fileName,
          status: 'running',
          progress: 0,
          total: started.total,
          message: null,
          created_at: iso(at),
          updated_at: iso(at),
          expires_at: iso(at + EXPORT_FILE_TTL_MS),
        })
        .execute();
      void run(owner.scope.tenantId, id, started, holdsResult(fileName) ? '.json' : '.xlsx');
      return id;
    },

    /** The owner's job; 404 for anyone else's or an unknown or expired one. */
    async find(owner: Owner, id: string): Promise<ExportJobView> {
      void sweep();
      const row = await mine(owner, id).executeTakeFirst();
      if (!row || row.expires_at < iso(now())) throw gone();
      const stale = row.status === 'running' && row.updated_at < iso(now() - STALE_MS);
      const status = stale ? 'failed' : row.status;
      const imports = holdsResult(row.file_name);
      // The stored message is the record's (Chinese); the reader is told why in their language.
      const message = status === 'failed' ? failure(imports, stale) : undefined;
      const view = { status, progress: row.progress, total: row.total, fileName: row.file_name, ...(message ? { message } : {}) };
      if (!imports || status !== 'done') return view;
      const text = await fs.promises.readFile(fileOf(owner.scope.tenantId, id, '.json'), 'utf8').catch(() => null);
      if (text === null) throw gone();
      return { ...view, result: JSON.parse(text) as unknown };
    },

    /** The owner's finished file: where it is and the name it downloads as; 404 otherwise. */
    async file(owner: Owner, id: string): Promise<{ path: string; name: string; size: number }> {
      const row = await mine(owner, id).executeTakeFirst();
      if (!row || row.status !== 'done' || row.expires_at < iso(now()) || holdsResult(row.file_name)) throw gone();
      const file = fileOf(owner.scope.tenantId, id);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat) throw gone();
      return { path: file, name: row.file_name, size: stat.size };
    },
  };
}

export type ExportJobs = ReturnType<typeof createExportJobs>;
