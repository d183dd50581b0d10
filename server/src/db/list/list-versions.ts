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

/** The current version of a table's lists in a scope (0 before its first recorded write): one primary-key read. */
export async function listVersion(db: VersionReader, table: string, scopeKey: string): Promise<number> {
  const k = db.kysely;
  const query = db.templates.bind(
    'list-version',
    (slot) =>
      k
        .selectFrom('list_versions')
        .select('version')
        .where('tenant_id', '=', slot('tenant') as never)
        .where('scope_key', '=', slot('scope') as never)
        .where('tbl', '=', slot('table') as never),
    { tenant: tenantOf(scopeKey), scope: scopeKey, table },
  );
  const [row] = await db.read<{ version: number | string }>(query);
  return Number(row?.version ?? 0);
}
