#!/usr/bin/env -S node --import tsx
// What IP属地 costs: the first lookup (reading the database into memory), the memory it keeps, and one
// lookup after that. Run: node scripts/node24.mjs --expose-gc --import tsx bench/ip-region.ts [lookups, default 200000]
// Addresses are random public IPv4 ones, and random IPv6 ones under prefixes Chinese and foreign
// carriers use (so the IPv6 search reaches real rows, not the empty parts of the space).
import { ipRegion } from '../apps/server/src/modules/governance/ip-region/ip-region';
import { mulberry32 } from './lib/mulberry32';

const lookups = Number(process.argv[2] ?? 200_000);
const gc = (globalThis as { gc?: () => void }).gc;

// The same addresses every run.
const random = mulberry32(11);
const byte = () => Math.floor(random() * 256);
const group = () => Math.floor(random() * 65_536).toString(16);
const v4 = () => `${1 + Math.floor(random() * 222)}.${byte()}.${byte()}.${byte()}`;
const V6_PREFIXES = ['240e', '2409', '2408', '2400', '2a00', '2001', '2600', '2c0f'];
const v6 = () =>
  `${V6_PREFIXES[Math.floor(random() * V6_PREFIXES.length)]}:${group()}:${group()}:${group()}::${group()}`;

/** RSS, and what is kept (heap in use plus Buffers outside it), in MB after collecting twice (a dropped Buffer's memory goes on the second). */
const memory = () => {
  gc?.();
  gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss: rss / 2 ** 20, kept: (heapUsed + external) / 2 ** 20 };
};
const grown = (from: { rss: number; kept: number }, to: { rss: number; kept: number }) =>
  `RSS +${(to.rss - from.rss).toFixed(1)} MB, kept +${(to.kept - from.kept).toFixed(1)} MB`;

function timePerLookup(addresses: string[]): number {
  const started = process.hrtime.bigint();
  for (const address of addresses) ipRegion(address);

  return Number(process.hrtime.bigint() - started) / addresses.length / 1000;
}

const v4s = Array.from({ length: lookups }, v4);
const v6s = Array.from({ length: lookups }, v6);
const before = memory();
let started = performance.now();
ipRegion('114.114.114.114');
const loadMs = performance.now() - started;
const afterLoad = memory();
started = performance.now();
ipRegion('2a00:1450:4001::1');
const countriesMs = performance.now() - started;
const afterCountries = memory();
timePerLookup(v4s.slice(0, 10_000));
timePerLookup(v6s.slice(0, 10_000));

console.log(`first lookup (reads both files): ${loadMs.toFixed(1)} ms, ${grown(before, afterLoad)}`);
console.log(
  `first foreign IPv6 lookup (country names): ${countriesMs.toFixed(1)} ms, ${grown(afterLoad, afterCountries)}`,
);
console.log(`IPv4 lookup: ${timePerLookup(v4s).toFixed(2)} µs (mean of ${lookups})`);
console.log(`IPv6 lookup: ${timePerLookup(v6s).toFixed(2)} µs (mean of ${lookups})`);
