import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DB_FILE, UPLOADS_DIR, folderSize, freeName, removeSideFiles, stamp } from './data-files';
import { integrityProblems } from './backup';
import { sqliteInUse } from './sqlite-in-use';

export interface RestoreReport {
  database: string;
  /** Where the database that was there before now is (null when there was none). */
  databaseKeptAs: string | null;
  /** The uploads put back (null when the backup was a bare database file: uploads left as they were). */
  uploads: { files: number; bytes: number } | null;
  uploadsKeptAs: string | null;
  /** Stale -wal/-shm files removed beside the database. */
  removed: string[];
}

/** A backup folder (`ace.sqlite` + `uploads/`) or a bare database file. */
function resolveSource(source: string): { db: string; uploads: string | null } {
  const at = path.resolve(source);
  if (!fs.existsSync(at)) throw new Error(`没有找到备份 ${at}。`);
  if (!fs.statSync(at).isDirectory()) return { db: at, uploads: null };
  const db = path.join(at, DB_FILE);
  if (!fs.existsSync(db)) throw new Error(`备份文件夹 ${at} 里没有 ${DB_FILE}。`);
  return { db, uploads: path.join(at, UPLOADS_DIR) };
}

function refuseWhileRunning(file: string, dataDir: string) {
  if (fs.existsSync(file) && sqliteInUse(file))
    throw new Error(`数据目录 ${dataDir} 的数据库正被使用（服务正在运行？）：请先停止服务，再恢复。`);
}

/**
 * Copies the backup beside the live database (same folder, so the final rename is atomic) and
 * checks the copy, which is exactly what will be put in place: integrity, and that it is this
 * product's database (it has the migrations' bookkeeping table). A file with no -wal beside it
 * holds all its commits and is copied as bytes, leaving the backup untouched; with one, SQLite
 * reads both (read-only) and writes their sum.
 */
async function stageCopy(backup: string, staged: string): Promise<void> {
  fs.rmSync(staged, { force: true });
  removeSideFiles(staged);
  try {
    if (!fs.existsSync(`${backup}-wal`)) fs.copyFileSync(backup, staged);
    else {
      const source = new SQLite(backup, { readonly: true, fileMustExist: true });
      try {
        await source.backup(staged, { progress: () => 0x7fffffff });
      } finally {
        source.close();
      }
    }
  } catch (err) {
    fs.rmSync(staged, { force: true });
    throw new Error(`无法读取备份 ${backup}：${(err as Error).message}`, { cause: err });
  }
  let copy: SQLite.Database | null = null;
  let sound = false;
  try {
    copy = new SQLite(staged);
    copy.pragma('journal_mode = DELETE');
    const problems = integrityProblems(copy);
    if (problems.length) throw new Error(`备份 ${backup} 未通过完整性检查，未做任何改动：${problems.join('；')}`);
    const migrated = copy.prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`).get();
    if (!migrated) throw new Error(`${backup} 不是本系统的数据库（没有迁移记录），未做任何改动。`);
    sound = true;
  } catch (err) {
    if (err instanceof SQLite.SqliteError) throw new Error(`无法读取备份 ${backup}：${err.message}`, { cause: err });
    throw err;
  } finally {
    copy?.close();
    if (!sound) {
      fs.rmSync(staged, { force: true });
      removeSideFiles(staged);
    }
  }
}

/** Puts the backup's uploads in place; the folder there before is renamed, never deleted. */
function swapUploads(dataDir: string, from: string, suffix: string) {
  const live = path.join(dataDir, UPLOADS_DIR);
  const staged = `${live}.restoring`;
  fs.rmSync(staged, { recursive: true, force: true });
  if (fs.existsSync(from)) fs.cpSync(from, staged, { recursive: true, preserveTimestamps: true });
  else fs.mkdirSync(staged); // the backup was taken before anything was uploaded
  const keptAs = fs.existsSync(live) ? freeName(`${live}.before-restore-${suffix}`) : null;
  if (keptAs) fs.renameSync(live, keptAs);
  fs.renameSync(staged, live);
  return { uploads: folderSize(live), uploadsKeptAs: keptAs };
}

/**
 * Puts a backup (of `npm run backup`, or a bare `ace.sqlite`) back into a SQLite data folder. Refuses
 * while anything has the database open. The current database is renamed
 * `ace.sqlite.before-restore-<time>`, never deleted; its -wal/-shm files are removed after the
 * check has moved their commits into it, so they cannot be replayed onto the restored file.
 */
export async function restoreSqlite(dataDir: string, source: string): Promise<RestoreReport> {
  const backup = resolveSource(source);
  const live = path.join(dataDir, DB_FILE);
  refuseWhileRunning(live, dataDir); // before the copy: say so at once
  fs.mkdirSync(dataDir, { recursive: true });
  const staged = `${live}.restoring`;
  await stageCopy(backup.db, staged);
  try {
    refuseWhileRunning(live, dataDir); // again: a server may have started during the copy
  } catch (err) {
    fs.rmSync(staged, { force: true });
    throw err;
  }
  const suffix = stamp();
  const databaseKeptAs = fs.existsSync(live) ? freeName(`${live}.before-restore-${suffix}`) : null;
  if (databaseKeptAs) fs.renameSync(live, databaseKeptAs);
  const removed = removeSideFiles(live);
  fs.renameSync(staged, live);
  const uploads = backup.uploads ? swapUploads(dataDir, backup.uploads, suffix) : { uploads: null, uploadsKeptAs: null };
  return { database: live, databaseKeptAs, removed, ...uploads };
}
