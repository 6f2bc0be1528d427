import { randomBytes } from 'node:crypto';
import type { Database } from '../src/platform/db/database';
import type { QueueConnection } from '../src/platform/jobs/job-queue';
import { isPostgresTier } from './provided';
import { databaseUrlOf, onServer } from './test-db';

export type TestJobsSchema = {
  /** pg-boss's schema: a fresh name, so test files never share queues. */
  schema: string;
  /** The tier's connection for a queue: its own pool on PostgreSQL (as another process would have), PGlite's one handle. */
  connection: QueueConnection;
  /** Drops the schema on PostgreSQL (PGlite's goes with its database); call after the queues stopped. */
  drop(): Promise<void>;
};

/** Where a test's job queues keep their tables, on this tier's database. */
export function testJobsSchema(database: Database): TestJobsSchema {
  const schema = `jobs_${randomBytes(5).toString('hex')}`;
  if (!isPostgresTier()) {
    const pglite = database.pglite;
    if (!pglite) throw new Error('the PGlite tier opened a database without PGlite');

    return { schema, connection: { pglite }, drop: async () => {} };
  }
  const url = databaseUrlOf(database);

  return {
    schema,
    connection: { connectionString: url },
    drop: () => onServer(url, `drop schema if exists ${schema} cascade`),
  };
}
