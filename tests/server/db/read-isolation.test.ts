import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../server/src/db/client';

/**
 * db.read on SQLite runs outside Kysely's connection queue when no transaction is open. While one
 * is open (another request's write), a read must wait for it: it never sees uncommitted rows.
 */
describe('db.read on SQLite', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ace-read-'));
  const db = openDb({ dataDir: dir });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const select = () =>
    db.read<{ id: string }>(
      db.templates.bind(
        't:all',
        () =>
          db.kysely
            .selectFrom('t' as any)
            .select('id')
            .orderBy('id'),
        {},
      ),
    );

  it('reads at once when no transaction is open, and waits for an open one instead of reading its uncommitted rows', async () => {
    await db.kysely.schema
      .createTable('t')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .execute();
    await db.kysely
      .insertInto('t' as any)
      .values({ id: 'a' })
      .execute();
    expect(await select()).toEqual([{ id: 'a' }]);

    let settledInside = false;
    let pending: Promise<{ id: string }[]> | undefined;
    await db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('t' as any)
        .values({ id: 'b' })
        .execute();
      pending = select();
      void pending.then(() => (settledInside = true));
      // A later marker instead of a pause: a statement of this transaction, then a turn of the event
      // loop. A read that did not wait (better-sqlite3 answers at once) would have settled before it.
      await trx
        .selectFrom('t' as any)
        .select('id')
        .execute();
      await new Promise((r) => setImmediate(r));
      expect(settledInside).toBe(false);
    });
    expect(await pending).toEqual([{ id: 'a' }, { id: 'b' }]);

    // A rolled-back write is never seen either.
    await db.kysely
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('t' as any)
          .values({ id: 'c' })
          .execute();
        pending = select();
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await pending).toEqual([{ id: 'a' }, { id: 'b' }]);
  });
});
