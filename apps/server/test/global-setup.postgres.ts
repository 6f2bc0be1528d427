import pg from 'pg';
import type { TestProject } from 'vitest/node';
import './provided';

/**
 * The PostgreSQL tier (configured only when TEST_DATABASE_URL is set): checks the server answers
 * before any file runs, so a configured but unreachable server fails the tier once, loudly.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('server-pg needs TEST_DATABASE_URL');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  // Test files migrate their own schemas side by side; the search migration's pg_trgm is one per
  // database, so it is created here once (in public) rather than raced by the first files.
  await client.query('create extension if not exists pg_trgm with schema public');
  await client.end();
  project.provide('postgresUrl', url);
  console.log(
    `server-pg: PostgreSQL ${rows[0]?.server_version} at ${new URL(url).host}, one schema per test file`,
  );
}
