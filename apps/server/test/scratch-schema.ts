import { randomBytes } from 'node:crypto';
import { startSession } from '../src/modules/identity/session/session.service';
import { UNKNOWN_REGION } from '../src/modules/governance';
import type { Database } from '../src/platform/db/database';
import { onServer } from './test-db';

export type ScratchSchema = {
  /** The schema every connection of the test uses (its `search_path`). */
  schema: string;
  /** A schema name for pg-boss (JOBS_SCHEMA), dropped with the other. */
  jobsSchema: string;
  /** The PostgreSQL address with the schema as its search path: a server process's DATABASE_URL. */
  databaseUrl: string;
  create(): Promise<void>;
  /** Drops both schemas; call after every process and pool using them has stopped. */
  drop(): Promise<void>;
};

/**
 * A schema of its own on the server-pg tier's PostgreSQL, for tests that start server processes or
 * apps of their own (each opens its own pools) instead of the shared test app.
 */
export function scratchSchema(postgresUrl: string): ScratchSchema {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const jobsSchema = `jobs_${randomBytes(5).toString('hex')}`;
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.searchParams.set('options', `-c search_path=${schema}`);
  const admin = (statement: string) => onServer(postgresUrl, statement);

  return {
    schema,
    jobsSchema,
    databaseUrl: databaseUrl.toString(),
    create: () => admin(`create schema ${schema}`),
    drop: () => admin(`drop schema if exists ${schema} cascade; drop schema if exists ${jobsSchema} cascade`),
  };
}

/** A signed-in session's cookie for `userId`, made straight in the database a process reads. */
export async function sessionCookie(db: Database['db'], userId: number): Promise<string> {
  const { token } = await startSession(
    db,
    { ttlDays: 30 },
    { userId, ip: null, ipRegion: UNKNOWN_REGION, userAgent: null },
  );

  return `sid=${token}`;
}
