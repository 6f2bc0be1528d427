import { adminOrderEndpoints, adminTaxReportEndpoints, shanghaiDate } from '@frog/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCanaryPost, newCanary } from '../../../../test/canary';
import { buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { submitAndPay } from '../../../../test/payment-flow';
import { buildVerifiedCreator } from '../../../../test/payouts';
import { useTestApp } from '../../../../test/test-app';
import { withdrawalKit } from '../../../../test/withdrawal-kit';
import { getIdentityKeyRing, sealCreatorIdNumber } from '../../identity';
import { xlsxText } from '../../../../test/xlsx-text';

// 季度涉税信息报送 (docs/TAX.md, "The quarterly report"): ledger mode, cumulative withholding.
const t = useTestApp({ listen: true });
const { creatorWith, operatorCookie, requested, payOut } = withdrawalKit(t);
const yuan = (amount: number) => Math.round(amount * 100);
const today = shanghaiDate(new Date());
const quarter = `${today.slice(0, 4)}-Q${Math.ceil(Number(today.slice(5, 7)) / 3)}`;
const ID_A = '110101199003074477';
const canary = newCanary();
const download = (ext: 'csv' | 'xlsx', query: Record<string, string>, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/tax-report.${ext}?${new URLSearchParams(query)}`,
    headers: cookie ? { cookie } : {},
  });

/** The quarter's totals straight from the postings, the way the test reads the ledger (not the report's queries). */
async function ledgerTotals() {
  const { rows } = await sql<{ gross: string; refunds: string; fee: string; tax: string }>`
    select
      coalesce(-sum(amount_fen) filter (where kind = 'payment' and account = 'provider_clearing'), 0) as gross,
      coalesce(sum(amount_fen) filter (where kind = 'refund' and account = 'provider_clearing'), 0) as refunds,
      coalesce(sum(amount_fen) filter (where kind in ('payment', 'refund') and account = 'platform_fee'), 0) as fee,
      coalesce(sum(amount_fen) filter (where account = 'tax_withheld'), 0) as tax
    from ledger_entries`.execute(t.db);
  const row = rows[0]!;

  return {
    gross: Number(row.gross),
    refunds: Number(row.refunds),
    fee: Number(row.fee),
    tax: Number(row.tax),
  };
}

let opCookie: string;
let creatorPhone: string;

beforeAll(async () => {
  // Creator A (ID number sealed): ¥60,000 earned, a ¥20 tip with ¥5 refunded, a ¥9.90 paid post whose
  // body is a paywall canary, ¥50,000 withdrawn and paid (¥1,050.00 withheld). Creator B (an application
  // from before sealing): a ¥10 tip.
  const a = await creatorWith(yuan(60_000));
  creatorPhone = a.creator.phone;
  const ring = await getIdentityKeyRing(t.db, {});
  await t.db
    .updateTable('creatorApplications')
    .set(sealCreatorIdNumber(ring, a.creator.id, ID_A))
    .where('userId', '=', a.creator.id)
    .execute();
  const b = await buildVerifiedCreator(t.db, '李未留');
  const buyer = await t.signIn((await buildUser(t.db)).phone);
  const tip = await submitAndPay(t, buyer, { kind: 'tip', creatorId: String(a.creator.id), amount: '20' });
  const post = await buildCanaryPost(t.db, a.creator.id, canary);
  await submitAndPay(t, buyer, { kind: 'post', postId: String(post.id) });
  await submitAndPay(t, buyer, { kind: 'tip', creatorId: String(b.id), amount: '10' });
  opCookie = (await operatorCookie()).cookie;
  const refund = await t.call(
    adminOrderEndpoints.refundOrder,
    { orderNo: tip.orderNo, reason: '买家申请', amount: '5.00' },
    { cookie: opCookie },
  );
  expect(refund.body.code, refund.body.message).toBe(200);
  await t.payments.simulator!.idle();
  const withdrawalNo = await requested(a.cookie, '50000');
  await payOut(opCookie, withdrawalNo, 'BANK-Q');
});

describe('who may read', () => {
  it('answers 404 to anyone but an operator, for the totals and both files', async () => {
    const creator = await t.signIn(creatorPhone);
    for (const cookie of [undefined, creator]) {
      const summary = await t.call(adminTaxReportEndpoints.summary, { quarter }, cookie ? { cookie } : {});
      expect(summary.status).toBe(404);
      for (const ext of ['csv', 'xlsx'] as const) {
        const res = await download(ext, { quarter, reason: '报送' }, cookie);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain(ID_A);
      }
    }
  });

  it('refuses a bad quarter and a download without a reason in Chinese (400)', async () => {
    const bad = await t.call(adminTaxReportEndpoints.summary, { quarter: '2026-Q5' }, { cookie: opCookie });
    expect(bad.body).toMatchObject({ code: 400, message: '季度须为 YYYY-Qn 格式，如 2026-Q1' });
    const noReason = await download('csv', { quarter, reason: '' }, opCookie);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 400, message: '请填写导出原因' });
  });
});

describe('the quarter', () => {
  it('shows totals equal to the ledger, tips on their own line, no identity', async () => {
    const res = await t.call(adminTaxReportEndpoints.summary, { quarter }, { cookie: opCookie });
    const data = res.body.data;
    const ledger = await ledgerTotals();
    expect(data).toMatchObject({ quarter, earners: 2, missingIdNumbers: 1, matchesLedger: true });
    expect(data.total).toMatchObject({
      gross: { fen: ledger.gross },
      refunds: { fen: 500 },
      net: { fen: ledger.gross - 500 },
      fee: { fen: ledger.fee },
      tax: { fen: 105_000, yuan: '1050.00' },
    });
    expect(ledger.tax).toBe(105_000);
    expect(ledger.refunds).toBe(500);
    expect(data.ledger).toEqual(data.total);
    // Tips: ¥60,000 (how the kit's earnings arrive) + ¥20 + ¥10; the post ¥9.90 is 其他收入.
    expect(data.kinds).toEqual([
      expect.objectContaining({
        kind: 'tip',
        kindText: '打赏收入',
        gross: { fen: yuan(60_030), yuan: '60030.00' },
      }),
      expect.objectContaining({
        kind: 'post',
        kindText: '其他收入（付费作品）',
        gross: { fen: 990, yuan: '9.90' },
      }),
      expect.objectContaining({ kind: 'plan', gross: { fen: 0, yuan: '0.00' } }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain(ID_A);
    expect(JSON.stringify(res.body)).not.toContain(creatorPhone);
    await expectLedgerConsistent(t.db);
  });

  it('downloads the CSV: each earner whole (未留存 when not kept), 全部合计 equal to the ledger, audited', async () => {
    const res = await download('csv', { quarter, reason: '报送主管税务机关' }, opCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('季度涉税信息报送表.csv'));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((l) => l.slice(1, -1).split('","'));
    expect(lines[0]).toEqual([
      '季度',
      '用户ID',
      '平台内名称',
      '姓名',
      '证件类型',
      '证件号码',
      '联系电话',
      '收入类型',
      '收入总额',
      '退款金额',
      '收入净额',
      '平台服务费',
      '提现手续费',
      '代扣个税',
    ]);
    const mine = lines.filter((l) => l[5] === ID_A);
    expect(mine.map((l) => l[7])).toEqual(['打赏收入', '其他收入（付费作品）', '合计']);
    expect(mine[0]).toEqual(expect.arrayContaining(['张小蛙', '居民身份证', creatorPhone]));
    // Fee: 1.00 on the tip less 0.25 given back with ¥5, and 0.49 on ¥9.90 (5 %, rounded down).
    expect(mine[2]?.slice(8)).toEqual(['60029.90', '5.00', '60024.90', '1.24', '0.00', '1050.00']);
    const notKept = lines.filter((l) => l[3] === '李未留');
    expect(notKept.map((l) => [l[4], l[5], l[7]])).toEqual([
      ['居民身份证', '未留存', '打赏收入'],
      ['居民身份证', '未留存', '合计'],
    ]);
    const ledger = await ledgerTotals();
    const total = lines.at(-1)!;
    expect(total[7]).toBe('全部合计（2 人）');
    expect(total.slice(8).map((y) => Math.round(Number(y) * 100))).toEqual([
      ledger.gross,
      ledger.refunds,
      ledger.gross - ledger.refunds,
      ledger.fee,
      0,
      ledger.tax,
    ]);
    expect(res.body).not.toContain(canary);
    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('action', '=', 'tax_report.export')
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        targetKind: 'tax_report',
        targetId: quarter,
        reason: '报送主管税务机关',
        after: expect.objectContaining({ format: 'csv', earners: 2, idNumbersOpened: 1 }),
      }),
    ]);
  });

  it('downloads the XLSX with the same rows: ID numbers as text, amounts as numbers', async () => {
    const res = await download('xlsx', { quarter, reason: '报送主管税务机关' }, opCookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const text = await xlsxText(res.rawPayload);
    expect(text).toContain(ID_A);
    expect(text).toContain('未留存');
    expect(text).toContain('打赏收入');
    expect(text).toContain('<v>1050</v>');
    expect(text).not.toContain(canary);
    const audits = await t.db
      .selectFrom('auditLog')
      .select('after')
      .where('action', '=', 'tax_report.export')
      .execute();
    expect(audits.map((a) => (a.after as { format: string }).format).sort()).toEqual(['csv', 'xlsx']);
  });
});
