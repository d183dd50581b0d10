import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { within } from '../helpers/two-processes';
import { openDb, type Db } from '../../../server/src/db/client';
import type { RecordChange } from '../../../server/src/db/record-events';

/**
 * A write committed in a process's last moments is still told to the others: closing the database
 * sends the announcements still gathering (record-events.ts) before the pool ends. They went out
 * 100 ms later through an ended pool and were lost (通知其他服务进程失败…).
 */
describe.runIf(!!process.env.DATABASE_URL)('record announcements when a process closes its database', () => {
  let t: TestApp;
  let other: Db;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    other = openDb({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 2 });
    await other.changes.start();
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('are sent before the pool ends, and heard by the other process', async () => {
    const heard: Array<RecordChange | null> = [];
    other.records.listen((change) => heard.push(change));
    const closing = openDb({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir, poolSize: 2 });
    await sql`select 1`.execute(closing.kysely); // a process that has served: its pool is in use, and closing ends it
    const errors = vi.spyOn(console, 'error');
    const change: RecordChange = { tenantId: 't1', projectId: 'p1', resource: 'customer', kind: 'change', ids: ['a'], origin: '' };
    closing.records.announce(change);
    await closing.close();
    await within(2000, async () => heard.length > 0);
    expect(heard).toEqual([change]);
    await new Promise((r) => setTimeout(r, 200)); // past the gathering window: nothing is sent twice or fails
    expect(heard).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
