import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../client';
import { ftsTable, ftsTermsTable, indexedTextColumns } from '../text-index';
import { ftsFold } from '../fts-fold';
import type { Bind } from './list-conditions';

/**
 * The index side of a substring search (`q` over the searchable columns, or one `__contains` filter)
 * on SQLite: the rows whose FTS5 trigrams hold the text (../text-index.ts). It is a pre-filter only —
 * every candidate is still judged by LIKE, so results are exactly LIKE's:
 * - three characters or more: the trigram phrase (FTS5 tokenizes and folds it as it did the rows);
 * - two: every indexed trigram beginning with them, folded as FTS5 folds (../fts-fold.ts), read from
 *   the `fts5vocab` table as a range (each value ends with a sentinel, so a pair at a value's end still
 *   begins one), OR-ed into one MATCH;
 * - one: no pre-filter (a scan).
 * On PostgreSQL ILIKE (LIKE for a caseless term, list-conditions.ts `caseless`) uses the pg_trgm
 * indexes by itself from three characters; two are looked up in
 * the index of each column's lower-cased pairs (`ace_bigrams`). The planner cannot tell a common pair
 * from a rare one (its guess for `@>` on a function of a parameter is a constant), so, as on SQLite, a
 * common pair's page is read in sort order with ILIKE alone (at a million customers 恒达's page took
 * 29 ms through the pairs' index and 0.5 ms in sort order) and a rare one's through the index. Its
 * guess for three characters or more misses too (Acme, 2,828 of a million customers, planned for 290
 * rows and read through pg_trgm in 13 ms, 5 ms in sort order): such a term's rarity is probed through
 * the pairs' index as well (every pair of a term is in each row holding it), a rare one is left to
 * ILIKE and pg_trgm, and a common one's page judges ILIKE in a form no index serves
 * (list-conditions.ts `like`), so it too is read in sort order.
 */
export interface SubstringPrefilter {
  /** What the pre-filter adds to the query's shape key (the SQL differs by columns and by form). */
  shape: string;
  values: Record<string, unknown>;
  /**
   * The index's candidates, for a rare term's page and every count (SQLite: `rowid in (…)`; PostgreSQL,
   * two characters: the pairs); absent where ILIKE is served by pg_trgm by itself (three or more), so
   * a common term's page judges it in a form no index serves (list-query.ts).
   */
  expr?: (bind: Bind) => Expression<SqlBool>;
  /**
   * Whether at most RARE_MATCHES rows of the whole table are candidates (a capped count through the
   * index), kept per term in the list's scope (keptRarity); without a scope, a minute.
   */
  isRare: (at?: ListAt) => Promise<boolean>;
}

/** A list's scope key (tenant|project, count-cache.ts) and how to read its version there (list-versions.ts). */
interface ListAt {
  scopeKey: string;
  version: () => Promise<number>;
}

/** Searches with at most this many candidates are read through the index; more, in sort order with LIKE (it stops after a page). */
const RARE_MATCHES = 1000;

/**
 * A term's rarity is kept per list scope. It only picks the plan (the rows are the same either way),
 * and asking it on every page and every search keystroke cost a common term's 5–20 ms each time at a
 * million rows. A verdict is answered for RARITY_TTL_MS; past that, while the scope's list version is
 * still the one it was asked at (no write the engine records in the scope since, in any process), for
 * up to RARITY_LONGEST_MS, the version read once more each RARITY_TTL_MS. So a term that comes back
 * to a quiet list is not asked again on cold pages, and a busy one's verdict is at most a minute old.
 * Writes the version cannot show — another scope's, which the whole-table count includes, or rows
 * written behind the engine's back — make it lag, for RARITY_LONGEST_MS at most, never wrong. A
 * list without a scope (none of the engine's) keeps it for RARITY_TTL_MS. RARITY_KEPT bounds how many are kept.
 */
const RARITY_TTL_MS = 60_000;
const RARITY_LONGEST_MS = 10 * 60_000;
const RARITY_KEPT = 2000;

interface Rarity {
  rare: boolean;
  /** The scope's list version when it was asked (none for a list without a scope). */
  version?: number;
  askedAt: number;
  /** When it was asked or its version last read unchanged. */
  checkedAt: number;
}

/** Kept rarities per database, by scope, table, form and term; oldest first. */
const rarities = new WeakMap<Db, Map<string, Rarity>>();

async function keptRarity(db: Db, key: string, at: ListAt | undefined, probe: () => Promise<boolean>): Promise<boolean> {
  let kept = rarities.get(db);
  if (!kept) rarities.set(db, (kept = new Map()));
  const scoped = `${at?.scopeKey ?? ''}|${key}`;
  const hit = kept.get(scoped);
  const now = Date.now();
  if (hit && now - hit.checkedAt < RARITY_TTL_MS) return hit.rare;
  // Read before the count: a write between them makes the verdict newer than its version, never older.
  const version = at && (await at.version());
  if (hit && version !== undefined && hit.version === version && now - hit.askedAt < RARITY_LONGEST_MS) {
    hit.checkedAt = now;
    return hit.rare;
  }
  const rare = await probe();
  kept.delete(scoped);
  kept.set(scoped, { rare, version, askedAt: now, checkedAt: now });
  if (kept.size > RARITY_KEPT) kept.delete(kept.keys().next().value!);
  return rare;
}

