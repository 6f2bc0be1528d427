import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type IP2Region from 'ip2region';

// The offline IP database: npm `ip2region` (yourtion/node-ip2region, MIT), which bundles lionsoul's
// last ip2region.db of the v1 format (IPv4, 2021-10) and ZX's ipv6wry.db (IPv6, 2021-05-11); see
// docs/GOVERNANCE.md (IP属地) for why, and how to update it. Both files (11 MB) are read into memory
// on the first lookup, not at boot: a lookup is then a binary search over a Buffer, no file read.

/** What the database says of one address: an IPv4 row (`国家|区域|省份|城市|ISP`, 0 for none) or IPv6 text. */
export type IpDatabaseHit = { kind: 'v4'; country: string; province: string } | { kind: 'v6'; place: string };

// A CommonJS package: its class is `exports.default`, which an ES default import sees differently
// under tsx, Vitest and Node; require says the same everywhere.
const require = createRequire(import.meta.url);
let searcher: IP2Region | undefined;
let countries: string[] | undefined;

function loadSearcher(): IP2Region {
  const { default: Searcher } = require('ip2region') as { default: typeof IP2Region };
  searcher = new Searcher();

  return searcher;
}

/** An IPv4 row's country and province ('' for the database's 0). */
function v4Hit(region: string): IpDatabaseHit {
  const [country = '0', , province = '0'] = region.split('|');

  return { kind: 'v4', country: country === '0' ? '' : country, province: province === '0' ? '' : province };
}

/**
 * Looks an address up (a valid IPv4 or IPv6 text, already known public); undefined when the
 * database has no row. IPv6 addresses that carry an IPv4 one (6to4, Teredo) answer an IPv4 row.
 */
export function lookUpAddress(address: string): IpDatabaseHit | undefined {
  const hit = (searcher ?? loadSearcher()).searchRaw(address, false);
  if (!hit) return undefined;

  return 'cArea' in hit ? { kind: 'v6', place: hit.cArea } : v4Hit(hit.region);
}

/**
 * Every country name the IPv4 database uses (中国 and continents included), longest first: the
 * IPv6 database writes a foreign place as one run of text (美国California州…, 日本东京都…), whose
 * country is the longest of these it starts with. Read once from the IPv4 file's rows: about 14,000
 * distinct region texts behind 680,000 index blocks, some 20 ms.
 */
export function countryNames(): string[] {
  if (countries) return countries;
  const data = readFileSync(require.resolve('ip2region/data/ip2region.db'));
  const firstIndex = data.readUInt32LE(0);
  const lastIndex = data.readUInt32LE(4);
  const seen = new Set<number>();
  const names = new Set<string>();
  for (let at = firstIndex; at <= lastIndex; at += 12) {
    const pointer = data.readUInt32LE(at + 8);
    if (seen.has(pointer)) continue;
    seen.add(pointer);
    // The pointer's high byte is the row's length, the rest its offset; a row is a 4-byte city id, then the text.
    const offset = pointer & 0xffffff;
    const text = data.toString('utf8', offset + 4, offset + (pointer >>> 24));
    const country = text.slice(0, text.indexOf('|'));
    if (country && country !== '0') names.add(country);
  }
  countries = [...names].sort((a, b) => b.length - a.length);

  return countries;
}
