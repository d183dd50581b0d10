import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { createTestApp, dialects, type TestApp } from '../../helpers/test-app';
import { listQuery } from '../../../../server/src/db/list/list-query';
import { escapeLike, like } from '../../../../server/src/db/list/list-conditions';
import { substringPrefilter } from '../../../../server/src/db/list/substring-index';
import { syncTextIndex } from '../../../../server/src/db/text-index';
import type { ListableColumn } from '../../../../server/src/db/list/columns';
import type { ListQuery } from '../../../../src/schemas/listQuery';

/**
 * The substring index only narrows (substring-index.ts, ../text-index.ts): whatever rows hold, the
 * indexed search must return exactly the ids a plain LIKE / ILIKE scan returns. Rows are written by
 * plain SQL (no server code: the database's own triggers keep the index), then updated and deleted.
 */

/**
 * Characters that stress the index: case, LIKE's own characters, quotes, spaces, Chinese, emoji
 * (surrogate pairs), accents, fullwidth forms; for PostgreSQL's LIKE in place of ILIKE on a
 * caseless term (list-conditions.ts `caseless`), characters whose lower case is another's: İ (an i
 * and a combining dot), the combining dot alone, the Kelvin sign (a k); and for SQLite's pairs
 * (../../../../server/src/db/fts-fold.ts), characters FTS5 folds otherwise than JavaScript: µ (μ),
 * a final ς (σ), ſ (s), a Cherokee letter (kept by FTS5, lower-cased by JavaScript).
 */
const CHARS = [
  'a',
  'A',
  'b',
  'B',
  'z',
  '中',
  '文',
  '客',
  '户',
  '张',
  '三',
  '%',
  '_',
  '\\',
  '"',
  ' ',
  '😀',
  '👍',
  'é',
  'É',
  '1',
  '１',
  '（',
  'İ',
  'i',
  '\u0307',
  'K',
  'k',
  'µ',
  'ς',
  'ſ',
  'Ꭰ',
  'ꭰ',
];
const text = fc.array(fc.constantFrom(...CHARS), { maxLength: 9 }).map((cs) => cs.join(''));
const cell = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 8, arbitrary: text },
);
const row = fc.record({ a: cell, b: cell });

/** A query of 1 to 5 characters: mostly a piece of a stored value (case flipped sometimes), else random. */
const query = (values: (string | null)[]) =>
  fc
    .tuple(fc.nat(), fc.nat(), fc.integer({ min: 1, max: 5 }), fc.boolean(), fc.boolean(), text)
    .map(([i, start, len, piece, flip, random]) => {
      const source = [...(values.filter((v): v is string => !!v)[i % Math.max(1, values.length)] ?? '')];
      const q =
        piece && source.length
          ? source.slice(start % source.length, (start % source.length) + len).join('')
          : [...random].slice(0, len).join('');
      const chosen = q.trim() ? q : 'a';
      return flip ? chosen.toUpperCase() : chosen;
    });

const COLUMNS: Record<string, ListableColumn> = {
  a: { column: 'a', label: 'a', filterable: true, searchable: true, sortable: true },
  b: { column: 'b', label: 'b', filterable: true, searchable: true },
};
const SCOPE = { tenant_id: 't1', project_id: 'p1' };

