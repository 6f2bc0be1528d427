// The harness of the EXPLAIN benches (bench/*-queries.ts, bench/supporter-rank.ts): a throwaway schema
// migrated like production, and an `explain(name, run)` that runs a repository call and prints
// EXPLAIN (ANALYZE, BUFFERS) of each statement it sent, as Kysely compiled it (so the bench measures
// the repository's own SQL, not a copy). Each bench seeds its own data and lists its own calls.
import { randomBytes } from 'node:crypto';
import { CamelCasePlugin, type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate';
import type { DB } from '../../apps/server/src/platform/db/types';

export interface ExplainOptions {
  /** The plan lines printed (BENCH_VERBOSE prints the whole plan)… */
  planLines: RegExp;
  /** …and at most this many of them (all when left out). */
  maxLines?: number;
  /**
   * EXPLAIN ANALYZE each statement in a transaction that is rolled back: it really executes the
   * statement, so a write would otherwise change the seed the next calls measure.
   */
  rollBack?: boolean;
  /**
   * Run the call itself in a transaction that is rolled back too (implies `rollBack`); `run` is given
   * the transaction. For benches whose calls all write; one write call can use `rolledBack` instead.
   */
  rollBackCall?: boolean;
  /** Keep the fastest of this many EXPLAIN ANALYZE runs: on a shared 2-core machine one run is noisy. */
  bestOf?: number;
  /**
   * Plan lines that must not appear (e.g. a sequential scan of a big table): each one is listed at
   * the end and the bench exits 1, so a plan that stops using its index cannot pass unseen.
   */
  refuse?: RegExp;
}

export interface ExplainBench {
  /** Kysely on the bench's schema, with the app's CamelCasePlugin. */
  db: Kysely<DB>;
  /** Connections with the bench's schema first on the search_path, for seeding with plain SQL. */
  pool: pg.Pool;
  schema: string;
  /**
   * Runs a call (given `db`, or the transaction with `rollBackCall`), then explains what it sent.
   * `allowed`: refused lines this one call may show, with the reason (listed, not failed).
   */
  explain: (
    name: string,
    run: (db: Kysely<DB>) => Promise<unknown>,
    allowed?: { lines: RegExp; why: string },
  ) => Promise<void>;
}

/**
 * SQL seeding `count` users (phone 139 and i in 8 digits, slug u<i>, nickname 用户<i>); users 1 to
 * `creators` are creators. Ids are 1 to `count` in a fresh schema.
 */
export const seedUsersSql = (count: number, creators: number) =>
  `insert into users (phone, slug, nickname, is_creator)
    select '139' || lpad(i::text, 8, '0'), 'u' || i, '用户' || i, i <= ${creators} from generate_series(1, ${count}) i`;

class Rollback extends Error {}

/** Runs `fn` in a transaction and rolls it back; an error of `fn` is thrown on. */
export async function rolledBack(db: Kysely<DB>, fn: (trx: Kysely<DB>) => Promise<unknown>): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      await fn(trx);
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

/** Creates the schema, migrates it, runs `body`, and drops the schema whatever happened. */
export async function withExplainBench(
  options: ExplainOptions,
  body: (bench: ExplainBench) => Promise<void>,
): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL you may create a schema in');
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema ${schema}`);
  const pool = new pg.Pool({ connectionString: url, max: 2, options: `-c search_path=${schema},public` });

  // Only while `explain` runs a call; transaction control is nothing to explain.
  let captured: CompiledQuery[] | undefined;
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
    log: (event) => {
      if (captured && event.level === 'query' && !/^(begin|commit|rollback)\b/i.test(event.query.sql))
        captured.push(event.query);
    },
  });

  const { planLines, maxLines, rollBackCall = false, rollBack = rollBackCall, bestOf = 1, refuse } = options;
  const refused: string[] = [];
  const allowedLines: string[] = [];
  // `settings`: the SET statements the call sent before this one (a `set local enable_hashjoin =
  // off` pinning its plan), run first in the explain's own transaction so the plan is the one the
  // call got; a SET itself is not explained.
  const explainPlan = async (
    client: pg.PoolClient,
    { sql, parameters }: CompiledQuery,
    settings: readonly CompiledQuery[],
  ) => {
    const inTransaction = rollBack || settings.length > 0;
    if (inTransaction) await client.query('begin');
    try {
      for (const setting of settings) await client.query(setting.sql, [...setting.parameters]);
      const plan = await client.query(`explain (analyze, buffers, format text) ${sql}`, [...parameters]);
      return plan.rows.map((r) => r['QUERY PLAN'] as string);
    } finally {
      if (inTransaction) await client.query(rollBack ? 'rollback' : 'commit');
    }
  };

  const explain: ExplainBench['explain'] = async (name, run, allowed) => {
    const statements: CompiledQuery[] = [];
    captured = statements;
    const t0 = performance.now();
    try {
      await (rollBackCall ? rolledBack(db, run) : run(db));
    } finally {
      captured = undefined;
    }
    const wall = (performance.now() - t0).toFixed(1);
    if (statements.length === 0) throw new Error(`${name}: no statement captured`);
    console.log(`\n### ${name} (the call itself ${wall} ms)`);
    const settings: CompiledQuery[] = [];
    for (const statement of statements) {
      if (/^\s*set\b/i.test(statement.sql)) {
        settings.push(statement);
        continue;
      }
      const client = await pool.connect();
      let best: { lines: string[]; ms: number } | undefined;
      try {
        for (let i = 0; i < bestOf; i++) {
          const lines = await explainPlan(client, statement, settings);
          const ms = Number(/^Execution Time: ([\d.]+)/m.exec(lines.join('\n'))?.[1]);
          if (!best || ms < best.ms) best = { lines, ms };
        }
      } finally {
        client.release();
      }
      const lines = best?.lines ?? [];
      for (const line of refuse ? lines.filter((l) => refuse.test(l)) : []) {
        if (allowed?.lines.test(line)) allowedLines.push(`${name}: ${line.trim()} (${allowed.why})`);
        else refused.push(`${name}: ${line.trim()}`);
      }
      const time = lines.find((l) => l.startsWith('Execution Time'));
      // Planning is paid on every call too (the driver sends unnamed statements, planned each time).
      const planning = lines.find((l) => l.startsWith('Planning Time'));
      const sql = statement.sql.replace(/\s+/g, ' ').slice(0, 90);
      const set = settings.length > 0 ? ` [${settings.map((s) => s.sql.trim()).join('; ')}]` : '';
      console.log(`-- ${sql}… ${time}, ${planning}${bestOf > 1 ? ` (best of ${bestOf})` : ''}${set}`);
      console.log(
        process.env.BENCH_VERBOSE
          ? lines.join('\n')
          : lines
              .filter((l) => planLines.test(l))
              .slice(0, maxLines)
              .join('\n'),
      );
    }
  };

  try {
    await migrateToLatest(db);
    await body({ db, pool, schema, explain });
    if (allowedLines.length > 0)
      console.log(`\n${allowedLines.length} plan line(s) allowed:\n${allowedLines.join('\n')}`);
    if (refused.length > 0) {
      console.log(`\n${refused.length} plan line(s) refused (${refuse}):\n${refused.join('\n')}`);
      process.exitCode = 1;
    } else if (refuse) console.log(`\nno plan line refused (${refuse})`);
  } catch (error) {
    // A seeding client the body never released keeps db.destroy() waiting forever: say what failed,
    // drop the schema and leave.
    console.error(error);
    await admin.query(`drop schema ${schema} cascade`);
    process.exit(1);
  } finally {
    await db.destroy();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
  }
}
