import { describe, expect, it } from 'vitest';
import { ipRegion, UNKNOWN_REGION } from './ip-region';

// What a reader sees beside a comment written from each address, as the bundled database places it
// (ip2region's 2021 IPv4 data, ZX's 2021-05-11 IPv6 data): a newer database may move an address.
describe('ipRegion: the IP属地 shown for an address', () => {
  it.each([
    ['114.114.114.114', '江苏', '114DNS, Nanjing'],
    ['202.96.128.86', '广东', 'China Telecom DNS, Guangzhou'],
    ['61.135.169.121', '北京', 'a municipality, without 市'],
    ['223.5.5.5', '浙江', 'AliDNS, Hangzhou'],
    ['36.96.0.1', '新疆', 'an autonomous region, by its short name'],
  ])('mainland China: %s → %s (%s)', (address, region) => {
    expect(ipRegion(address)).toBe(region);
  });

  it('Hong Kong, Macao and Taiwan by name', () => {
    expect(ipRegion('203.198.0.1')).toBe('香港');
    expect(ipRegion('202.175.3.3')).toBe('澳门');
    expect(ipRegion('168.95.1.1')).toBe('台湾');
  });

  it('another country by its Chinese name', () => {
    expect(ipRegion('8.8.8.8')).toBe('美国');
    expect(ipRegion('133.242.0.1')).toBe('日本');
  });

  it('IPv6: the province in China, the country outside, from one run of text', () => {
    expect(ipRegion('240e:47d:c20:1627:30a3:ba0d:a5e6:ec19')).toBe('广东');
    expect(ipRegion('2409:8a00::1')).toBe('北京');
    expect(ipRegion('2400:3200::1')).toBe('浙江');
    expect(ipRegion('2a00:1450:4001::1')).toBe('德国');
  });

  it('an IPv4 address as a dual-stack socket reports it (::ffff:) is read as IPv4', () => {
    expect(ipRegion('::ffff:114.114.114.114')).toBe('江苏');
    expect(ipRegion('::FFFF:127.0.0.1')).toBe(UNKNOWN_REGION);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.1', 'a private network'],
    ['192.168.1.20', 'a home router'],
    ['172.20.0.3', 'a container network'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['169.254.1.1', 'link-local'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fd12:3456::1', 'IPv6 unique local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['2001:4860:4860::8888', 'an anycast range the database calls 全球'],
    ['unknown', 'text that is no address'],
    ['', 'nothing'],
  ])('未知 for %s (%s)', (address) => {
    expect(ipRegion(address)).toBe(UNKNOWN_REGION);
  });

  it('never answers the address, a city or a carrier: one short place name', () => {
    for (const address of ['114.114.114.114', '8.8.8.8', '240e:47d:c20:1627:30a3:ba0d:a5e6:ec19']) {
      const region = ipRegion(address);
      expect(region).toMatch(/^[\u4e00-\u9fff]{2,8}$/);
      expect(region).not.toMatch(/[省市]$/);
    }
  });
});
