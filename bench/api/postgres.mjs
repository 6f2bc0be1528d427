// The throwaway PostgreSQL database of one benchmark run, on the server BENCH_DATABASE_URL names.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { parentOf } from './proc-stat.mjs';

/**
 * Creates `bench_api_<random>` and answers its URL and the postmaster's pid (null when the server
 * is not on this machine, so its CPU cannot be read), or `{ skip: reason }` when it does not answer.
 */
export async function createBenchDatabase(adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skip: error.message || error.code || String(error) };
  }
  try {
    const name = `bench_api_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name}`);
    const { rows } = await admin.query('select pg_backend_pid() as pid, version() as version');
    const postmaster = isLocalPostgres(rows[0].pid) ? parentOf(rows[0].pid) : null;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      name,
      url: url.toString(),
      postmaster,
      version: rows[0].version.split(' ').slice(0, 2).join(' '),
    };
  } finally {
    await admin.end();
  }
}

/** Whether `pid` is a postgres process on this machine (not a remote server's pid that happens to exist here). */
function isLocalPostgres(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim().startsWith('postgres');
  } catch {
    return false;
  }
}

export async function dropBenchDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}
