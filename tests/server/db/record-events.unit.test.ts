import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { createRecordEvents, announceOnCommit, type RecordChange } from '../../../server/src/db/record-events';
import { localChangeBus, type ChangeBus } from '../../../server/src/db/change-bus';
import { runTransaction } from '../../../server/src/db/transactions';
import { CountCache } from '../../../server/src/db/list/count-cache';

/** A change bus that keeps what is published and lets a test play what other processes send. */
function recordingBus() {
  const published: Array<{ topic: string; key?: string }> = [];
  const handlers = new Map<string, (key?: string) => void>();
  const bus: ChangeBus = {
    publish: (topic, key) => void published.push({ topic, key }),
    subscribe: (topic, handler) => void handlers.set(topic, handler),
    start: async () => undefined,
    close: async () => undefined,
  };
  return { bus, published, fromOthers: (topic: string, key?: string) => handlers.get(topic)?.(key) };
}

const write = (id: string, action = 'create', resource = 'customer', origin = 'tab-1') => ({
  tenantId: 't1',
  projectId: 'p1',
  resource,
  id,
  action,
  origin,
});
/** Closes the window in which announcements of one resource gather. */
const windowCloses = () => vi.advanceTimersByTime(100);

describe('record events (live lists)', () => {
  const kysely = new Kysely<any>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
  const counts = new CountCache();
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('sends what is gathering at once when flushed (the database is closing), and not again when its window closes', () => {
    const { bus, published } = recordingBus();
    const events = createRecordEvents(bus);
    events.announce({ tenantId: 't1', projectId: 'p1', resource: 'customer', kind: 'change', ids: ['a'], origin: '' });
    events.flush();
    expect(published.map((p) => JSON.parse(p.key!).ids)).toEqual([['a']]);
    windowCloses();
    expect(published).toHaveLength(1);
  });

  it('announces a transaction’s writes once it commits: one per resource and kind, here and on the bus', async () => {
    const { bus, published } = recordingBus();
    const events = createRecordEvents(bus);
    const heard: Array<RecordChange | null> = [];
    events.listen((c) => heard.push(c));
    await runTransaction(kysely, counts, async (trx) => {
      announceOnCommit(trx, events, write('a'));
      announceOnCommit(trx, events, write('b', 'update'));
      announceOnCommit(trx, events, write('c', 'delete'));
      announceOnCommit(trx, events, write('d', 'create', 'product'));
      expect(heard).toEqual([]); // nothing before the commit
    });
    windowCloses();
    const told = { tenantId: 't1', projectId: 'p1', origin: 'tab-1' };
    expect(heard).toEqual([
      { ...told, resource: 'customer', kind: 'change', ids: ['a', 'b'] },
      { ...told, resource: 'customer', kind: 'delete', ids: ['c'] },
      { ...told, resource: 'product', kind: 'change', ids: ['d'] },
    ]);
    expect(published.map((p) => JSON.parse(p.key!))).toEqual(heard);
    expect(new Set(published.map((p) => p.topic))).toEqual(new Set(['records']));
  });

  it('announces nothing of a transaction that rolled back', async () => {
    const events = createRecordEvents(localChangeBus());
    const heard: unknown[] = [];
    events.listen((c) => heard.push(c));
    await expect(
      runTransaction(kysely, counts, async (trx) => {
        announceOnCommit(trx, events, write('a'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    windowCloses();
    expect(heard).toEqual([]);
  });

  it('names no record past twenty in one write (an import), and says each once', async () => {
    const events = createRecordEvents(localChangeBus());
    const heard: Array<RecordChange | null> = [];
    events.listen((c) => heard.push(c));
    await runTransaction(kysely, counts, async (trx) => {
      for (let i = 0; i < 20; i++) announceOnCommit(trx, events, write(`r${i}`, i % 2 ? 'update' : 'create'));
      announceOnCommit(trx, events, write('r0', 'update'));
    });
    windowCloses();
    expect(heard[0]!.ids).toHaveLength(20);
    await runTransaction(kysely, counts, async (trx) => {
      for (let i = 0; i < 21; i++) announceOnCommit(trx, events, write(`s${i}`, 'restore'));
    });
    windowCloses();
    expect(heard[1]).toMatchObject({ kind: 'change', ids: null });
  });

  it('gathers writes of one resource committed within 100 ms (an import row by row) into one announcement', async () => {
    const { bus, published } = recordingBus();
    const events = createRecordEvents(bus);
    const heard: Array<RecordChange | null> = [];
    events.listen((c) => heard.push(c));
    for (const id of ['x', 'y']) await runTransaction(kysely, counts, async (trx) => announceOnCommit(trx, events, write(id)));
    await runTransaction(kysely, counts, async (trx) => announceOnCommit(trx, events, write('z', 'update', 'customer', 'tab-2')));
    expect(heard).toEqual([]);
    windowCloses();
    // Written from two tabs: neither is spared the news.
    expect(heard).toEqual([{ tenantId: 't1', projectId: 'p1', resource: 'customer', kind: 'change', ids: ['x', 'y', 'z'], origin: '' }]);
    expect(published).toHaveLength(1);
    await runTransaction(kysely, counts, async (trx) => announceOnCommit(trx, events, write('w')));
    windowCloses();
    expect(heard[1]).toMatchObject({ ids: ['w'], origin: 'tab-1' });
  });

  it('delivers what other processes announce, and `null` when the bus may have missed some', () => {
    const { bus, fromOthers } = recordingBus();
    const events = createRecordEvents(bus);
    const heard: Array<RecordChange | null> = [];
    const stop = events.listen((c) => heard.push(c));
    const change: RecordChange = { tenantId: 't1', projectId: 'p1', resource: 'order', kind: 'change', ids: ['o1'], origin: '' };
    fromOthers('records', JSON.stringify(change));
    fromOthers('records', 'not json');
    fromOthers('records', undefined);
    expect(heard).toEqual([change, null]);
    stop();
    fromOthers('records', JSON.stringify(change));
    expect(heard).toHaveLength(2);
  });
});
