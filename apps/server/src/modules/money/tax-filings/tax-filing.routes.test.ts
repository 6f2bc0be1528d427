import { adminTaxFilingEndpoints, shanghaiDate, withdrawalEndpoints } from '@frog/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectLedgerConsistent } from '../../../../test/money';
import { useTestApp } from '../../../../test/test-app';
import { withdrawalKit } from '../../../../test/withdrawal-kit';
import { getAccountBalance } from '../ledger/ledger';
import { chinaMonthStart, nextPeriod } from './tax-period';

// 个税申报与缴款 (docs/TAX.md, "Remitting the withheld tax"): a month's withheld tax declared, then
// remitted, each once however many operators race, each audited, the ledger consistent after each.
const t = useTestApp();
const { creatorWith, operatorCookie, payOut } = withdrawalKit(t);
const yuan = (amount: number) => Math.round(amount * 100);
const thisMonth = () => shanghaiDate(new Date()).slice(0, 7);

/** A ¥50,000 withdrawal paid now: ¥1,050.00 withheld (40,000 − 5,000 = 35,000 × 3 %). */
async function paidWithdrawalWithTax() {
  const { cookie } = await creatorWith(yuan(60_000));
  const { cookie: opCookie } = await operatorCookie();
  const res = await t.call(withdrawalEndpoints.request, { amount: '50000' }, { cookie });
  expect(res.body.data.tax.yuan).toBe('1050.00');
  const { withdrawalNo } = res.body.data;
  await payOut(opCookie, withdrawalNo);
}

/** Moves the server's clock (Date only) into the next China month, where this month's filing is due. */
async function inNextMonth() {
  vi.useFakeTimers({ toFake: ['Date'], now: chinaMonthStart(nextPeriod(thisMonth())).getTime() + 3_600_000 });
  const { op, cookie } = await operatorCookie();

  return { op, cookie };
}

const auditCount = async (action: string) =>
  (await t.db.selectFrom('auditLog').select('id').where('action', '=', action).execute()).length;

afterEach(() => {
  vi.useRealTimers();
});

describe('who may call', () => {
  it.each(Object.values(adminTaxFilingEndpoints))(
    'answers 404 to $path unless an operator asks',
    async (endpoint) => {
      const params = { year: '2026', period: '2026-01', reference: 'X1' };
      expect((await t.call(endpoint, params)).status).toBe(404);
      const { cookie } = await creatorWith(0, { account: false });
      const res = await t.call(endpoint, params, { cookie });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(404);
    },
  );
});

describe('refusals in Chinese, nothing written', () => {
  it.each([
    [{ period: '2026-13', reference: 'X1' }, '所属期须为 YYYY-MM 格式的月份，如 2026-03'],
    [{ period: '', reference: 'X1' }, '所属期须为 YYYY-MM 格式的月份，如 2026-03'],
    [{ period: '2026-01', reference: ' ' }, '请填写申报凭证号'],
    [{ period: '2026-01', reference: 'x'.repeat(65) }, '申报凭证号不能超过64个字'],
  ])('declare %j: 400 %s', async (params, message) => {
    const { cookie } = await operatorCookie();
    const res = await t.call(adminTaxFilingEndpoints.declare, params, { cookie });
    expect(res.body).toMatchObject({ code: 400, message });
  });

  it('refuses a month not over yet, a month without tax, a year out of range, a remittance before its declaration', async () => {
    const { cookie } = await operatorCookie();
    const notOver = await t.call(
      adminTaxFilingEndpoints.declare,
      { period: thisMonth(), reference: 'SB1' },
      { cookie },
    );
    expect(notOver.body).toMatchObject({ code: 409, message: '该月尚未结束，月末之后才能办理扣缴申报' });
    const none = await t.call(
      adminTaxFilingEndpoints.declare,
      { period: '2025-01', reference: 'SB1' },
      { cookie },
    );
    expect(none.body).toMatchObject({ code: 409, message: '该月没有代扣个税，无需记录申报' });
    const early = await t.call(
      adminTaxFilingEndpoints.remit,
      { period: '2025-01', reference: 'SP1' },
      { cookie },
    );
    expect(early.body).toMatchObject({ code: 409, message: '该月尚未记录扣缴申报，请先记录申报再记录缴款' });
    const year = await t.call(adminTaxFilingEndpoints.periods, { year: '1999' }, { cookie });
    expect(year.body).toMatchObject({ code: 400, message: '年份须为 2020 至 2100 之间的四位数字' });
    expect(await t.db.selectFrom('taxFilings').select('id').execute()).toEqual([]);
    await expectLedgerConsistent(t.db);
  });
});

