import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './client';
import { migrations } from './migrations/index';

/** Explicit list provider: migrations are imported, never discovered from the file system. */
class ListProvider implements MigrationProvider {
  constructor(private readonly list: Record<string, Migration>) {}
  async getMigrations() {
    return this.list;
  }
}

/** The migrator of this database and its migration list. */
async function migratorOf(db: Db): Promise<Migrator> {
  // On PostgreSQL Kysely looks for its bookkeeping tables in every schema unless told which one;
  // pin it to the connection's own schema so databases in separate schemas never share them.
  const migrationTableSchema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0].schema
      : undefined;
  return new Migrator({
    db: db.kysely,
    provider: new ListProvider(migrations(db.dialect)),
    // Names are dates and ASCII words: plain text order. Kysely's default, localeCompare, made every
    // start load ICU's collation data (4 MB) to order them.
    nameComparator: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

/**
 * The migrations the database records as run, read from Kysely's table in one query; null when there
 * is no such table yet. The migrator itself first looks its tables up in the catalogue (two queries of
 * 3-5 ms each on PostgreSQL), which every start and every readiness probe paid for nothing once the
 * database is up to date.
 */
async function recordedMigrations(db: Db): Promise<Set<string> | null> {
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db.kysely);
    return new Set(rows.map((r) => r.name));
  } catch {
    return null;
  }
}

/** The migrations this server knows, and those the database records as run (null: no record table yet). */
async function migrationState(db: Db): Promise<{ known: string[]; recorded: Set<string> | null }> {
  return { known: Object.keys(migrations(db.dialect)), recorded: await recordedMigrations(db) };
}

/**
 * Names of the migrations this server knows that the database has not run (empty: up to date).
 * A database migrated by a newer server has nothing pending here either.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const { known, recorded } = await migrationState(db);
  if (recorded) return known.filter((name) => !recorded.has(name));
  const list = await (await migratorOf(db)).getMigrations();
  return list.filter((m) => !m.executedAt).map((m) => m.name);
}

/**
 * Brings the database to the latest migration; throws with the failing migration's name. A database
 * that records exactly this server's migrations is left alone without the migrator; any other (one
 * behind, or migrated by a newer server, which the migrator refuses) goes through it.
 */
export async function migrateToLatest(db: Db): Promise<void> {
  const { known, recorded } = await migrationState(db);
  if (recorded && recorded.size === known.length && known.every((name) => recorded.has(name))) return;
  const migrator = await migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const err = new Error(`数据库迁移失败${failed ? `: ${failed.migrationName}` : ''}: ${String((error as Error).message ?? error)}`);
    (err as Error & { cause?: unknown }).cause = error;
    throw err;
  }
}