describe.each(dialects)('indexed substring search returns exactly what LIKE returns on %s', (dialect) => {
  let t: TestApp;
  let k: Kysely<any>;
  let nextId = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    k = t.db.kysely as Kysely<any>;
    await k.schema
      .createTable('search_prop')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text')
      .addColumn('project_id', 'text')
      .addColumn('a', 'text')
      .addColumn('b', 'text')
      .execute();
    await syncTextIndex(k, dialect, 'search_prop', ['a', 'b']);
  });
  afterAll(async () => t?.close());

  /** Every id of the list for `request`, page by page (pages of 7, so the count runs too). */
  async function listed(request: Omit<ListQuery, 'pageNo' | 'pageSize'>): Promise<{ ids: string[]; total: number }> {
    const ids: string[] = [];
    // Every page's total, counted (a full page) or not: one value, or -1 to fail the comparison.
    const totals = new Set<number>();
    for (let pageNo = 1; ; pageNo++) {
      const page = await listQuery<{ id: string }>({
        db: t.db,
        table: 'search_prop',
        scope: SCOPE,
        columns: COLUMNS,
        defaultSort: { field: 'a', order: 'asc' },
        request: { ...request, pageNo, pageSize: 7 },
      });
      ids.push(...page.rows.map((r) => r.id));
      totals.add(page.total);
      if (page.rows.length < 7) return { ids: ids.sort(), total: totals.size === 1 ? page.total : -1 };
    }
  }

  /** The plain scan: LIKE on every row of the scope. */
  async function scanned(columns: string[], term: string): Promise<string[]> {
    const pattern = `%${escapeLike(term)}%`;
    const rows = await k
      .selectFrom('search_prop')
      .select('id')
      .where('tenant_id', '=', 't1')
      .where('project_id', '=', 'p1')
      .where((eb) => eb.or(columns.map((c) => like(c, pattern, dialect))))
      .execute();
    return rows.map((r) => r.id as string).sort();
  }

  /**
   * The candidates alone (no LIKE) must hold every LIKE match: the index never hides a row. SQLite
   * narrows from two characters; PostgreSQL at two (pairs), ILIKE using pg_trgm by itself from three
   * (the pairs then only probe the term's rarity: no candidates of their own).
   */
  async function candidatesCover(columns: string[], term: string) {
    const pre = await substringPrefilter(t.db, 'search_prop', columns, term, 'x');
    const chars = [...term].length;
    if (chars < 2) return expect(pre).toBeUndefined();
    expect(pre, term).toBeDefined();
    if (dialect === 'postgres' && chars > 2) return expect(pre!.expr).toBeUndefined();
    const got = await k
      .selectFrom('search_prop')
      .select('id')
      .where(pre!.expr!((n) => pre!.values[n]))
      .execute();
    const ids = new Set(got.map((r) => r.id as string));
    for (const id of await scanned(columns, term)) expect(ids.has(id), `${id} for ${JSON.stringify(term)}`).toBe(true);
  }

  async function check(terms: string[]) {
    for (const term of terms) {
      const q = term.trim();
      if (q) {
        const want = await scanned(['a', 'b'], q);
        expect(await listed({ conditions: [], search: q }), `q=${JSON.stringify(q)}`).toEqual({ ids: want, total: want.length });
        await candidatesCover(['a', 'b'], q);
      }
      const want = await scanned(['b'], term);
      const got = await listed({ conditions: [{ field: 'b', op: 'contains', value: term }] });
      expect(got, `b contains ${JSON.stringify(term)}`).toEqual({ ids: want, total: want.length });
      await candidatesCover(['b'], term);
    }
  }

  it('for random rows, queries, updates, deletes and raw inserts', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 1, maxLength: 40 }).chain((rows) =>
          fc.record({
            rows: fc.constant(rows),
            terms: fc.array(query(rows.flatMap((r) => [r.a, r.b])), { minLength: 1, maxLength: 6 }),
            updates: fc.array(fc.tuple(fc.nat(), row), { maxLength: 8 }),
            deletes: fc.array(fc.nat(), { maxLength: 5 }),
          }),
        ),
        async ({ rows, terms, updates, deletes }) => {
          await k.deleteFrom('search_prop').execute();
          const ids = rows.map(() => `r${String(nextId++).padStart(6, '0')}`);
          // Raw SQL, as a restore or an import would write: only the database's triggers see it.
          for (const [i, r] of rows.entries())
            await sql`insert into search_prop (id, tenant_id, project_id, a, b) values (${ids[i]}, ${i % 5 === 4 ? 't2' : 't1'}, 'p1', ${r.a}, ${r.b})`.execute(
              k,
            );
          await check(terms);
          for (const [i, r] of updates)
            await sql`update search_prop set a = ${r.a}, b = ${r.b} where id = ${ids[i % ids.length]}`.execute(k);
          for (const i of deletes) await sql`delete from search_prop where id = ${ids[i % ids.length]}`.execute(k);
          await check(terms);
        },
      ),
      { numRuns: 40, seed: 20261201 },
    );
  });
});
