import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type Database,
  databaseFromPGlite,
  databaseFromPool,
  pgliteExtensions,
  pgliteStartParams,
} from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { Db } from '../src/repositories/user.repository';
import { isPostgresTier } from './provided';

/** A clone of the migrated PGlite made by the global setup (~0.4 s instead of initdb's ~4 s). */
async function openPGliteClone(): Promise<Database> {
  const dump = await readFile(inject('pgliteDumpFile'));
  const pglite = await PGlite.create({
    loadDataDir: new Blob([dump]),
    extensions: pgliteExtensions,
    startParams: pgliteStartParams,
  });

  return databaseFromPGlite(pglite);
}

/** A fresh schema on the test PostgreSQL, migrated, and dropped on close. */
async function openPostgresSchema(url: string): Promise<Database> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema ${schema}`);
  const pool = new pg.Pool({ connectionString: url, max: 5, options: `-c search_path=${schema}` });
  const database = databaseFromPool(pool);
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    throw error;
  }

  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** The database of one test file, for the tier being run. */
export function openTestDatabase(): Promise<Database> {
  return isPostgresTier() ? openPostgresSchema(inject('postgresUrl')) : openPGliteClone();
}

const COUNTED_TABLES = [
  'users',
  'sessions',
  'smsCodes',
  'uploads',
  'posts',
  'supportPlans',
  'postPlans',
  'orders',
  'payments',
  'paymentEvents',
  'postUnlocks',
  'planSubscriptions',
  'ledgerEntries',
  'complaints',
  'notifications',
  'wechatOpenids',
  'follows',
  'creatorApplications',
  'comments',
] as const;

export type RowCounts = Record<(typeof COUNTED_TABLES)[number], number>;

/** Rows per table: tests compare these before and after a refused call ("nothing written"). */
export async function countRows(db: Db): Promise<RowCounts> {
  const count = async (table: keyof RowCounts) => {
    const row = await db.selectFrom(table).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow();

    return Number(row.n);
  };

  const counts = {} as RowCounts;
  for (const table of COUNTED_TABLES) counts[table] = await count(table);

  return counts;
}
