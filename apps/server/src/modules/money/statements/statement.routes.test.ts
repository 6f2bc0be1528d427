import { adminOrderEndpoints, revenueStatementEndpoints, shanghaiDate } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { submitAndPay } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import { withdrawalKit } from '../../../../test/withdrawal-kit';
import { sumPostings } from '../revenue/revenue.repository';
import { yearRange } from './statement.service';

// Ledger mode, cumulative withholding (the defaults), manual payouts marked paid by an operator.
const t = useTestApp({ listen: true });
const { creatorWith, operatorCookie, requested, payOut } = withdrawalKit(t);
const year = Number(shanghaiDate(new Date()).slice(0, 4));
const month = Number(shanghaiDate(new Date()).slice(5, 7));
const yuan = (amount: number) => Math.round(amount * 100);
const download = (ext: 'csv' | 'pdf', query: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/revenue/statement.${ext}?${query}`,
    headers: cookie ? { cookie } : {},
  });

describe('收入与纳税明细', () => {
  let creatorId: number;
  let cookie: string;

  beforeAll(async () => {
    // ¥60,000 earned (no fee), a ¥20 tip at 5 % (fee 1.00) with ¥5.00 refunded (fee 0.25 back), and
    // ¥50,000 withdrawn and paid: 40,000 − 5,000 = 35,000 × 3 % = ¥1,050.00 withheld, ¥48,950 paid out.
    const earner = await creatorWith(yuan(60_000));
    creatorId = earner.creator.id;
    cookie = earner.cookie;
    const buyer = await buildUser(t.db);
    const tip = await submitAndPay(t, await t.signIn(buyer.phone), {
      kind: 'tip',
      creatorId: String(creatorId),
      amount: '20',
    });
    const { cookie: opCookie } = await operatorCookie();
    const refund = await t.call(
      adminOrderEndpoints.refundOrder,
      { orderNo: tip.orderNo, reason: '买家申请', amount: '5.00' },
      { cookie: opCookie },
    );
    expect(refund.body.code, refund.body.message).toBe(200);
    await t.payments.simulator!.idle();
    const withdrawalNo = await requested(cookie, '50000');
    await payOut(opCookie, withdrawalNo, 'BANK-STATEMENT');
    await expectLedgerConsistent(t.db);
  });

  it('sums the year by month, to the fen, and agrees with the ledger', async () => {
    const res = await t.call(revenueStatementEndpoints.get, { year: String(year) }, { cookie });
    expect(res.body.code, res.body.message).toBe(200);
    const statement = res.body.data;
    expect(statement.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const yuanOf = (f: (typeof statement)['total']) =>
      Object.fromEntries(Object.entries(f).map(([k, v]) => [k, v.yuan]));
    const expected = {
      income: '60020.00',
      refunds: '5.00',
      fee: '0.75',
      net: '60014.25',
      withdrawalFee: '0.00',
      tax: '1050.00',
      paidOut: '48950.00',
    };
    expect(yuanOf(statement.months[month - 1]!)).toMatchObject(expected);
    expect(yuanOf(statement.total)).toEqual(expected);
    const otherMonths = statement.months.filter((m) => m.month !== month);
    expect(otherMonths.every((m) => m.income.fen === 0 && m.paidOut.fen === 0)).toBe(true);

    // What the ledger says: the creator's income postings of the year, their payouts, the tax
    // postings of their withdrawals, and the withdrawals' own rows.
    const income = await sumPostings(t.db, creatorId, { figure: 'income', range: yearRange(year) });
    expect(statement.total.net.fen).toBe(income);
    const withdrawn = await sumPostings(t.db, creatorId, { figure: 'withdrawn' });
    const { total } = statement;
    expect(total.paidOut.fen + total.tax.fen + total.withdrawalFee.fen).toBe(withdrawn);
    const taxPosted = await t.db
      .selectFrom('ledgerEntries as le')
      .innerJoin('withdrawals as w', 'w.id', 'le.withdrawalId')
      .select((eb) => eb.fn.sum<string>('le.amountFen').as('fen'))
      .where('w.creatorId', '=', creatorId)
      .where('le.account', '=', 'tax_withheld')
      .executeTakeFirstOrThrow();
    expect(total.tax.fen).toBe(Number(taxPosted.fen));
    const paid = await t.db
      .selectFrom('withdrawals')
      .select(['netFen', 'taxFen'])
      .where('creatorId', '=', creatorId)
      .where('status', '=', 'paid')
      .execute();
    expect(paid.map((w) => [w.netFen, w.taxFen])).toEqual([[total.paidOut.fen, total.tax.fen]]);
    await expectLedgerConsistent(t.db);
  });

  it('downloads the year as CSV: Chinese header, twelve months and 合计, yuan with two decimals', async () => {
    const res = await download('csv', `year=${year}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="statement-${year}.csv"; filename*=UTF-8''${encodeURIComponent(`创作蛙收入与纳税明细-${year}.csv`)}`,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('"月份","收入","退款","平台服务费","净收入","提现手续费","代扣个税","提现到账"');
    expect(lines).toHaveLength(15); // header, 12 months, 合计, and the empty string after the last CRLF
    const row = `"60020.00","5.00","0.75","60014.25","0.00","1050.00","48950.00"`;
    expect(lines[month]).toBe(`"${year}-${String(month).padStart(2, '0')}",${row}`);
    expect(lines[13]).toBe(`"合计",${row}`);
    await expectLedgerConsistent(t.db);
  });

  it('downloads the year as an A4 PDF', async () => {
    const res = await download('pdf', `year=${year}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename="statement-${year}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('shows another creator only their own year, empty; refuses visitors, non-creators and bad years', async () => {
    const other = await buildCreator(t.db);
    const otherCookie = await t.signIn(other.phone);
    const theirs = await t.call(
      revenueStatementEndpoints.get,
      { year: String(year) },
      { cookie: otherCookie },
    );
    expect(theirs.body.data.total.income.fen).toBe(0);
    expect(theirs.body.data.total.paidOut.fen).toBe(0);
    expect((await download('csv', `year=${year}`, otherCookie)).rawPayload.toString()).not.toContain(
      '60020.00',
    );

    const visitor = await t.call(revenueStatementEndpoints.get, { year: String(year) });
    expect(visitor.body.code).toBe(401);
    expect((await download('pdf', `year=${year}`)).json()).toMatchObject({ code: 401 });
    const supporter = await t.signIn((await buildUser(t.db)).phone);
    expect((await download('csv', `year=${year}`, supporter)).json()).toMatchObject({ code: 403 });

    for (const bad of ['26', '1999', '2026a', '']) {
      const res = await t.call(revenueStatementEndpoints.get, { year: bad }, { cookie });
      expect([res.body.code, res.body.message]).toEqual([400, '年份须为 2020 至 2100 之间的四位数字']);
    }
    expect((await download('pdf', 'year=3000', cookie)).json()).toMatchObject({
      code: 400,
      message: '年份须为 2020 至 2100 之间的四位数字',
    });
    await expectLedgerConsistent(t.db);
  });
});
