import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { backupSqlite } from '../../../server/src/ops/backup';
import { restoreSqlite } from '../../../server/src/ops/restore';
import { createTestApp, type TestApp } from '../helpers/test-app';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Another process writing without pause: one row per transaction, numbered 1, 2, 3…, so a copy
 * holds every row committed before it was taken exactly when it holds rows 1 to n without a gap.
 */
const WRITER = `
const db = new (require('better-sqlite3'))(process.argv[1], { timeout: 5000 });
db.pragma('journal_mode = WAL');
db.exec('create table if not exists probe (n integer primary key, pad blob)');
const insert = db.prepare('insert into probe (n, pad) values (?, randomblob(2000))');
let n = db.prepare('select coalesce(max(n), 0) as n from probe').get().n;
console.log('ready');
(function loop() { for (let i = 0; i < 20; i++) insert.run(++n); setImmediate(loop); })();`;

function startWriter(file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', WRITER, file], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`writer exited ${code}`)));
  });
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** Reads one figure from a database file in a connection of its own. */
function read<T>(file: string, sql: string): T {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get() as T;
  } finally {
    db.close();
  }
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ace-backup-test-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('npm run backup / restore on SQLite', () => {
  const backupDir = path.join(tmp, 'backup-1');
  let server: TestApp;
  let dataDir: string;
  let file: string;
  let committedBefore: number;
  let customerId: string;

  it('backs up while a server and another writer are busy: sound, with every row committed before it started', async () => {
    server = await createTestApp('sqlite');
    dataDir = server.config.dataDir;
    file = path.join(dataDir, 'ace.sqlite');
    fs.mkdirSync(path.join(dataDir, 'uploads', server.ids.tenantId), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', server.ids.tenantId, 'kept.png'), 'before the backup');
    const api = server.as(await server.login('demo_admin'));
    const added = await api.post('/business/customer/add', {
      name: '备份前的客户',
      type: 1,
      contactMethod: 0,
      contactValue: '13800000000',
    });
    expect(added.statusCode).toBe(200);
    customerId = added.json().data._id;

    const writer = await startWriter(file);
    try {
      await until(() => read<{ n: number }>(file, 'select count(*) as n from probe').n >= 500);
      committedBefore = read<{ n: number }>(file, 'select max(n) as n from probe').n;
      const report = await backupSqlite(dataDir, backupDir);
      const after = read<{ n: number }>(file, 'select max(n) as n from probe').n;
      expect(after).toBeGreaterThan(committedBefore); // the writer kept writing meanwhile

      expect(report.dir).toBe(backupDir);
      expect(report.uploads.files).toBe(1);
      const copy = new SQLite(path.join(backupDir, 'ace.sqlite'), { readonly: true });
      try {
        expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
        const probe = copy.prepare('select count(*) as count, max(n) as max from probe').get() as { count: number; max: number };
        expect(probe.max).toBeGreaterThanOrEqual(committedBefore);
        expect(probe.count).toBe(probe.max); // rows 1…max, none missing
        expect(copy.prepare('select name from customer where id = ?').get(customerId)).toEqual({ name: '备份前的客户' });
      } finally {
        copy.close();
      }
      expect(fs.readFileSync(path.join(backupDir, 'uploads', server.ids.tenantId, 'kept.png'), 'utf8')).toBe('before the backup');
      expect(fs.existsSync(`${backupDir}.partial`)).toBe(false);
      await expect(backupSqlite(dataDir, backupDir)).rejects.toThrow(/已存在/);
    } finally {
      await stop(writer);
    }
  });

  it('refuses to restore while a server holds the data folder, and changes nothing', async () => {
    const changedAt = fs.statSync(file).mtimeMs;
    await expect(restoreSqlite(dataDir, backupDir)).rejects.toThrow(/正被使用（服务正在运行？）：请先停止服务/);
    expect(fs.readdirSync(dataDir).filter((f) => f.includes('restor'))).toEqual([]);
    expect(fs.statSync(file).mtimeMs).toBe(changedAt);
    const api = server.as(await server.login('demo_admin'));
    expect((await api.get('/business/customer/findById', { _id: customerId })).statusCode).toBe(200);
  });

  it('refuses a damaged backup before touching anything', async () => {
    await server.close(); // a stopped server: only the backup's soundness can stop the restore now
    fs.mkdirSync(dataDir, { recursive: true });
    fs.copyFileSync(path.join(backupDir, 'ace.sqlite'), path.join(tmp, 'damaged.sqlite'));
    const fd = fs.openSync(path.join(tmp, 'damaged.sqlite'), 'r+');
    fs.writeSync(fd, Buffer.alloc(4096 * 3, 0xa5), 0, 4096 * 3, 4096 * 4); // pages 5-7: b-tree pages of the schema
    fs.closeSync(fd);
    // restore refuses before anything: (createTestApp's close removed the data folder) nothing is created
    await expect(restoreSqlite(dataDir, path.join(tmp, 'damaged.sqlite'))).rejects.toThrow(/无法读取备份|完整性检查/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('puts the backup back: database and uploads, keeping what was there aside and no stale -wal', async () => {
    // A data folder that moved on after the backup, and was left by a killed process (its -wal still there).
    fs.mkdirSync(path.join(dataDir, 'uploads', 'later'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'later', 'new.png'), 'after the backup');
    fs.copyFileSync(path.join(backupDir, 'ace.sqlite'), file);
    const writer = await startWriter(file);
    await until(() => read<{ n: number }>(file, 'select max(n) as n from probe').n > committedBefore + 2000);
    writer.kill('SIGKILL');
    await new Promise((r) => writer.once('exit', r));
    expect(fs.existsSync(`${file}-wal`)).toBe(true);
    const liveMax = read<{ n: number }>(file, 'select max(n) as n from probe').n;

    const report = await restoreSqlite(dataDir, backupDir);
    const backupMax = read<{ n: number }>(path.join(backupDir, 'ace.sqlite'), 'select max(n) as n from probe').n;
    expect(read<{ n: number }>(file, 'select max(n) as n from probe').n).toBe(backupMax);
    expect(read<{ integrity_check: string }>(file, 'pragma integrity_check').integrity_check).toBe('ok');
    expect(fs.existsSync(`${file}-wal`)).toBe(false);
    expect(fs.existsSync(`${file}-shm`)).toBe(false);
    // The database that was there is kept, with the killed writer's last commits moved into it.
    expect(report.databaseKeptAs).toMatch(/ace\.sqlite\.before-restore-\d{8}-\d{6}$/);
    expect(read<{ n: number }>(report.databaseKeptAs!, 'select max(n) as n from probe').n).toBe(liveMax);
    expect(fs.readdirSync(path.join(dataDir, 'uploads'))).toEqual([server.ids.tenantId]);
    expect(fs.existsSync(path.join(report.uploadsKeptAs!, 'later', 'new.png'))).toBe(true);
    expect(fs.existsSync(`${file}.restoring`)).toBe(false);

    // A second restore in the same second keeps the first one's copy too.
    const again = await restoreSqlite(dataDir, path.join(backupDir, 'ace.sqlite'));
    expect(again.databaseKeptAs).not.toBe(report.databaseKeptAs);
    expect(fs.existsSync(report.databaseKeptAs!)).toBe(true);
    expect(again.uploads).toBeNull(); // a bare database file leaves the uploads as they are
  });

  it('refuses on PostgreSQL and points to pg_dump / pg_restore', () => {
    const env = { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', ACE_DATA_DIR: dataDir };
    const backup = spawnSync(process.execPath, ['scripts/ops.mjs', 'backup'], { cwd: root, env, encoding: 'utf8' });
    expect(backup.status).toBe(1);
    expect(backup.stderr).toMatch(/已设置 DATABASE_URL[\s\S]*pg_dump -Fc/);
    const restore = spawnSync(process.execPath, ['scripts/ops.mjs', 'restore', backupDir], { cwd: root, env, encoding: 'utf8' });
    expect(restore.status).toBe(1);
    expect(restore.stderr).toMatch(/pg_restore --clean/);
    expect(fs.existsSync(path.join(dataDir, 'backups'))).toBe(false);
  });
});
