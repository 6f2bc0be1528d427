import { describe, expect, it } from 'vitest';
import { canonicalJson, compactData } from './canonical-json';

describe('canonicalJson', () => {
  it('sorts top-level keys in ASCII order (upper case and underscore before lower case)', () => {
    const json = canonicalJson({
      trans_amt: '1.00',
      huifu_id: '6666',
      Zeta: '1',
      req_date: '20260101',
      a_b: '2',
      a: '3',
    });
    expect(json).toBe(
      '{"Zeta":"1","a":"3","a_b":"2","huifu_id":"6666","req_date":"20260101","trans_amt":"1.00"}',
    );
  });

  it('is compact: no whitespace between tokens', () => {
    expect(canonicalJson({ b: '1', a: 'x y' })).toBe('{"a":"x y","b":"1"}');
  });

  it('keeps non-ASCII characters as raw UTF-8, not \\u escapes', () => {
    const json = canonicalJson({ goods_desc: '创作蛙·解锁文章 🐸' });
    expect(json).toBe('{"goods_desc":"创作蛙·解锁文章 🐸"}');
    expect(json).not.toContain('\\u');
  });

  it('does not escape slashes', () => {
    expect(canonicalJson({ notify_url: 'https://example.com/api/trade/huifu/notify' })).toBe(
      '{"notify_url":"https://example.com/api/trade/huifu/notify"}',
    );
  });

  it('does not sort nested values (they are JSON strings on the wire) but keeps them verbatim', () => {
    const methodExpand = JSON.stringify({ sub_openid: 'o1', sub_appid: 'wx1' });
    expect(canonicalJson({ method_expand: methodExpand, huifu_id: '1' })).toBe(
      `{"huifu_id":"1","method_expand":${JSON.stringify(methodExpand)}}`,
    );
  });

  it('produces the same string whatever the insertion order', () => {
    expect(canonicalJson({ a: '1', b: '2', c: '3' })).toBe(canonicalJson({ c: '3', a: '1', b: '2' }));
  });
});

describe('compactData', () => {
  it('drops undefined, null and empty strings but keeps "0"', () => {
    expect(compactData({ a: undefined, b: null, c: '', d: '0', e: 'x' })).toEqual({ d: '0', e: 'x' });
  });
});
