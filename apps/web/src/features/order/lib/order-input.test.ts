import { describe, expect, it } from 'vitest';
import { normaliseYuan } from './tip-amount';
import { defaultChannel } from './channel';

describe('normaliseYuan', () => {
  it('pads typed amounts to two decimals and refuses the rest', () => {
    expect(normaliseYuan(' 6 ')).toBe('6.00');
    expect(normaliseYuan('6.6')).toBe('6.60');
    expect(normaliseYuan('06.66')).toBe('6.66');
    expect(normaliseYuan('6.666')).toBeNull();
    expect(normaliseYuan('0')).toBeNull();
    expect(normaliseYuan('abc')).toBeNull();
  });
});

describe('defaultChannel', () => {
  it('is wechat inside WeChat and alipay elsewhere', () => {
    expect(defaultChannel('Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50 NetType/WIFI')).toBe(
      'wechat',
    );
    expect(defaultChannel('Mozilla/5.0 (Linux; Android 14) Chrome/120 Mobile Safari/537.36')).toBe('alipay');
  });
});
