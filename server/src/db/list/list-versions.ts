import type { CompiledQuery, Kysely } from 'kysely';
import type { Database } from '../types';
import type { QueryTemplates } from '../query-templates';

/** What reading a version needs of the database (db/client.ts's Db, which imports this file's writer side). */
interface VersionReader {
  kysely: Kysely<Database>;
  templates: QueryTemplates;
  read<R>(query: CompiledQuery): Promise<R[]>;
}

/**
 * List versions: a counter per table and tenant|project scope (`list_versions`), moved in the
 * transaction of every write the engine records (transactions.ts) and read before a kept total is
 * used. A total counted at version v is the total for as long as the version is v, whichever
 * process wrote since — so every process over one database can keep totals (count-cache.ts), and a
 * write in another process is seen by the next list of this one, with no heartbeat and no message.
 */

/** The tenant of a count scope key (`tenant|project`, count-cache.ts): every key of the table leads with it. */
const tenantOf = (scopeKey: string) => scopeKey.split('|')[0]!;

/**
 * Moves the version of each `table|scope` a transaction wrote, in sorted order (two transactions
 * writing the same lists take their rows' locks in one order, never crosswise), and answers each
 * one's new version. Runs last before the commit's closing work: the row lock on PostgreSQL is held
 * from here to the commit only.
 */
export async function bumpListVersions(
  trx: Kysely<Database>,
  written: { key: string; table: string; scopeKey: string }[],
): Promise<Map<string, number>> {
  const versions = new Map<string, number>();
  for (const w of [...written].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    const row = await trx
      .insertInto('list_versions')
      .values({ tenant_id: tenantOf(w.scopeKey), scope_key: w.scopeKey, tbl: w.table, version: 1 })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'scope_key', 'tbl']).doUpdateSet((eb) => ({ version: eb('list_versions.version', '+', 1) })),
      )
      .returning('version')
      .executeTakeFirstOrThrow();
    versions.set(w.key, Number(row.version));
  }
  return versions;
}

/** The values of the version's slots in a query that reads it (`versionColumn`). */
export const versionValues = (table: string, scopeKey: string) => ({
  'v:tenant': tenantOf(scopeKey),
  'v:scope': scopeKey,
  'v:table': table,
});

/** The version of a table's lists in a scope as a query (0 before its first recorded write): one primary-key read. */
const versionOf = (k: Kysely<Database>, slot: (name: string) => unknown) =>
  k
    .selectFrom('list_versions')
    .select('version')
    .where('tenant_id', '=', slot('v:tenant') as never)
    .where('scope_key', '=', slot('v:scope') as never)
    .where('tbl', '=', slot('v:table') as never);

/** The current version of a table's lists in a scope (0 before its first recorded write): one primary-key read. */
export async function listVersion(db: VersionReader, table: string, scopeKey: string): Promise<number> {
  const query = db.templates.bind('list-version', (slot) => versionOf(db.kysely, slot), versionValues(table, scopeKey), {
    stablePlan: true,
  });
  const [row] = await db.read<{ version: number | string }>(query);
  return Number(row?.version ?? 0);
}

/**
 * The version read with a page, in the page's own statement: a column of every row (`VERSION_COLUMN`,
 * a name no field's column can take) holding the version in the statement's snapshot, so the page and
 * its version are one statement — one round trip on PostgreSQL instead of two. The slots' values: versionValues.
 */
export function versionColumn(k: Kysely<Database>, slot: (name: string) => unknown) {
  return versionOf(k, slot).as(VERSION_COLUMN);
}

/** The column a page's rows carry the version in (`versionColumn`); a field's column is a plain name. */
export const VERSION_COLUMN = 'list:version';

/** The version a page's rows carried (`versionColumn`), or undefined when it had none to carry it. */
export const versionCarried = (rows: readonly Record<string, unknown>[]): number | undefined =>
  rows.length ? Number(rows[0]![VERSION_COLUMN] ?? 0) : undefined;
