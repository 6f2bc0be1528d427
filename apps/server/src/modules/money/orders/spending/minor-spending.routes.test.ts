import { orderEndpoints, Reason } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildSignedInUser } from '../../../../../test/factories';
import { expectLedgerConsistent } from '../../../../../test/money';
import { birthDateYearsAgo, idNumberBornOn, verifyRealName } from '../../../../../test/real-names';
import { useTestApp } from '../../../../../test/test-app';
import { spendingWindows } from './spending-limit.policy';

// MINOR_PROTECTION=verify-above:200: a buyer is asked for their real name before a payment above
// ¥200; once verified as a minor they are held to their band's caps on every payment, before any
// order exists (defaults: 8 to 16 ¥50 / ¥100 / ¥200, 16 to 18 ¥100 / ¥200 / ¥400; under 8 nothing).
const t = useTestApp({ env: { MINOR_PROTECTION: 'verify-above:200' } });

type Answer = { status: number; body: { code: number; message: string; reason?: string } };

describe('what a minor may pay', () => {
  const tipOf = async (
    cookie: string,
    creatorId: number,
    amount: string,
    step: 'submit' | 'preCheck' = 'submit',
  ) =>
    (await t.call(
      orderEndpoints[step] as typeof orderEndpoints.submit,
      { kind: 'tip', creatorId: String(creatorId), amount, channel: 'alipay' },
      { cookie },
    )) as unknown as Answer;
  const expectRefused = (res: Answer, message: string) => {
    expect(res.status, res.body.message).toBe(403);
    expect(res.body).toMatchObject({ message, reason: Reason.MINOR_SPENDING_LIMIT });
  };
  const ordersOf = (buyerId: number) =>
    t.db.selectFrom('orders').select(['amountFen', 'createdAt']).where('buyerId', '=', buyerId).execute();
  const minor = async (years: number, seq = 1) => {
    const { user, cookie } = await buildSignedInUser(t);
    const idNumber = idNumberBornOn(birthDateYearsAgo(years, new Date(), 30), seq);
    await verifyRealName(t, cookie, idNumber);

    return { user, cookie, idNumber };
  };

  it('asks an unverified buyer for their real name above ¥200 only, before any order', async () => {
    const { user, cookie } = await buildSignedInUser(t);
    const creator = await buildCreator(t.db);
    expect((await tipOf(cookie, creator.id, '200', 'preCheck')).status).toBe(200);
    for (const step of ['preCheck', 'submit'] as const) {
      const res = await tipOf(cookie, creator.id, '200.01', step);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        message: '根据未成年人保护规定，付款前须完成实名认证',
        reason: Reason.BUYER_REAL_NAME_REQUIRED,
      });
    }
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it('8 to 16: ¥50 a payment exactly, not a fen more; ¥100 a China day, whole again after Beijing midnight', async () => {
    const { user, cookie } = await minor(12);
    const creator = await buildCreator(t.db);
    expectRefused(
      await tipOf(cookie, creator.id, '50.01', 'preCheck'),
      '根据未成年人保护规定，未满16周岁的用户单笔最多支付 ¥50.00',
    );
    expect((await tipOf(cookie, creator.id, '50')).status).toBe(200);
    expect((await tipOf(cookie, creator.id, '49.99')).status).toBe(200);
    expectRefused(
      await tipOf(cookie, creator.id, '1'),
      '根据未成年人保护规定，未满16周岁的用户每天最多支付 ¥100.00，今天还可支付 ¥0.01',
    );
    // A minute before Beijing midnight they were yesterday's: today's ¥100 is whole again.
    const beforeMidnight = new Date(spendingWindows(new Date()).dayStart.getTime() - 60_000);
    await t.db
      .updateTable('orders')
      .set({ createdAt: beforeMidnight })
      .where('buyerId', '=', user.id)
      .execute();
    expect((await tipOf(cookie, creator.id, '50')).status).toBe(200);
    expect((await tipOf(cookie, creator.id, '50')).status).toBe(200);
    expectRefused(
      await tipOf(cookie, creator.id, '1', 'preCheck'),
      '根据未成年人保护规定，未满16周岁的用户每天最多支付 ¥100.00，今天还可支付 ¥0.00',
    );
    await expectLedgerConsistent(t.db);
  });

  it('16 to 18 and under 8; an adult is not capped', async () => {
    const older = await minor(17, 2);
    const child = await minor(7, 3);
    const adult = await minor(30, 4);
    const creator = await buildCreator(t.db);
    expectRefused(
      await tipOf(older.cookie, creator.id, '100.01'),
      '根据未成年人保护规定，未满18周岁的用户单笔最多支付 ¥100.00',
    );
    expect((await tipOf(older.cookie, creator.id, '100')).status).toBe(200);
    expectRefused(
      await tipOf(child.cookie, creator.id, '1'),
      '根据未成年人保护规定，未满8周岁的用户不能在平台付费',
    );
    expect((await tipOf(adult.cookie, creator.id, '5000')).status).toBe(200);
    expect(await ordersOf(child.user.id)).toEqual([]);
  });

  it('20 orders racing a 12-year-old’s ¥100 day: exactly two of ¥50 pass, on one person’s two accounts', async () => {
    const first = await minor(12, 5);
    const second = await buildSignedInUser(t);
    await verifyRealName(t, second.cookie, first.idNumber);
    const creator = await buildCreator(t.db);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => tipOf(i % 2 ? second.cookie : first.cookie, creator.id, '50')),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(2);
    expect(answers.filter((res) => res.status === 403)).toHaveLength(18);
    const placed = [...(await ordersOf(first.user.id)), ...(await ordersOf(second.user.id))];
    expect(placed.reduce((sum, order) => sum + order.amountFen, 0)).toBe(10_000);
  });
});
