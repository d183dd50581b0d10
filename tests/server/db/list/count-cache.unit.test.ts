import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountCache, type Row } from '../../../../server/src/db/list/count-cache';
import { sqlEquals } from '../../../../server/src/db/list/list-conditions';

const active = (row: Row) => row.status === 1;

describe('CountCache', () => {
  afterEach(() => vi.useRealTimers());

  it('moves a total by the committed rows it counts, and leaves it alone for the others', () => {
    const c = new CountCache();
    c.set('t', 's', 'active', 10, c.stamp('t', 's'), active);
    c.writeEnded('t', 's', [
      { before: null, after: { status: 1 } }, // +1
      { before: { status: 1 }, after: { status: 0 } }, // −1
      { before: { status: 0 }, after: { status: 1 } }, // +1
      { before: { status: 1, remark: 'a' }, after: { status: 1, remark: 'b' } }, // 0
      { before: { status: 1 }, after: null }, // −1
    ]);
    expect(c.get('t', 's', 'active')).toBe(10);
    c.writeEnded('t', 's', [{ before: null, after: { status: 1 } }]);
    expect(c.get('t', 's', 'active')).toBe(11);
  });

  it('drops totals it cannot judge, and all of a scope on an unknown write; a rollback changes nothing', () => {
    const c = new CountCache();
    c.set('t', 's', 'search', 5, c.stamp('t', 's'));
    c.set('t', 's', 'active', 7, c.stamp('t', 's'), active);
    c.set('t', 'other', 'active', 3, c.stamp('t', 'other'), active);
    c.writeEnded('t', 's', null);
    expect([c.get('t', 's', 'search'), c.get('t', 's', 'active')]).toEqual([5, 7]);
    c.writeEnded('t', 's', [{ before: null, after: { status: 0 } }]);
    expect([c.get('t', 's', 'search'), c.get('t', 's', 'active')]).toEqual([undefined, 7]);
    c.invalidate('t', 's');
    expect(c.get('t', 's', 'active')).toBeUndefined();
    expect(c.get('t', 'other', 'active')).toBe(3); // another scope (project) is untouched
  });

  it('refuses a count that was running while a write ended in its scope', () => {
    const c = new CountCache();
    const stamp = c.stamp('t', 's');
    c.writeEnded('t', 's', [{ before: null, after: { status: 1 } }]); // committed while counting: the count may have missed it
    c.set('t', 's', 'active', 10, stamp, active);
    expect(c.get('t', 's', 'active')).toBeUndefined();
    c.set('t', 's', 'active', 11, c.stamp('t', 's'), active);
    expect(c.get('t', 's', 'active')).toBe(11);
  });

  it('forgets totals after their time (writes by other processes) and keeps at most maxEntries', () => {
    vi.useFakeTimers();
    const c = new CountCache({ ttlMs: 1000, maxEntries: 2 });
    for (const q of ['a', 'b', 'c']) c.set('t', 's', q, 1, c.stamp('t', 's'), active);
    expect(c.get('t', 's', 'a')).toBeUndefined();
    expect(c.get('t', 's', 'c')).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(c.get('t', 's', 'c')).toBeUndefined();
  });
});

describe('CountCache switched off', () => {
  it('keeps nothing while off and forgets what it kept; counts again from the next set once on', () => {
    const c = new CountCache();
    c.set('t', 's', 'q', 5, c.stamp('t', 's'));
    expect(c.get('t', 's', 'q')).toBe(5);
    c.setEnabled(false);
    expect(c.enabled).toBe(false);
    expect(c.get('t', 's', 'q')).toBeUndefined();
    c.set('t', 's', 'q', 6, c.stamp('t', 's'));
    expect(c.get('t', 's', 'q')).toBeUndefined();
    c.setEnabled(true);
    expect(c.get('t', 's', 'q')).toBeUndefined();
    c.set('t', 's', 'q', 7, c.stamp('t', 's'));
    expect(c.get('t', 's', 'q')).toBe(7);
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
