// Prints the figures of one engine as a table: CPU per request against the bare Fastify hello.
import { TIMEOUT_SECONDS } from './load.mjs';

/** Terminal columns of a string: CJK characters take two. */
const width = (text) =>
  [...text].reduce((sum, ch) => sum + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);
const left = (text, n) => text + ' '.repeat(Math.max(0, n - width(text)));
const right = (text, n) => ' '.repeat(Math.max(0, n - width(text))) + text;
const num = (value, digits) => (value === undefined ? '-' : value.toFixed(digits));

const columns = [
  ['call', 32, (r) => r.name],
  ['req/s', 9, (r) => num(r.reqPerSec, 0)],
  ['p50 ms', 8, (r) => num(r.p50, 0)],
  ['p95 ms', 8, (r) => num(r.p95, 1)],
  ['p99 ms', 8, (r) => num(r.p99, 0)],
  ['CPU ms/req', 11, (r) => num(r.cpuMs, 3)],
  ['server', 8, (r) => num(r.serverMs, 3)],
  ['database', 9, (r) => num(r.dbMs, 3)],
  ['× hello', 9, (r) => (r.ratio === undefined ? '-' : `${r.ratio.toFixed(1)}×`)],
];

/** `rows` from load.mjs and poll.mjs; ratios are to the row named `helloName`. */
export function printTable(title, rows, helloName) {
  const helloCpu = rows.find((r) => r.name === helloName)?.serverMs;
  const lines = rows.map((r) => {
    const cpuMs = (r.serverMs ?? 0) + (r.dbMs ?? 0);
    return { ...r, cpuMs, ratio: helloCpu > 0 ? cpuMs / helloCpu : undefined };
  });
  console.log(`\n${title}`);
  console.log(columns.map(([head, n], i) => (i === 0 ? left(head, n) : right(head, n))).join(' '));
  for (const line of lines)
    console.log(
      columns.map(([, n, cell], i) => (i === 0 ? left(cell(line), n) : right(cell(line), n))).join(' '),
    );
  for (const r of rows.filter((row) => row.timeouts > 0))
    console.log(
      `  ${r.name}: ${r.timeouts} requests got no answer within ${TIMEOUT_SECONDS} s (not in the latencies)`,
    );
  for (const r of rows.filter((row) => row.target !== undefined)) {
    const perSecond = r.providerQueries / r.duration;
    console.log(
      `  ${r.name}: ${r.requests} polls in ${num(r.duration, 1)} s (${num(r.reqPerSec, 0)}/s of ${r.target}/s wanted), ` +
        `${r.providerQueries} provider queries (${num(perSecond, 1)}/s, ${num(perSecond * 60, 0)}/min)`,
    );
  }
}
