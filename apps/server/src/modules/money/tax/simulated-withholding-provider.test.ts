import { describe, expect, it } from 'vitest';
import { createSimulatedWithholdingProvider } from './simulated-withholding-provider';

const payee = { realName: '张三', idNumber: '110101199003077777' };

describe('the simulated 综合服务主体', () => {
  it('quotes by the cumulative method over what it has paid the person this year', async () => {
    let now = new Date('2026-01-15T04:00:00Z');
    const provider = createSimulatedWithholdingProvider({ now: () => now });
    // Jan ¥8,000: 6,400 − 5,000 = 1,400 × 3 % = 42.00.
    const january = await provider.quoteTax({ payee, grossFen: 800_000, reference: 'W1' });
    expect(january).toMatchObject({ reference: 'W1', grossFen: 800_000, taxFen: 4_200, netFen: 795_800 });
    expect(await provider.getWithheldTax(january.quoteId)).toEqual({
      quoteId: january.quoteId,
      status: 'pending',
    });

    // A quote is a trial: until paid it is nobody's income, so the same quote again says the same.
    expect((await provider.quoteTax({ payee, grossFen: 800_000, reference: 'W1' })).taxFen).toBe(4_200);

    provider.settleQuote(january.quoteId);
    expect(await provider.getWithheldTax(january.quoteId)).toMatchObject({
      status: 'withheld',
      taxFen: 4_200,
    });
    // Feb ¥10,000: 18,000 × 0.8 = 14,400 − 10,000 = 4,400 × 3 % = 132.00; − 42 → 90.00.
    now = new Date('2026-02-10T04:00:00Z');
    expect((await provider.quoteTax({ payee, grossFen: 1_000_000, reference: 'W2' })).taxFen).toBe(9_000);
  });

  it('counts the year in China time and forgets last year', async () => {
    // 2026-12-31 20:00 UTC is 2027-01-01 04:00 in China: a new year, January, one month.
    let now = new Date('2026-12-31T10:00:00Z');
    const provider = createSimulatedWithholdingProvider({ now: () => now });
    const december = await provider.quoteTax({ payee, grossFen: 10_000_000, reference: 'W9' });
    provider.settleQuote(december.quoteId);
    now = new Date('2026-12-31T20:00:00Z');
    // ¥8,000 in 2027-01: 1,400 × 3 % = 42.00, as if December had never been.
    expect((await provider.quoteTax({ payee, grossFen: 800_000, reference: 'W10' })).taxFen).toBe(4_200);
  });

  it('answers cancelled for a quote it never made', async () => {
    const provider = createSimulatedWithholdingProvider();
    expect(await provider.getWithheldTax('NOPE')).toEqual({ quoteId: 'NOPE', status: 'cancelled' });
  });
});
