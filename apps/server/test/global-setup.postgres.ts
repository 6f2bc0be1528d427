import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { databaseFromPool } from '../src/platform/db/database';
import { migrateToLatest } from '../src/platform/db/migrate';
import './provided';

/** Every database this tier makes is named `frog_test_<pid of the run>`, its copies with a suffix. */
const PREFIX = 'frog_test_';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Drops the databases of runs whose process is gone (an interrupted run leaves its copies). */
async function dropAbandoned(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select datname as name from pg_database where datname like '${PREFIX}%'`,
  );
  for (const { name } of rows) {
    const pid = Number(name.slice(PREFIX.length).split('_')[0]);
    if (pid && !isAlive(pid)) await client.query(`drop database if exists ${name} with (force)`);
  }
}

/** Migrates the template every test file copies; '' when the role may not create databases. */
async function migrateTemplate(client: pg.Client, url: string): Promise<string> {
  const template = `${PREFIX}${process.pid}`;
  try {
    await client.query(`create database ${template}`);
  } catch (error) {
    if ((error as { code?: string }).code === '42501') return '';
    throw error;
  }
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const database = databaseFromPool(new pg.Pool({ connectionString: templateUrl.toString(), max: 1 }));
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }

  return template;
}

/**
 * The PostgreSQL tier (configured only when TEST_DATABASE_URL is set): checks the server answers
 * before any file runs, so a configured but unreachable server fails the tier once, loudly; then
 * migrates once the database each test file copies.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('server-pg needs TEST_DATABASE_URL');
  const started = Date.now();
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  // Tests that start processes of their own migrate schemas side by side in this database; the
  // search migration's pg_trgm is one per database, so it is created here once (in public)
  // rather than raced by them.
  await client.query('create extension if not exists pg_trgm with schema public');
  await dropAbandoned(client);
  const template = await migrateTemplate(client, url);
  project.provide('postgresUrl', url);
  project.provide('postgresTemplate', template);
  console.log(
    `server-pg: PostgreSQL ${rows[0]?.server_version} at ${new URL(url).host}, ${
      template
        ? `migrated once in ${Date.now() - started} ms, one copy of it per test file`
        : 'one migrated schema per test file (this role may not create databases)'
    }`,
  );

  return async () => {
    // Every worker has stopped: the template, and any copy a file could not drop while in use.
    const mine = `${PREFIX}${process.pid}`;
    const { rows: all } = await client.query<{ name: string }>('select datname as name from pg_database');
    const left = all.filter(({ name }) => name === mine || name.startsWith(`${mine}_`));
    for (const { name } of left) await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
