import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import { createTestApp, dialects, type TestApp } from '../../helpers/test-app';
import { conditionPart } from '../../../../server/src/db/list/list-conditions';
import type { ListableColumn } from '../../../../server/src/db/list/columns';
import type { ListCondition, ListFilterOperator, ListValue } from '../../../../src/schemas/listQuery';
import { OPERATORS_BY_KIND } from '../../../../src/schemas/listQuerySchema';

/**
 * Every list filter is written twice (list-conditions.ts): as SQL, for the page and its total, and as
 * a JavaScript predicate, with which a committed write adjusts a cached total instead of recounting.
 * Here both halves judge the same random rows, as the database stores them, under random conditions
 * of every operator: where the predicate exists it must pick exactly the rows the SQL picks.
 */

/** A small seeded generator: the same rows and conditions on every run (print the seed on failure). */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return { next, pick: <T>(a: readonly T[]): T => a[Math.floor(next() * a.length)], chance: (p: number) => next() < p };
}

const IDS = [
  '0190a0b0-0000-7000-8000-00000000000a',
  '0190a0b0-0000-7000-8000-00000000000b',
  '0190a0b0-0000-7000-8000-00000000000c',
  '0190a0b0-0000-7000-8000-00000000000d',
];
/** The values of each column: ties, case variants, characters LIKE treats specially, signs, empty text. */
const POOLS = {
  t: ['Alpha', 'alpha', 'ALPHA', 'beta', 'béta', '中文客户', 'a%b', 'a_b', 'x\\y', '', ' ', 'Zeta'],
  n: [0, 1.5, -2, 3.25, 100, -0.5, 1e3, 2.75],
  i: [0, 1, -1, 7, 42, 100000, -99],
  d: ['2026-01-05', '2026-01-10', '2026-02-01', '2025-12-31', '2026-11-23'],
  dt: ['2026-01-05T08:00:00.000Z', '2026-01-05T23:59:59.000Z', '2026-02-01T00:00:00.000Z', '2025-12-31T12:30:00.000Z'],
  b: [true, false],
  e: [0, 1, 2, 3, 4],
} as const;
type Col = keyof typeof POOLS | 'j';
/** How each column is filtered, as the schema's field types would make it. */
const KIND: Record<Col, keyof typeof OPERATORS_BY_KIND> = {
  t: 'text',
  n: 'range',
  i: 'range',
  d: 'range',
  dt: 'range',
  b: 'equality',
  e: 'equality',
  j: 'equality',
};
const encode = (v: unknown) => (typeof v === 'boolean' ? (v ? 1 : 0) : v);
const COLUMNS: Record<Col, ListableColumn> = Object.fromEntries(
  (Object.keys(KIND) as Col[]).map((c) => [c, { column: c, label: c, filterable: true, jsonIdArray: c === 'j', encode }]),
) as Record<Col, ListableColumn>;

describe.each(dialects)('list filters: SQL and its JavaScript twin agree on %s', (dialect) => {
  let t: TestApp;
  let k: Kysely<any>;
  let stored: Record<string, unknown>[];
  const SEED = 20261123;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    k = t.db.kysely as Kysely<any>;
    const real = dialect === 'postgres' ? 'double precision' : 'real';
    await k.schema
      .createTable('list_prop')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('t', 'text')
      .addColumn('n', real)
      .addColumn('i', 'bigint')
      .addColumn('d', 'text')
      .addColumn('dt', 'text')
      .addColumn('b', 'integer')
      .addColumn('e', 'integer')
      .addColumn('j', 'text')
      .execute();
    const r = rng(SEED);
    const maybe = <T>(v: T) => (r.chance(0.15) ? null : v);
    const rows = Array.from({ length: 240 }, (_, n) => ({
      id: `row-${String(n).padStart(3, '0')}`,
      t: maybe(r.pick(POOLS.t)),
      n: maybe(r.pick(POOLS.n)),
      i: maybe(r.pick(POOLS.i)),
      d: maybe(r.pick(POOLS.d)),
      dt: maybe(r.pick(POOLS.dt)),
      b: maybe(r.pick(POOLS.b) ? 1 : 0),
      e: maybe(r.pick(POOLS.e)),
      j: maybe(JSON.stringify(IDS.filter(() => r.chance(0.4)))),
    }));
    await k.insertInto('list_prop').values(rows).execute();
    // Judged as a committed write hands them to the cache: as the database gives them back.
    stored = await k.selectFrom('list_prop').selectAll().execute();
  });
  afterAll(async () => t?.close());

  /** A random condition on a random column, with values of the column's own kind. */
  function randomCondition(r: ReturnType<typeof rng>): ListCondition {
    const field = r.pick(Object.keys(KIND) as Col[]);
    const ops = OPERATORS_BY_KIND[KIND[field]].filter((op) => field !== 'j' || ['eq', 'in', 'null'].includes(op));
    const op = r.pick(ops) as ListFilterOperator;
    const one = (): ListValue => (field === 'j' ? r.pick(IDS) : r.pick(POOLS[field] as readonly ListValue[]));
    if (op === 'null') return { field, op, value: r.chance(0.5) };
    if (op === 'in') return { field, op, value: Array.from({ length: 1 + Math.floor(r.next() * 3) }, one) };
    return { field, op, value: one() };
  }

  it('on 600 random conditions over 240 random rows (nulls, ties, case, LIKE characters)', async () => {
    const r = rng(SEED + 1);
    let judged = 0;
    for (let n = 0; n < 600; n++) {
      const c = randomCondition(r);
      const part = conditionPart(COLUMNS[c.field as Col], c, 0, t.db.dialect);
      if (!part.matches) continue; // no twin (contains, ranges over plain text): those totals are recounted
      const bind = (name: string) => part.values[name];
      const bySql = (
        await k
          .selectFrom('list_prop')
          .select('id')
          .where((eb) => part.expr(eb, bind))
          .orderBy('id')
          .execute()
      ).map((x) => x.id);
      const byJs = stored
        .filter((row) => part.matches!(row))
        .map((x) => x.id as string)
        .sort();
      expect(byJs, `seed ${SEED + 1}, condition #${n} ${JSON.stringify(c)}`).toEqual(bySql);
      judged++;
    }
    // Most conditions have a twin: a change that lost them would go unseen otherwise.
    expect(judged).toBeGreaterThan(400);
  });

  it('NULL is equal to nothing and unequal to nothing, in both halves', async () => {
    for (const op of ['eq', 'ne'] as const) {
      const part = conditionPart(COLUMNS.t, { field: 't', op, value: 'Alpha' }, 0, t.db.dialect);
      const bySql = await k
        .selectFrom('list_prop')
        .select('id')
        .where((eb) => part.expr(eb, (x) => part.values[x]))
        .where('t', 'is', null)
        .execute();
      expect(bySql).toHaveLength(0);
      expect(stored.filter((row) => row.t === null && part.matches!(row))).toHaveLength(0);
    }
    await sql`select 1`.execute(k);
  });
});
