import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Env } from '../config/env';
import type { DB } from './types';

export type Database = {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
};

/** Wraps an opened PGlite instance (embedded PostgreSQL) in Kysely. */
export function databaseFromPGlite(pglite: PGlite): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), plugins: [new CamelCasePlugin()] });

  return {
    db,
    kind: 'pglite',
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Wraps a pg pool (real PostgreSQL) in Kysely. */
export function databaseFromPool(pool: pg.Pool): Database {
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });

  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteDataDir = (env: Pick<Env, 'DATA_DIR'>) => join(env.DATA_DIR, 'pgdata');

/**
 * Opens the database: real PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pgdata
 * (created on first use).
 */
export async function createDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  if (env.DATABASE_URL) return databaseFromPool(new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 }));

  const dir = pgliteDataDir(env);
  await mkdir(dir, { recursive: true });

  return databaseFromPGlite(await PGlite.create({ dataDir: dir }));
}
