import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
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
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

/**
 * Names of the migrations this server knows that the database has not run (empty: up to date).
 * A database migrated by a newer server has nothing pending here either.
 */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const list = await (await migratorOf(db)).getMigrations();
  return list.filter((m) => !m.executedAt).map((m) => m.name);
}

/** Brings the database to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = await migratorOf(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const err = new Error(`数据库迁移失败${failed ? `: ${failed.migrationName}` : ''}: ${String((error as Error).message ?? error)}`);
    (err as Error & { cause?: unknown }).cause = error;
    throw err;
  }
}
