// Command line of `npm run bench` (bench/api.mjs).
import { parseArgs } from 'node:util';

const usage = `npm run bench [-- options]
  --short              about 1 s per call, 4 connections, a tiny seed: checks that it works (CI)
  --size N             rows of each kind to seed: posts, comments, follows, payments (default 1000; 100 with --short)
  --connections N      concurrent connections of every load (default 64)
  --duration S         seconds per call (default 10), after a warm-up of 3 s
  --polls N,N          pending payments polled at 1 Hz, one run each (default 1000,10000)
  --poll-duration S    seconds each poll run lasts (default 10; 60 gives provider calls over a real minute)
  --engine NAME        postgres or pglite only (default both)
  --calls A,B          only the calls whose name contains one of these (e.g. "member,search"; the
                       bare hello always runs); --polls 0 skips the polls
PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a throwaway database
is created there and dropped. Its CPU is read from /proc, so it must run on this machine to be counted.`;

export function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      short: { type: 'boolean', default: false },
      size: { type: 'string' },
      connections: { type: 'string' },
      duration: { type: 'string' },
      polls: { type: 'string' },
      'poll-duration': { type: 'string' },
      engine: { type: 'string' },
      calls: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const short = values.short;
  const number = (value, fallback) => {
    const n = value === undefined ? fallback : Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`not a positive number: ${value}\n${usage}`);
    return n;
  };
  const engines = values.engine ? [values.engine] : ['postgres', 'pglite'];
  if (engines.some((e) => !['postgres', 'pglite'].includes(e))) throw new Error(`unknown engine\n${usage}`);

  const databaseUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const shown = new URL(databaseUrl);
  if (shown.password) shown.password = '***';

  return {
    short,
    size: number(values.size, short ? 100 : 1000),
    connections: number(values.connections, short ? 4 : 64),
    duration: number(values.duration, short ? 1 : 10),
    warmup: short ? 0 : 3,
    polls: (values.polls ?? (short ? '20' : '1000,10000'))
      .split(',')
      .filter((n) => n !== '0')
      .map((n) => number(n)),
    /** Names (substrings) of the calls to measure; empty: all. */
    calls: values.calls ? values.calls.split(',').filter(Boolean) : [],
    pollDuration: number(values['poll-duration'], short ? 2 : 10),
    engines,
    databaseUrl,
    /** As printed: without its password. */
    shownDatabaseUrl: shown.toString(),
  };
}
