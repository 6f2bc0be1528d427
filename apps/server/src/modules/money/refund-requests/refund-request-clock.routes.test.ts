import { adminRefundRequestEndpoints, refundRequestEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../../../test/factories';
import { noticesOf } from '../../../../test/notices';
import { submitAndPay } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';
import { expireRefundRequests } from './expire-refund-requests';
import { warnDueRefundRequests } from './warn-due-refund-requests';

const t = useTestApp({ listen: true });
const HOUR = 60 * 60 * 1000;

// A refund request keeps a complaint's clock (docs/MINORS.md): a decision is due within 24 hours
// (overdue after), operators are warned once two hours before it would expire undecided, and at
// its deadline it expires.
describe('refund request clocks', () => {
  let creator: UserRow;
  let buyer: UserRow;
  let operator: UserRow;
  let buyerCookie: string;
  let creatorCookie: string;
  let opCookie: string;

  beforeAll(async () => {
    creator = await buildCreator(t.db, { nickname: '蛙蛙画画' });
    operator = await buildUser(t.db, { isOperator: true, nickname: '运营' });
    buyer = await buildUser(t.db, { nickname: '小绿' });
    buyerCookie = await t.signIn(buyer.phone);
    creatorCookie = await t.signIn(creator.phone);
    opCookie = await t.signIn(operator.phone);
  });

  const askedHoursAgo = async (hours: number) => {
    const post = await buildPost(t.db, creator.id, { title: '橘猫邮差', priceFen: 990 });
    const { orderNo } = await submitAndPay(t, buyerCookie, { kind: 'post', postId: String(post.id) });
    const res = await t.call(
      refundRequestEndpoints.create,
      { orderNo, reason: 'mistaken' },
      { cookie: buyerCookie },
    );
    expect(res.body.code, res.body.message).toBe(200);
    await sql`update refund_requests set created_at = created_at - make_interval(hours => ${hours}),
                deadline_at = deadline_at - make_interval(hours => ${hours})
              where id = ${res.body.data.id}`.execute(t.db);

    return { id: res.body.data.id, orderNo };
  };
  const clockOf = async (id: number) => {
    const res = await t.call(adminRefundRequestEndpoints.list, { pageSize: '50' }, { cookie: opCookie });
    expect(res.body.code, res.body.message).toBe(200);

    return res.body.data.list.find((r) => r.id === id)!.clock;
  };
  const warnsOf = async (id: number) =>
    (await noticesOf(t.db, operator.id)).filter(
      (n) => n.kind === 'refund_request:due' && n.body.includes(`退款申请 #${id}（`),
    );

  it('is due a decision in 24 hours and marked overdue after, for the creator and the console', async () => {
    const fresh = await askedHoursAgo(0);
    expect(await clockOf(fresh.id)).toMatchObject({ overdue: null, dueSoon: false });

    const late = await askedHoursAgo(25);
    expect(await clockOf(late.id)).toMatchObject({ overdue: 'first_reply', dueSoon: false });
    const mine = await t.call(refundRequestEndpoints.creatorList, {}, { cookie: creatorCookie });
    expect(mine.body.data.list.find((r) => r.id === late.id)?.clock.overdue).toBe('first_reply');
  });

  it('warns every operator once, two hours before it expires undecided; a decided one never', async () => {
    const due = await askedHoursAgo(71);
    const decided = await askedHoursAgo(71);
    await t.call(
      refundRequestEndpoints.refuse,
      { id: String(decided.id), reason: '已完整查看' },
      { cookie: creatorCookie },
    );
    expect(await clockOf(due.id)).toMatchObject({ dueSoon: true });

    await Promise.all([warnDueRefundRequests(t.db), warnDueRefundRequests(t.db)]);
    await warnDueRefundRequests(t.db);
    const warned = await warnsOf(due.id);
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ title: '退款申请即将超时' });
    expect(warned[0]!.body).toContain(`订单 ${due.orderNo}`);
    expect(await warnsOf(decided.id)).toEqual([]);
  });

  it('expires when nobody decides by the deadline: both told once, no longer decidable, may be asked again', async () => {
    const request = await askedHoursAgo(0);
    const statusOf = async () =>
      (
        await t.db
          .selectFrom('refundRequests')
          .select('status')
          .where('id', '=', request.id)
          .executeTakeFirstOrThrow()
      ).status;
    // The earlier tests' requests were made hours ago: they expire sooner, this one only at 72 h.
    await expireRefundRequests(t.db, new Date(Date.now() + 71 * HOUR));
    expect(await statusOf()).toBe('requested');
    expect(await expireRefundRequests(t.db, new Date(Date.now() + 73 * HOUR))).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toBe('expired');
    expect(await expireRefundRequests(t.db, new Date(Date.now() + 73 * HOUR))).toBe(0);
    const expiredNotice = (userId: number) =>
      t.db
        .selectFrom('notifications')
        .selectAll()
        .where('userId', '=', userId)
        .where('dedupeKey', '=', `refund_request:${request.id}:expired`)
        .execute();
    expect(await expiredNotice(buyer.id)).toMatchObject([{ title: '退款申请已超时关闭' }]);
    expect(await expiredNotice(creator.id)).toMatchObject([{ title: '一笔退款申请已超时关闭' }]);
    const grant = await t.call(
      refundRequestEndpoints.grant,
      { id: String(request.id) },
      { cookie: creatorCookie },
    );
    expect(grant.body.message).toBe('该退款申请已是「已超时」，请刷新后查看');
    const view = await t.call(
      refundRequestEndpoints.ofOrder,
      { orderNo: request.orderNo },
      { cookie: buyerCookie },
    );
    expect(view.body.data).toMatchObject({ request: { status: 'expired' }, canRequest: true });
    const again = await t.call(
      refundRequestEndpoints.create,
      { orderNo: request.orderNo, reason: 'mistaken' },
      { cookie: buyerCookie },
    );
    expect(again.body.code).toBe(200);
  });
});
