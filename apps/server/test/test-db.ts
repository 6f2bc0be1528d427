import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import pg from 'pg';
import { expect, inject } from 'vitest';
import {
  type Database,
  databaseFromPGlite,
  databaseFromPool,
  pgliteExtensions,
  pgliteStartParams,
} from '../src/platform/db/database';
import { migrateToLatest } from '../src/platform/db/migrate';
import type { Db } from '../src/platform/db/db';
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

/** Runs one statement on its own connection (creating and dropping databases and schemas). */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Drops a test file's copy once no connection uses it. Pools a test opened beside its app can still
 * be closing (pg-boss ends its own a moment after stop); forcing the drop would kill them mid-close
 * and surface as unhandled errors. A copy still in use after 5 s is left to the global teardown.
 */
async function dropWhenUnused(url: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await onServer(url, `drop database if exists ${name}`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: in use
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A database of its own on the test PostgreSQL, copied from the template the global setup migrated
 * (~0.1 s instead of ~2 s of migrations per file), and dropped on close.
 */
async function openPostgresCopy(url: string, template: string): Promise<Database> {
  const name = `${template}_${randomBytes(5).toString('hex')}`;
  await onServer(url, `create database ${name} template ${template}`);
  const copyUrl = new URL(url);
  copyUrl.pathname = `/${name}`;
  const database = databaseFromPool(new pg.Pool({ connectionString: copyUrl.toString(), max: 5 }));

  return {
    ...database,
    async close() {
      await database.close();
      await dropWhenUnused(url, name);
    },
  };
}

/** A fresh schema on the test PostgreSQL, migrated, and dropped on close (no right to create databases). */
async function openPostgresSchema(url: string): Promise<Database> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await onServer(url, `create schema ${schema}`);
  const pool = new pg.Pool({ connectionString: url, max: 5, options: `-c search_path=${schema}` });
  const database = databaseFromPool(pool);
  try {
    await migrateToLatest(database.db);
  } catch (error) {
    await database.close();
    await onServer(url, `drop schema ${schema} cascade`);
    throw error;
  }

  return {
    ...database,
    async close() {
      await database.close();
      await onServer(url, `drop schema ${schema} cascade`);
    },
  };
}

/** The database of one test file, for the tier being run. */
export function openTestDatabase(): Promise<Database> {
  if (!isPostgresTier()) return openPGliteClone();
  const template = inject('postgresTemplate');

  return template
    ? openPostgresCopy(inject('postgresUrl'), template)
    : openPostgresSchema(inject('postgresUrl'));
}

/**
 * The address of a test file's PostgreSQL database, schema included: the DATABASE_URL of a process,
 * or a pool, that the test opens beside its app on the same data.
 */
export function databaseUrlOf(database: Database): string {
  if (!database.pool) throw new Error('databaseUrlOf: not a PostgreSQL database');
  const { connectionString, options } = database.pool.options;
  const url = new URL(connectionString ?? '');
  if (options) url.searchParams.set('options', options);

  return url.toString();
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
  'planTrials',
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

/** Runs `action` (a refused request, most often) and checks it wrote nothing: every counted table has as many rows as before. Answers what `action` answered. */
export async function expectNoWrites<R>(db: Db, action: () => Promise<R>): Promise<R> {
  const before = await countRows(db);
  const result = await action();
  expect(await countRows(db)).toEqual(before);

  return result;
}
