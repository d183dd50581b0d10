import fs from 'node:fs';
import path from 'node:path';

/** The SQLite file of a data folder (the name db/client.ts opens). */
export const DB_FILE = 'ace.sqlite';
/** The uploaded files of a data folder (areas/platform/uploads/uploads.routes.ts writes them there). */
export const UPLOADS_DIR = 'uploads';
/** What SQLite keeps beside a WAL database while it is open (or after a process died holding it). */
const SIDE_FILES = ['-wal', '-shm', '-journal'] as const;

/** `YYYYMMDD-HHmmss` in local time: names an operator reads and sorts in a folder listing. */
export function stamp(at = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}${p(at.getMonth() + 1)}${p(at.getDate())}-${p(at.getHours())}${p(at.getMinutes())}${p(at.getSeconds())}`;
}

/** `name`, or `name-2`, `name-3`… when taken: two restores in one second never overwrite what the first kept. */
export function freeName(name: string): string {
  let candidate = name;
  for (let n = 2; fs.existsSync(candidate); n++) candidate = `${name}-${n}`;
  return candidate;
}

/** Number of files and bytes under a folder (0 / 0 when it does not exist). */
export function folderSize(dir: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  if (!fs.existsSync(dir)) return { files, bytes };
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** `12.3 MB`: sizes as the scripts print them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v.toFixed(1)} ${units[i]}`;
}

/** Removes the -wal/-shm/-journal files left beside `file`; returns the names removed. */
export function removeSideFiles(file: string): string[] {
  const removed: string[] = [];
  for (const suffix of SIDE_FILES) {
    if (!fs.existsSync(file + suffix)) continue;
    fs.rmSync(file + suffix);
    removed.push(path.basename(file + suffix));
  }
  return removed;
}
