import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dialects } from '../helpers/test-app';
import { openDb, PARALLEL_SETUP_COST, type Db } from '../../../server/src/db/client';

/**
 * The server's PostgreSQL connections plan parallel workers for large reads only (db/client.ts,
 * docs/decisions.md "Parallel workers for large reads only"), and an operator's own options in
 * DATABASE_URL come after the server's, as docs/operations.md says.
 */
// PostgreSQL only (skipped, not failed, without DATABASE_URL; CI always has one).
describe.skipIf(!dialects.includes('postgres'))('parallel workers on PostgreSQL', () => {
  const opened: Db[] = [];
  const open = (databaseUrl: string) => {
    const db = openDb({ databaseUrl, dataDir: '' });
    opened.push(db);
    return db;
  };
  const setupCost = async (db: Db) =>
    (await sql<{ c: string }>`select current_setting('parallel_setup_cost') as c`.execute(db.kysely)).rows[0].c;
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  it('tells every connection a parallel plan costs ten times PostgreSQL’s default to start', async () => {
    expect(PARALLEL_SETUP_COST).toBe(10_000);
    expect(await setupCost(open(process.env.DATABASE_URL!))).toBe(String(PARALLEL_SETUP_COST));
  });

  it('adds DATABASE_URL’s own options after the server’s: a setting named in both is the URL’s', async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', '-c parallel_setup_cost=500');
    expect(await setupCost(open(url.toString()))).toBe('500');
    url.searchParams.set('options', '-c work_mem=8MB');
    const other = open(url.toString());
    expect(await setupCost(other)).toBe(String(PARALLEL_SETUP_COST));
    expect((await sql<{ m: string }>`select current_setting('work_mem') as m`.execute(other.kysely)).rows[0].m).toBe('8MB');
  });
});
