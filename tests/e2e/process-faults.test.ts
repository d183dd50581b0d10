import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, signInApi, startServer, type RunningServer } from './helpers/harness';
import { PG_APPLICATION } from '../../server/src/db/client';

/** The admin database connection of the local PostgreSQL, when the run has one. */
const PG_URL = process.env.DATABASE_URL;

async function pgAdmin<T>(fn: (c: pg.Client) => Promise<T>, connectionString = PG_URL): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The real server process under faults (docs/requirements.md §10.1): killed with SIGKILL in the middle of a write
 * loop, every write it acknowledged is there after a restart and the SQLite file is intact; and
 * `ACE_PROCESSES=2` on PostgreSQL serves from two processes and stops cleanly.
 */
describe('server process faults', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const s of servers) await s.stop();
  });

  it('keeps every acknowledged write after kill -9 in a write loop, and the SQLite file passes integrity_check', async () => {
    const first = await startServer();
    servers.push(first);
    const auth = await signInApi(first);
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const res = await callApi(first, '/business/customer/add', {
            method: 'POST',
            ...auth,
            body: { name: `写入${w}-${i}`, type: 1, contactMethod: 0, contactValue: '13800138000' },
          });
          if (res.json.success) acknowledged.push(res.json.data._id);
        } catch {
          return; // the process is gone: this write was never acknowledged
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acknowledged.length < 40) await new Promise((r) => setTimeout(r, 20));
    await first.kill('SIGKILL');
    killed = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const check = new SQLite(path.join(first.dataDir, 'ace.sqlite'));
    try {
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      const ids = new Set((check.prepare('select id from customer').all() as { id: string }[]).map((r) => r.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      check.close();
    }

    const again = await startServer({ dataDir: first.dataDir });
    servers.push(again);
    const auth2 = await signInApi(again);
    const last = await callApi(again, `/business/customer/findById?_id=${acknowledged.at(-1)}`, auth2);
    expect(last.json).toMatchObject({ success: true, data: { _id: acknowledged.at(-1) } });
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  });

  describe.runIf(PG_URL)('ACE_PROCESSES=2 on PostgreSQL', () => {
    const database = `ace_cluster_${randomBytes(5).toString('hex')}`;
    afterAll(async () => {
      await pgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    });

    it('serves from two processes on one port, restarts a killed one, and stops cleanly on SIGTERM', async () => {
      await pgAdmin((c) => c.query(`CREATE DATABASE ${database}`));
      const url = new URL(PG_URL!);
      url.pathname = `/${database}`;
      const server = await startServer({ env: { DATABASE_URL: url.toString(), ACE_PROCESSES: '2' } });
      servers.push(server);
      // The banner follows once both processes listen (the first may answer a moment earlier).
      await expect.poll(() => server.output()).toContain('服务进程: 2 个（共用端口');
      const ready = await callApi(server, '/health/ready');
      expect(ready).toMatchObject({ status: 200, json: { data: { status: 'ready', database: 'postgres' } } });
      // Each worker keeps its change-bus connection open, named `ace-admin:<pid>` (db/client.ts): two live pids.
      const livePids = () =>
        pgAdmin(async (c) => {
          const rows = (
            await c.query(
              `select distinct split_part(application_name, ':', 2) as pid from pg_stat_activity
               where datname = $1 and application_name like $2`,
              [database, `${PG_APPLICATION}:%`],
            )
          ).rows as { pid: string }[];
          return rows
            .map((r) => Number(r.pid))
            .filter((pid) => {
              try {
                process.kill(pid, 0);
                return true;
              } catch {
                return false;
              }
            });
        }, url.toString());
      const pids = await livePids();
      expect(pids).toHaveLength(2);
      process.kill(pids[0], 'SIGKILL');
      // The primary forks a replacement; the port keeps answering meanwhile.
      await expect.poll(async () => (await livePids()).filter((pid) => !pids.includes(pid)).length, { timeout: 30_000 }).toBe(1);
      expect((await callApi(server, '/health/live')).status).toBe(200);
      expect(server.output()).toContain(`服务进程 ${pids[0]} 已退出（SIGKILL）`);
      expect(await server.stop()).toEqual({ code: 0, signal: null });
    });
  });
});
