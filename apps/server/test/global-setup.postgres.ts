import pg from 'pg';
import type { TestProject } from 'vitest/node';
import './provided';

/** The PostgreSQL tier runs only with TEST_DATABASE_URL; it checks the server answers first. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL ?? '';
  project.provide('postgresUrl', url);
  if (!url) {
    console.log('server-pg: TEST_DATABASE_URL not set, PostgreSQL tier skipped');

    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  await client.end();
  console.log(
    `server-pg: PostgreSQL ${rows[0]?.server_version} at ${new URL(url).host}, one schema per test file`,
  );
}
