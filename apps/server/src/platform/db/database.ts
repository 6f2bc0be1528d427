import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Env } from '../config/env';
import { withCurrentSchemaIntrospector } from './current-schema-introspector';
import { initEmbeddedDataDir } from './embedded-initdb';
import type { DB } from './types';

export type Database = {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /** The embedded instance when kind is `pglite` (the job queue shares its one connection). */
  pglite?: PGlite;
  /** The connection pool when kind is `postgres` (its use is a Prometheus metric). */
  pool?: pg.Pool;
  close(): Promise<void>;
};

/**
 * What every PGlite of ours loads: pg_trgm, whose GIN indexes make search's `ILIKE '%…%'` fast
 * (a migration creates the extension; on PostgreSQL it is a contrib extension).
 */
export const pgliteExtensions: PGliteOptions['extensions'] = { pg_trgm };

/**
 * PostgreSQL settings of every PGlite of ours, where a server's defaults cost the embedded database
 * memory for good: PGlite runs PostgreSQL in this process's WASM memory, which never shrinks, so
 * whatever PostgreSQL touches once stays resident. Its data files are read through Node's `fs`, so
 * the OS page cache holds them anyway: a small buffer pool costs little until the data outgrows it
 * (docs/EMBEDDED-MEMORY.md).
 * - shared_buffers 16MB (default 128MB): about 100 MiB less RSS after the main reads.
 * - maintenance_work_mem 16MB (default 64MB): what one CREATE INDEX or VACUUM may take (and keep).
 */
export const pgliteSettings = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
} as const;

/** PGlite's own start parameters followed by `pgliteSettings` (later `-c` settings win). */
export const pgliteStartParams: string[] = [
  ...PGlite.defaultStartParams,
  ...Object.entries(pgliteSettings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

/** Wraps an opened PGlite instance (embedded PostgreSQL) in Kysely. */
export function databaseFromPGlite(pglite: PGlite): Database {
  const db = new Kysely<DB>({
    dialect: withCurrentSchemaIntrospector(new PGliteDialect({ pglite })),
    plugins: [new CamelCasePlugin()],
  });

  return {
    db,
    kind: 'pglite',
    pglite,
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Wraps a pg pool (real PostgreSQL) in Kysely. */
export function databaseFromPool(pool: pg.Pool): Database {
  const db = new Kysely<DB>({
    dialect: withCurrentSchemaIntrospector(new PostgresDialect({ pool })),
    plugins: [new CamelCasePlugin()],
  });

  return { db, kind: 'postgres', pool, close: () => db.destroy() };
}

/** Where the embedded database lives inside DATA_DIR. */
export const pgliteDataDir = (env: Pick<Env, 'DATA_DIR'>) => join(env.DATA_DIR, 'pgdata');

/**
 * Opens the database: real PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pgdata
 * (created on first use, by a child process: see `initEmbeddedDataDir`).
 */
export async function createDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  if (env.DATABASE_URL) return databaseFromPool(new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 }));

  const dir = pgliteDataDir(env);
  await mkdir(env.DATA_DIR, { recursive: true });
  await initEmbeddedDataDir(dir);

  return databaseFromPGlite(
    await PGlite.create({ dataDir: dir, extensions: pgliteExtensions, startParams: pgliteStartParams }),
  );
}