describe('a month declared, then remitted', () => {
  it('records each once of 50 racing operators, moves the tax withheld → payable → paid, audited', async () => {
    await paidWithdrawalWithTax();
    const period = thisMonth();
    const { cookie } = await inNextMonth();
    const year = period.slice(0, 4);

    const before = await t.call(adminTaxFilingEndpoints.periods, { year }, { cookie });
    expect(before.body.data.list).toEqual([
      expect.objectContaining({
        period,
        status: 'payable',
        statusText: '待申报',
        withheld: { fen: 105_000, yuan: '1050.00' },
        outstanding: { fen: 105_000, yuan: '1050.00' },
        declaration: null,
        abilities: { declare: true, remit: false },
      }),
    ]);
    expect(before.body.data.ledger).toEqual({
      undeclared: { fen: 105_000, yuan: '1050.00' },
      payable: { fen: 0, yuan: '0.00' },
    });

    const declares = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call(adminTaxFilingEndpoints.declare, { period, reference: `SB${i}` }, { cookie }),
      ),
    );
    expect(declares.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(declares.filter((r) => r.body.code === 409).map((r) => r.body.message)).toEqual(
      Array(49).fill('该月代扣个税已记录申报，请刷新后查看'),
    );
    const declared = declares.find((r) => r.body.code === 200)!.body.data;
    expect(declared).toMatchObject({
      status: 'declared',
      declared: { fen: 105_000 },
      abilities: { remit: true },
    });
    expect(await getAccountBalance(t.db, 'tax_withheld')).toBe(0);
    expect(await getAccountBalance(t.db, 'tax_payable')).toBe(105_000);
    expect(await auditCount('tax_filing.declare')).toBe(1);
    await expectLedgerConsistent(t.db);

    const remits = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call(adminTaxFilingEndpoints.remit, { period, reference: `SP${i}` }, { cookie }),
      ),
    );
    expect(remits.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(remits.filter((r) => r.body.code === 409)).toHaveLength(49);
    expect(await getAccountBalance(t.db, 'tax_payable')).toBe(0);
    expect(await auditCount('tax_filing.remit')).toBe(1);
    const entry = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'tax_filing.remit')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      targetKind: 'tax_filing',
      targetId: period,
      after: { status: 'remitted' },
    });
    await expectLedgerConsistent(t.db);

    const after = await t.call(adminTaxFilingEndpoints.periods, { year }, { cookie });
    expect(after.body.data.list[0]).toMatchObject({
      status: 'remitted',
      statusText: '已缴款',
      remitted: { fen: 105_000 },
      outstanding: { fen: 0 },
      declaration: { reference: declared.declaration?.reference, operator: { nickname: '运营小蛙' } },
      remittance: { reference: expect.stringMatching(/^SP\d+$/) },
      abilities: { declare: false, remit: false },
    });
    expect(after.body.data.total).toMatchObject({ withheld: { fen: 105_000 }, outstanding: { fen: 0 } });
    const again = await t.call(adminTaxFilingEndpoints.remit, { period, reference: 'SP-again' }, { cookie });
    expect(again.body).toMatchObject({ code: 409, message: '该月代扣个税已记录缴款，请刷新后查看' });
  });
});
