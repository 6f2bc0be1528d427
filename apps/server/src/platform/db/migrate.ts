import { type Kysely, sql } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import { migrations } from './migrations/index';
import type { DB } from './types';

/** A Migrator bound to the current schema (search_path) of the connection. */
export async function createMigrator(db: Kysely<DB>): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema unless told one; with several schemas
  // in one database (tests, shared servers) it would find another schema's tables.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);

  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
}

/** Applies every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<DB>): Promise<MigrationResultSet> {
  const migrator = await createMigrator(db);
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? '未知';
    throw new Error(`数据库迁移失败（${failed}）`, { cause: result.error });
  }

  return result;
}
