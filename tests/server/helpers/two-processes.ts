import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, DEMO_PASSWORD, type TestApp, type TestAppExtras } from './test-app';
import { openDb, type Db, type DialectName } from '../../../server/src/db/client';
import { buildApp } from '../../../server/src/app';

/** Polls `probe` until it returns true; fails if it takes longer than `ms`. */
export async function within(ms: number, probe: () => Promise<boolean>) {
  const start = Date.now();
  for (;;) {
    if (await probe()) return;
    if (Date.now() - start > ms) throw new Error(`not seen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface TwoProcesses {
  /** The first server's test app (its database handle for set-up). */
  t: TestApp;
  /** A call under /ace-apis to server `i` (0 or 1) as `token`, in the demo tenant's Main project. */
  call(i: number, method: string, url: string, token: string, body?: unknown): Promise<{ status: number; body: any }>;
  /** Signs in at server `i`; answers the token. */
  login(i: number, username: string, password?: string): Promise<string>;
  /** Server `i`'s address (`http://127.0.0.1:port`). */
  base: string[];
}

/**
 * Two servers listening on loopback over one database (PostgreSQL unless `dialect` says otherwise),
 * each with its own pool and caches, as two processes behind a proxy (registers the `describe` block's
 * hooks; read the fields inside tests). `extras` go to the first server's test app.
 */
export function twoProcesses(dialect: DialectName = 'postgres', extras: TestAppExtras = {}): TwoProcesses {
  let otherDb: Db;
  let other: FastifyInstance;
  const base: string[] = [];
  const suite = {
    base,
    call: async (i: number, method: string, url: string, token: string, body?: unknown) => {
      const res = await fetch(`${base[i]}/ace-apis${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          projectid: suite.t.ids.mainProjectId,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: await res.json() };
    },
    login: async (i: number, username: string, password = DEMO_PASSWORD) => {
      const res = await fetch(`${base[i]}/ace-apis/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      return ((await res.json()) as { data: { token: string } }).data.token;
    },
  } as TwoProcesses;
  beforeAll(async () => {
    suite.t = await createTestApp(dialect, {}, extras);
    otherDb = openDb({ databaseUrl: suite.t.config.databaseUrl, dataDir: suite.t.config.dataDir, poolSize: 4 });
    other = await buildApp({ config: suite.t.config, db: otherDb, logger: false });
    base.push(await suite.t.app.listen({ host: '127.0.0.1', port: 0 }), await other.listen({ host: '127.0.0.1', port: 0 }));
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
    await suite.t?.close();
  });
  return suite;
}
