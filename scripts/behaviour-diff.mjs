#!/usr/bin/env node
// Compares two snapshots written by the behaviour recorder (apps/server/test/behaviour/README.md):
//   node scripts/behaviour-diff.mjs before.json after.json
// Prints each call whose answer (or params, role, route) differs, with the JSON paths that differ,
// then a summary. Exit code 0 when identical, 1 on any difference, 2 on bad usage.
import { readFileSync } from 'node:fs';

const [beforePath, afterPath] = process.argv.slice(2);
if (!beforePath || !afterPath) {
  console.error('usage: node scripts/behaviour-diff.mjs <before.json> <after.json>');
  process.exit(2);
}
const read = (path) => JSON.parse(readFileSync(path, 'utf8'));
const before = read(beforePath);
const after = read(afterPath);

const MAX_SHOWN = Number(process.env.BEHAVIOUR_DIFF_MAX ?? 200);
const show = (value) => {
  const text = JSON.stringify(value);
  if (text === undefined) return 'undefined';
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

/** Paths where a and b differ, as [path, a, b]. */
function differences(a, b, path = '', out = []) {
  if (Object.is(a, b)) return out;
  const bothObjects = a && b && typeof a === 'object' && typeof b === 'object';
  if (!bothObjects || Array.isArray(a) !== Array.isArray(b)) {
    if (typeof a === 'string' && typeof b === 'string' && a.includes('\n') && b.includes('\n')) {
      // Long texts (HTML pages): name the first line that differs.
      const al = a.split('\n');
      const bl = b.split('\n');
      const i = al.findIndex((line, k) => line !== bl[k]);
      const at = i === -1 ? al.length : i;
      out.push([`${path || '.'} (line ${at + 1})`, al[at], bl[at]]);
    } else if (typeof a === 'string' && typeof b === 'string' && a.length > 120) {
      // Long one-line texts: the neighbourhood of the first differing character.
      let i = 0;
      while (a[i] === b[i]) i++;
      const from = Math.max(0, i - 60);
      out.push([
        `${path || '.'} (at character ${i})`,
        `…${a.slice(from, i + 100)}…`,
        `…${b.slice(from, i + 100)}…`,
      ]);
    } else {
      out.push([path || '.', a, b]);
    }
    return out;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const sub = Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`;
    if (!(key in a)) out.push([sub, undefined, b[key]]);
    else if (!(key in b)) out.push([sub, a[key], undefined]);
    else differences(a[key], b[key], sub, out);
  }
  return out;
}

let shown = 0;
let differing = 0;
const report = (title, diffs) => {
  differing++;
  if (shown >= MAX_SHOWN) return;
  shown++;
  console.log(`\n✗ ${title}`);
  for (const [path, a, b] of diffs.slice(0, 20)) {
    console.log(`    ${path}`);
    console.log(`      before: ${show(a)}`);
    console.log(`      after:  ${show(b)}`);
  }
  if (diffs.length > 20) console.log(`    … and ${diffs.length - 20} more paths`);
};

// Coverage: endpoints and the roles that called them.
const coverageDiffs = differences(before.coverage ?? {}, after.coverage ?? {}, 'coverage');
if (coverageDiffs.length) report('endpoints or roles covered differ', coverageDiffs);

const label = (c) =>
  `#${c.n} [${c.step}] ${c.endpoint ?? c.route} as ${c.role}${c.note ? ` (${c.note})` : ''} → ${c.status}`;
// Calls are matched by step, route, role and note (the k-th such call with the k-th), not by
// position, so one call added or removed shows as itself and not as a shift of every later one.
const keyed = (list) => {
  const seen = new Map();
  const out = new Map();
  for (const c of list) {
    const base = `${c.step}|${c.route}|${c.role}|${c.note ?? ''}`;
    const k = (seen.get(base) ?? 0) + 1;
    seen.set(base, k);
    out.set(`${base}|${k}`, c);
  }
  return out;
};
const beforeCalls = keyed(before.calls);
const afterCalls = keyed(after.calls);
const calls = new Set([...beforeCalls.keys(), ...afterCalls.keys()]).size;
for (const [key, a] of beforeCalls) {
  const b = afterCalls.get(key);
  if (!b) {
    report(`only before: ${label(a)}`, [['.', a, undefined]]);
    continue;
  }
  const { n: _na, ...restA } = a;
  const { n: _nb, ...restB } = b;
  const diffs = differences(restA, restB);
  if (diffs.length) report(`${label(a)}${a.status !== b.status ? ` / after: ${b.status}` : ''}`, diffs);
}
for (const [key, b] of afterCalls)
  if (!beforeCalls.has(key)) report(`only after: ${label(b)}`, [['.', undefined, b]]);

if (differing === 0) {
  console.log(
    `identical: ${before.calls.length} calls, ${Object.keys(before.coverage ?? {}).length} endpoints`,
  );
  process.exit(0);
}
if (shown < differing)
  console.log(`\n(${differing - shown} more differing calls not shown; BEHAVIOUR_DIFF_MAX=${MAX_SHOWN})`);
console.log(
  `\n${differing} differing call(s) out of ${calls} (before: ${before.calls.length} calls, after: ${after.calls.length})`,
);
process.exit(1);
