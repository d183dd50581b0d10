import SQLite from 'better-sqlite3';

/**
 * Whether some other connection has the SQLite database open: a running server, a backup, a
 * `sqlite3` shell. A connection to a WAL database keeps a shared lock on the file for as long as it
 * is open, even idle between requests, so an exclusive lock is granted only when nobody else has it
 * open. The server always runs in WAL mode (db/client.ts), so this sees it in any process, including
 * this one.
 *
 * When the lock is granted, closing the connection checkpoints the WAL into the main file and
 * deletes it: commits a killed server left in `-wal` are in the file before anyone renames it.
 */
export function sqliteInUse(file: string): boolean {
  const db = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    // Kept until close, so the lock is not given back between the probe and the checkpoint.
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (err) {
    if ((err as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw err;
  } finally {
    db.close();
  }
}
