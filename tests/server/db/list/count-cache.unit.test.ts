import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountCache, type Row } from '../../../../server/src/db/list/count-cache';
import { sqlEquals } from '../../../../server/src/db/list/list-conditions';

const active = (row: Row) => row.status === 1;
/** A counted total at list version `version`, stamped now. */
const counted = (c: CountCache, total: number, version = 0, scope = 's') => ({
  total,
  estimated: false,
  version,
  stamp: c.stamp('t', scope),
});
const total = (c: CountCache, query: string, version = 0, scope = 's') => c.get('t', scope, query, version)?.total;

describe('CountCache', () => {
  afterEach(() => vi.useRealTimers());

  it("moves a total by the committed rows it counts to the write's version, and leaves it alone for the others", () => {
    const c = new CountCache();
    c.set('t', 's', 'active', counted(c, 10), active);
    c.writeEnded(
      't',
      's',
      [
        { before: null, after: { status: 1 } }, // +1
        { before: { status: 1 }, after: { status: 0 } }, // −1
        { before: { status: 0 }, after: { status: 1 } }, // +1
        { before: { status: 1, remark: 'a' }, after: { status: 1, remark: 'b' } }, // 0
        { before: { status: 1 }, after: null }, // −1
      ],
      1,
    );
    expect(total(c, 'active', 0)).toBeUndefined(); // the database's version is 1 now: 0 is no longer asked for
    expect(total(c, 'active', 1)).toBe(10);
    c.writeEnded('t', 's', [{ before: null, after: { status: 1 } }], 2);
    expect(total(c, 'active', 2)).toBe(11);
  });

  it('answers a total only at the version it is true at: a write elsewhere (another process) makes it stale', () => {
    const c = new CountCache();
    c.set('t', 's', 'active', counted(c, 10, 4), active);
    expect(total(c, 'active', 4)).toBe(10);
    expect(total(c, 'active', 5)).toBeUndefined(); // another process wrote: version 5, recount
    c.set('t', 's', 'active', counted(c, 12, 5), active);
    // This process's write made version 7: version 6 was another's, so 12 cannot be moved to 7.
    c.writeEnded('t', 's', [{ before: null, after: { status: 1 } }], 7);
    expect(total(c, 'active', 7)).toBeUndefined();
    // A total counted after the write had committed already holds it.
    c.set('t', 's', 'active', counted(c, 13, 8), active);
    c.writeEnded('t', 's', [{ before: null, after: { status: 1 } }], 8);
    expect(total(c, 'active', 8)).toBe(13);
  });

  it('keeps whether a total is an estimate, and moves an estimate like a count', () => {
    const c = new CountCache();
    c.set('t', 's', 'active', { total: 1_230_000, estimated: true, version: 0, stamp: c.stamp('t', 's') }, active);
    c.writeEnded('t', 's', [{ before: null, after: { status: 1 } }], 1);
    expect(c.get('t', 's', 'active', 1)).toEqual({ total: 1_230_001, estimated: true });
  });

  it('drops totals it cannot judge, and all of a scope on an unknown write; a rollback changes nothing', () => {
    const c = new CountCache();
    c.set('t', 's', 'search', counted(c, 5));
    c.set('t', 's', 'active', counted(c, 7), active);
    c.set('t', 'other', 'active', counted(c, 3, 0, 'other'), active);
    c.writeEnded('t', 's', null);
    expect([total(c, 'search'), total(c, 'active')]).toEqual([5, 7]);
    c.writeEnded('t', 's', [{ before: null, after: { status: 0 } }], 1);
    expect([total(c, 'search', 1), total(c, 'active', 1)]).toEqual([undefined, 7]);
    c.invalidate('t', 's');
    expect(total(c, 'active', 1)).toBeUndefined();
    expect(total(c, 'active', 0, 'other')).toBe(3); // another scope (project) is untouched
  });

  it('refuses a count that was running while a write of this process ended in its scope', () => {
    const c = new CountCache();
    const stamp = c.stamp('t', 's');
    c.writeEnded('t', 's', [{ before: null, after: { status: 1 } }], 1); // committed while counting: the count may have missed it
    c.set('t', 's', 'active', { total: 10, estimated: false, version: 0, stamp }, active);
    expect(total(c, 'active', 0)).toBeUndefined();
    c.set('t', 's', 'active', counted(c, 11, 1), active);
    expect(total(c, 'active', 1)).toBe(11);
  });

  it('forgets totals after their time (rows written behind the engine) and keeps at most maxEntries', () => {
    vi.useFakeTimers();
    const c = new CountCache({ ttlMs: 1000, maxEntries: 2 });
    for (const q of ['a', 'b', 'c']) c.set('t', 's', q, counted(c, 1), active);
    expect(total(c, 'a')).toBeUndefined();
    expect(total(c, 'c')).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(total(c, 'c')).toBeUndefined();
  });
});

describe('CountCache switched off', () => {
  it('keeps nothing while off and forgets what it kept; counts again from the next set once on', () => {
    const c = new CountCache();
    c.set('t', 's', 'q', counted(c, 5));
    expect(total(c, 'q')).toBe(5);
    c.setEnabled(false);
    expect(c.enabled).toBe(false);
    expect(total(c, 'q')).toBeUndefined();
    c.set('t', 's', 'q', counted(c, 6));
    expect(total(c, 'q')).toBeUndefined();
    c.setEnabled(true);
    expect(total(c, 'q')).toBeUndefined();
    c.set('t', 's', 'q', counted(c, 7));
    expect(total(c, 'q')).toBe(7);
  });
});

describe('sqlEquals: SQL `=` on the values the engine stores', () => {
  it('compares numbers by value and everything else as text; NULL equals nothing', () => {
    expect(sqlEquals(1, 1)).toBe(true);
    expect(sqlEquals(1, '1')).toBe(true); // an enum filter value from the query string
    expect(sqlEquals(0, '')).toBe(false);
    expect(sqlEquals('abc', 'abc')).toBe(true);
    expect(sqlEquals('abc', 'ABC')).toBe(false);
    expect(sqlEquals(null, null)).toBe(false);
    expect(sqlEquals(undefined, 0)).toBe(false);
  });
});