/** The largest code point: the top of a range of terms beginning with a prefix (terms compare as UTF-8 bytes). */
const TOP = '\u{10FFFF}';

const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The pre-filter of a search for `term` in `columns` of `table` (slots named after `name`), or
 * undefined where the search stays a scan: PostgreSQL, a one-character term, or a column the index
 * does not cover.
 */
export async function substringPrefilter(
  db: Db,
  table: string,
  columns: string[],
  term: string,
  name: string,
): Promise<SubstringPrefilter | undefined> {
  const chars = [...term].length;
  if (chars < 2) return undefined;
  const indexed = await indexedTextColumns(db, table);
  if (!indexed || !columns.every((c) => indexed.includes(c))) return undefined;
  if (db.dialect === 'postgres') return pgPairPrefilter(db, table, columns, term, name, chars > 2);
  const fts = sql.table(ftsTable(table));
  const only = `{${columns.join(' ')}} : `;
  const values: Record<string, unknown> = {};
  let match: (bind: Bind) => Expression<unknown>;
  if (chars >= 3) {
    values[`${name}:match`] = `${only}${phrase(term)}`;
    match = (bind) => sql`${bind(`${name}:match`)}`;
  } else {
    // The index folds case: the pair is looked up folded as FTS5 folded the rows (../fts-fold.ts).
    const pair = ftsFold(term);
    Object.assign(values, { [`${name}:pair`]: pair, [`${name}:pair_top`]: pair + TOP });
    values[`${name}:only`] = `${only}(`;
    const terms = sql.table(ftsTermsTable(table));
    // No trigram begins with the pair: a phrase of three sentinels, which no value holds.
    match = (bind) =>
      sql`${bind(`${name}:only`)} || (select coalesce(group_concat('"' || replace(term, '"', '""') || '"', ' OR '), '"' || char(1, 1, 1) || '"')
        from ${terms} where term >= ${bind(`${name}:pair`)} and term <= ${bind(`${name}:pair_top`)}) || ')'`;
  }
  const k = db.kysely as any;
  const candidates = (bind: Bind) =>
    k
      .selectFrom(ftsTable(table))
      .select('rowid')
      .where(sql<SqlBool>`${fts} match ${match(bind)}`);
  const form = chars >= 3 ? 'phrase' : 'pair';
  const shape = `fts:${form}:${columns.join(',')}`;
  return {
    shape,
    values,
    expr: (bind) => sql<SqlBool>`${sql.ref(`${table}.rowid`)} in (${candidates(bind)})`,
    isRare: (at) => cappedRarity(db, table, shape, values, candidates, at),
  };
}

/**
 * PostgreSQL: rows whose lower-cased column holds every pair of the lower-cased search (../text-index.ts).
 * Two characters: the pairs narrow the page and the count. Three or more (`trigrams`): pg_trgm serves
 * ILIKE itself, and the pairs only tell a rare term from a common one.
 */
function pgPairPrefilter(db: Db, table: string, columns: string[], term: string, name: string, trigrams: boolean): SubstringPrefilter {
  const probeShape = `pairs:${columns.join(',')}`;
  const shape = trigrams ? `trgm:${columns.join(',')}` : probeShape;
  const values = { [name]: term };
  const holds = (bind: Bind) =>
    sql<SqlBool>`(${sql.join(
      columns.map((c) => sql`ace_bigrams(lower(${sql.ref(c)})) @> ace_bigrams(lower(${bind(name)}))`),
      sql` or `,
    )})`;
  const k = db.kysely as any;
  const candidates = (bind: Bind) =>
    k
      .selectFrom(table)
      .select(sql`1`.as('one'))
      .where(holds(bind));
  return {
    shape,
    values,
    expr: trigrams ? undefined : holds,
    isRare: (at) => cappedRarity(db, table, probeShape, values, candidates, at),
  };
}

/**
 * Whether at most RARE_MATCHES rows are `candidates` of `table` (a query of them, its values bound by
 * `bind`): a count that stops one past the cap, compiled once per shape and kept per term (keptRarity).
 */
function cappedRarity(
  db: Db,
  table: string,
  shape: string,
  values: Record<string, unknown>,
  candidates: (bind: Bind) => any,
  at: ListAt | undefined,
): Promise<boolean> {
  return keptRarity(db, `${table}|${shape}|${JSON.stringify(values)}`, at, async () => {
    const k = db.kysely as any;
    const probe = db.templates.bind(
      `probe:${table}:${shape}`,
      (slot) =>
        k
          .selectFrom(
            candidates(slot)
              .limit(RARE_MATCHES + 1)
              .as('candidates'),
          )
          .select((eb: any) => eb.fn.countAll().as('n')),
      values,
    );
    const [row] = await db.read<{ n: number }>(probe);
    return Number(row?.n ?? 0) <= RARE_MATCHES;
  });
}
