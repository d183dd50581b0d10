import { sql, type Kysely, type RawBuilder } from 'kysely';
import type SQLite from 'better-sqlite3';
import type { Database } from './types';

/**
 * Chinese text sorts by pinyin (CLDR's `zh` collation, the one ICU ships), the same on both databases
 * (docs/decisions.md, "Sorting Chinese text"):
 * - PostgreSQL: `COLLATE "zh-x-icu"` on the ORDER BY (the server's ICU; a server built without ICU
 *   sorts by code point, and says so once in the log);
 * - SQLite has no ICU and better-sqlite3 cannot register a collation, so the connection gets a
 *   deterministic function `zh_sort_key(text)` whose result, compared as plain text, orders like
 *   Node's ICU `Intl.Collator('zh')`.
 */
const ZH_COLLATION = 'zh-x-icu';
const ZH_SORT_KEY_FUNCTION = 'zh_sort_key';

/** Characters ranked by the collator; any other sorts after them by code point. */
const RANKED_RANGES: [number, number][] = [
  [0x20, 0x7e], // ASCII
  [0x3000, 0x303f], // CJK punctuation
  [0x3400, 0x4dbf], // CJK extension A
  [0x4e00, 0x9fff], // CJK unified ideographs
  [0xff01, 0xff5e], // full-width forms
];

interface Ranks {
  /** Rank by the collator's first level (letters alike whatever their case or width). */
  primary: Map<string, number>;
  /** Rank by all its levels: breaks ties of the first, as ICU does. */
  full: Map<string, number>;
}

let ranks: Ranks | undefined;

/** Each character's place in the collator's order, equal characters sharing one (built once, about 0.2 s). */
function rankBy(chars: string[], collator: Intl.Collator): Map<string, number> {
  const sorted = [...chars].sort(collator.compare);
  const out = new Map<string, number>();
  let rank = 0;
  sorted.forEach((ch, i) => {
    if (i > 0 && collator.compare(sorted[i - 1]!, ch) !== 0) rank++;
    out.set(ch, rank);
  });
  return out;
}

function rankTables(): Ranks {
  if (ranks) return ranks;
  const chars: string[] = [];
  for (const [a, b] of RANKED_RANGES) for (let c = a; c <= b; c++) chars.push(String.fromCodePoint(c));
  ranks = {
    primary: rankBy(chars, new Intl.Collator('zh', { sensitivity: 'base' })),
    full: rankBy(chars, new Intl.Collator('zh', { sensitivity: 'variant' })),
  };
  return ranks;
}

/** Six hex digits per character: ranked ones below 0x100000, the rest after them by code point. */
function encode(text: string, table: Map<string, number>): string {
  let out = '';
  for (const ch of text) out += (table.get(ch) ?? 0x100000 + ch.codePointAt(0)!).toString(16).padStart(6, '0');
  return out;
}

/**
 * The text's sort key: its characters' first-level ranks, a space (below every hex digit, so a
 * prefix sorts first), then their full ranks. Null stays null (NULLs keep the database's place).
 */
export function zhSortKey(text: unknown): string | null {
  if (text === null || text === undefined) return null;
  const s = String(text);
  const t = rankTables();
  return `${encode(s, t.primary)} ${encode(s, t.full)}`;
}

/** Registers `zh_sort_key` on a SQLite connection. */
export function registerZhSortKey(sqlite: SQLite.Database): void {
  sqlite.function(ZH_SORT_KEY_FUNCTION, { deterministic: true }, (v: unknown) => zhSortKey(v));
}

/** The database as this module needs it (client.ts imports this module, so not its `Db`). */
interface OrderDb {
  dialect: 'sqlite' | 'postgres';
  kysely: Kysely<Database>;
}

const icuChecked = new WeakMap<object, Promise<boolean>>();

/** Whether this PostgreSQL server has the ICU collation: asked once per database handle. */
function hasIcu(db: OrderDb): Promise<boolean> {
  let known = icuChecked.get(db.kysely);
  if (!known) {
    known = sql<{ n: number }>`select count(*)::int as n from pg_collation where collname = ${ZH_COLLATION}`
      .execute(db.kysely)
      .then((r) => {
        const has = Number(r.rows[0]?.n ?? 0) > 0;
        if (!has) console.warn(`PostgreSQL 没有 ICU 排序规则 ${ZH_COLLATION}：中文字段将按编码顺序排序`);
        return has;
      });
    icuChecked.set(db.kysely, known);
  }
  return known;
}

/** What an ORDER BY sorts on for a Chinese text column: pinyin order in either dialect. */
export async function zhOrderExpression(db: OrderDb, column: string): Promise<RawBuilder<unknown>> {
  if (db.dialect === 'sqlite') return sql`${sql.raw(ZH_SORT_KEY_FUNCTION)}(${sql.ref(column)})`;
  return (await hasIcu(db)) ? sql`${sql.ref(column)} collate ${sql.id(ZH_COLLATION)}` : sql`${sql.ref(column)}`;
}
