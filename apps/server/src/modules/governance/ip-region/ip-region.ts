import { BlockList, isIP } from 'node:net';
import { countryNames, type IpDatabaseHit, lookUpAddress } from './ip-database';

// IP属地 (《互联网用户账号信息管理规定》 art. 12): where a text was written from, as Chinese platforms
// show it: the province (region) inside China, the country outside, 未知 otherwise. Only this text is
// ever stored, never the address (docs/GOVERNANCE.md, IP属地).

/** What is shown when the place cannot be told: a private or reserved address, or no row. */
export const UNKNOWN_REGION = '未知';

/**
 * China's province-level divisions by the short name platforms show (广东, not 广东省; 内蒙古, not
 * 内蒙古自治区). Hong Kong, Macao and Taiwan are shown as regions by name, like a province. No name
 * is the beginning of another, so a prefix match is exact.
 */
const PROVINCES = (
  '北京 天津 上海 重庆 河北 山西 内蒙古 辽宁 吉林 黑龙江 江苏 浙江 安徽 福建 江西 山东 河南 湖北 湖南 广东 ' +
  '广西 海南 四川 贵州 云南 西藏 陕西 甘肃 青海 宁夏 新疆 香港 澳门 台湾'
).split(' ');

/** Names the databases give to a continent or the whole world: no country, so 未知. */
const NOT_A_COUNTRY = /^(欧洲|亚洲|非洲|美洲|南美|北美|拉美|亚太|大洋洲|南极洲|全球)/;

/**
 * Addresses that say nothing about a place: this host, private networks, carrier-grade NAT,
 * link-local, benchmarking, multicast and reserved (RFC 6890). Answered without the database.
 */
const UNROUTED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  UNROUTED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  UNROUTED.addSubnet(network, prefix, 'ipv6');

const provinceAt = (text: string) => PROVINCES.find((name) => text.startsWith(name));

function regionOf(hit: IpDatabaseHit): string | undefined {
  if (hit.kind === 'v4') {
    if (hit.country === '中国') return provinceAt(hit.province);

    return NOT_A_COUNTRY.test(hit.country) ? undefined : hit.country || undefined;
  }
  // IPv6 text: 中国广东省广州市…, 中国台湾省…, 美国California州…, 日本东京都…, 欧洲地区, 局域网.
  if (hit.place.startsWith('中国')) return provinceAt(hit.place.slice(2));
  const country = countryNames().find((name) => hit.place.startsWith(name));

  return country === undefined || country === '中国' || NOT_A_COUNTRY.test(country) ? undefined : country;
}

/**
 * The IP属地 of a client address (Fastify's `request.ip`, which honours TRUST_PROXY): 广东, 北京,
 * 内蒙古, 香港, 台湾 inside China; 美国, 日本 outside; 未知 for private, loopback and reserved
 * addresses, text that is no address, and addresses the database cannot place (China without a
 * province included). IPv4-mapped IPv6 (`::ffff:1.2.3.4`, a dual-stack socket) is read as IPv4.
 * Microseconds once loaded; the first call reads the database (see ip-database.ts).
 */
export function ipRegion(address: string): string {
  const plain = address.replace(/%.*$/, '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  const version = isIP(plain);
  if (version === 0 || UNROUTED.check(plain, version === 4 ? 'ipv4' : 'ipv6')) return UNKNOWN_REGION;
  const hit = lookUpAddress(plain);

  return (hit && regionOf(hit)) ?? UNKNOWN_REGION;
}
