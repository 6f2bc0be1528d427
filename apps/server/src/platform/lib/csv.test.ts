import { describe, expect, it } from 'vitest';
import { attachmentDisposition, csvCell, csvLine } from './csv';

describe('csv', () => {
  it('quotes every cell, doubles quotes and keeps commas and line breaks inside the cell', () => {
    expect(csvCell('加油，冲鸭')).toBe('"加油，冲鸭"');
    expect(csvCell('a,b "c"\nd')).toBe('"a,b ""c""\nd"');
    expect(csvCell(12)).toBe('"12"');
    expect(csvLine(['订单号', '9.90'])).toBe('"订单号","9.90"\r\n');
  });

  it('prefixes cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    }
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('1=1')).toBe('"1=1"');
    // A negative amount stays a number; a sum does not.
    expect(csvCell('-9.41')).toBe('"-9.41"');
    expect(csvCell('-9.41+1')).toBe('"\'-9.41+1"');
  });

  it('names the file in RFC 5987 form with an ASCII fallback', () => {
    expect(attachmentDisposition('创作蛙订单-2026-11.csv', 'orders-2026-11.csv')).toBe(
      `attachment; filename="orders-2026-11.csv"; filename*=UTF-8''%E5%88%9B%E4%BD%9C%E8%9B%99%E8%AE%A2%E5%8D%95-2026-11.csv`,
    );
  });
});
