import { adminReconciliationEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { moneyConsoleKit } from '../../../../test/console-kit';
import { useTestApp } from '../../../../test/test-app';
import { ensureDay } from './reconciliation.repository';

const t = useTestApp();
const { s, auditOf, call } = moneyConsoleKit(t);

/** A finished day with one open flag (an amount difference), as a run leaves it. */
async function flaggedDay(tradeDate: string) {
  const day = await ensureDay(t.db, tradeDate, 'TRADE_BILL');
  await t.db
    .updateTable('reconciliationDays')
    .set({ status: 'done', lines: 3, matched: 2, differences: 1, billPaymentCount: 3, billPaymentFen: 3001 })
    .where('id', '=', day.id)
    .execute();
  const flag = await t.db
    .insertInto('reconciliationFlags')
    .values({
      dayId: day.id,
      kind: 'amount_differs',
      entry: 'payment',
      reqSeqId: `P${tradeDate.replaceAll('-', '')}0001`,
      billAmountFen: 1001,
      ourAmountFen: 1000,
      billState: 'S',
      ourState: 'S',
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  return { day, flag };
}

describe('operator console: 对账', () => {
  it('lists days newest first with both sides, and a day’s open flags', async () => {
    const older = await flaggedDay('2026-01-01');
    const newer = await flaggedDay('2026-01-02');

    const days = await call(adminReconciliationEndpoints.days, {});
    expect(days.body.code, days.body.message).toBe(200);
    const ids = days.body.data.list.map((d) => d.id);
    expect(ids.indexOf(newer.day.id)).toBeLessThan(ids.indexOf(older.day.id));
    expect(days.body.data.list.find((d) => d.id === newer.day.id)).toMatchObject({
      tradeDate: '2026-01-02',
      billType: 'TRADE_BILL',
      billTypeText: '交易对账单',
      status: 'done',
      statusText: '已完成',
      lines: 3,
      matched: 2,
      differences: 1,
      openFlags: 1,
      bill: { paymentCount: 3, payments: { fen: 3001, yuan: '30.01' } },
      abilities: { rerun: true },
    });

    const flags = await call(adminReconciliationEndpoints.flags, { dayId: String(newer.day.id) });
    expect(flags.body.code, flags.body.message).toBe(200);
    expect(flags.body.data.list).toMatchObject([
      {
        id: newer.flag.id,
        kind: 'amount_differs',
        kindText: '金额不一致',
        bill: { amount: { fen: 1001 }, state: 'S' },
        ours: { amount: { fen: 1000 }, state: 'S' },
        status: 'open',
        resolution: null,
        abilities: { resolve: true },
      },
    ]);
  });

  it('resolves a flag once, with the action, the reason and the operator, audited once', async () => {
    const { flag } = await flaggedDay('2026-01-03');
    const params = { flagId: String(flag.id), action: 'keep_ours', reason: '已与汇付核实，账单有误' };

    const res = await call(adminReconciliationEndpoints.resolveFlag, params);
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'resolved',
      resolution: {
        action: 'keep_ours',
        text: '以我方记录为准',
        by: { id: s.operator.id, nickname: '运营小蛙' },
        note: '已与汇付核实，账单有误',
      },
      abilities: { resolve: false },
    });
    const again = await call(adminReconciliationEndpoints.resolveFlag, params);
    expect(again.body).toMatchObject({ code: 409, message: '该差异已处理' });
    expect(await auditOf('reconciliation_flag', flag.id)).toMatchObject([
      { action: 'reconciliation.resolve', operatorId: s.operator.id, reason: '已与汇付核实，账单有误' },
    ]);
  });

  it('has a day run again from the kept file or a new download, audited', async () => {
    const { day } = await flaggedDay('2026-01-04');
    const res = await call(adminReconciliationEndpoints.rerunDay, {
      dayId: String(day.id),
      source: 'download',
      reason: '汇付重新生成了账单',
    });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ id: day.id, status: 'waiting', statusText: '等待对账单' });
    expect(await auditOf('reconciliation_day', day.id)).toMatchObject([{ action: 'reconciliation.rerun' }]);
  });

  it('answers 404 to anyone but an operator, and 400 in Chinese to bad input, never 500', async () => {
    const { day, flag } = await flaggedDay('2026-01-05');
    const asBuyer = await t.call(adminReconciliationEndpoints.days, {}, { cookie: s.buyerCookie });
    expect(asBuyer.body.code).toBe(404);
    const anonymous = await t.call(adminReconciliationEndpoints.flags, { dayId: String(day.id) });
    expect(anonymous.body.code).toBe(404);

    const bad = [
      [adminReconciliationEndpoints.flags, { dayId: 'abc' }],
      [adminReconciliationEndpoints.flags, { dayId: String(day.id), status: 'maybe' }],
      [adminReconciliationEndpoints.flags, { dayId: String(day.id), cursor: '!!' }],
      [adminReconciliationEndpoints.resolveFlag, { flagId: String(flag.id), action: 'delete', reason: 'x' }],
      [
        adminReconciliationEndpoints.resolveFlag,
        { flagId: String(flag.id), action: 'no_action', reason: '' },
      ],
      [adminReconciliationEndpoints.rerunDay, { dayId: String(day.id), source: 'ftp', reason: 'x' }],
    ] as const;
    for (const [endpoint, params] of bad) {
      const res = await call(endpoint, params);
      expect(res.status, JSON.stringify(params)).toBeLessThan(500);
      expect(res.body.code, JSON.stringify(params)).toBe(400);
      expect(res.body.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const unknownDay = await call(adminReconciliationEndpoints.flags, { dayId: '999999' });
    expect(unknownDay.body.code).toBe(404);
    const unknownFlag = await call(adminReconciliationEndpoints.resolveFlag, {
      flagId: '999999',
      action: 'no_action',
      reason: '测试',
    });
    expect(unknownFlag.body.code).toBe(404);
  });
});
