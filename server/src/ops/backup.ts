import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { DB_FILE, UPLOADS_DIR, folderSize, stamp } from './data-files';

export interface BackupReport {
  /** The backup folder: `ace.sqlite` and `uploads/`. */
  dir: string;
  databaseBytes: number;
  uploads: { files: number; bytes: number };
}

/** Where `npm run backup` writes when given no target: `<dataDir>/backups/backup-YYYYMMDD-HHmmss`. */
function defaultBackupDir(dataDir: string, at = new Date()): string {
  return path.join(dataDir, 'backups', `backup-${stamp(at)}`);
}

/** `PRAGMA integrity_check` of an open database: `[]` when it is sound, else its first complaints. */
export function integrityProblems(db: SQLite.Database): string[] {
  const rows = db.pragma('integrity_check(20)') as { integrity_check: string }[];
  const found = rows.map((r) => r.integrity_check);
  return found.length === 1 && found[0] === 'ok' ? [] : found;
}

/**
 * Copies the database with SQLite's online backup API, which reads through SQLite's own locking,
 * so the server keeps reading and writing meanwhile. All pages are copied in one step, inside one
 * read transaction: the copy is the database as of one moment after the call, every commit before
 * it included. (Copied in small steps, each write of the server would restart the copy, and a busy
 * server could keep it from ever finishing.)
 */
async function copyDatabase(source: string, target: string): Promise<void> {
  const db = new SQLite(source, { fileMustExist: true });
  try {
    await db.backup(target, { progress: () => 0x7fffffff });
  } finally {
    db.close();
  }
  const copy = new SQLite(target);
  try {
    // One self-contained file: a copy of a WAL database would otherwise want -wal/-shm beside it.
    copy.pragma('journal_mode = DELETE');
    const problems = integrityProblems(copy);
    if (problems.length) throw new Error(`备份的数据库未通过完整性检查：${problems.join('；')}`);
  } finally {
    copy.close();
  }
}

/**
 * Writes a consistent backup of a SQLite data folder while the server may be running: the
 * database, then the uploads folder. Uploads are copied after the database, so every file a row of
 * the copy points to is there (a file is stored before the reply that lets a record name it); a
 * file stored meanwhile is copied too and is merely unused. Written under `<target>.partial` and
 * renamed when complete, so a folder named like a backup always is a whole one.
 */
export async function backupSqlite(dataDir: string, target = defaultBackupDir(dataDir)): Promise<BackupReport> {
  const source = path.join(dataDir, DB_FILE);
  if (!fs.existsSync(source)) throw new Error(`没有找到数据库文件 ${source}：请检查 ACE_DATA_DIR。`);
  const dir = path.resolve(target);
  if (fs.existsSync(dir)) throw new Error(`备份目标 ${dir} 已存在：请换一个位置，或先移走它。`);
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true }); // what an interrupted run of this same backup left
  fs.mkdirSync(partial, { recursive: true });
  try {
    await copyDatabase(source, path.join(partial, DB_FILE));
    const uploads = path.join(dataDir, UPLOADS_DIR);
    if (fs.existsSync(uploads)) copyUploads(uploads, path.join(partial, UPLOADS_DIR));
    fs.renameSync(partial, dir);
  } catch (err) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw err;
  }
  return {
    dir,
    databaseBytes: fs.statSync(path.join(dir, DB_FILE)).size,
    uploads: folderSize(path.join(dir, UPLOADS_DIR)),
  };
}

/**
 * Copies the uploads folder, timestamps kept. A file that vanishes while it is copied is one the
 * running server's attachment sweep removed (areas/platform/uploads/attachment-sweep.ts): no record held it
 * a day after its upload, so it is skipped rather than failing the whole backup.
 */
function copyUploads(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    try {
      if (entry.isDirectory()) copyUploads(source, target);
      else if (entry.isFile()) {
        fs.copyFileSync(source, target);
        const { atime, mtime } = fs.statSync(source);
        fs.utimesSync(target, atime, mtime);
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      fs.rmSync(target, { force: true, recursive: true });
    }
  }
}
