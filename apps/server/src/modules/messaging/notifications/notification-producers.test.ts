import { followEndpoints, notificationEndpoints } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../../../test/factories';
import { buildPaidOrder } from '../../../../test/money';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';
import { inTransaction } from '../../../platform/db/transaction';
import { attachUnreadPublisher } from '../../../platform/live/signal';
import { type DomainEvents, type EventName, publish } from '../../../platform/events/event-bus';
import { reviewApplication } from '../../identity/creator-applications/creator-application.service';

const t = useTestApp();

/** Publishes an event as its module does, in a transaction of its own, through the app's bus. */
const emit = <N extends EventName>(name: N, payload: DomainEvents[N]) =>
  inTransaction(t.db, (trx) => publish(trx, name, payload));

/** Every notice of a user, oldest first. */
const noticesOf = (userId: number) =>
  t.db.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('id').execute();

const inbox = async (user: UserRow) =>
  (await t.call(notificationEndpoints.list, {}, { cookie: await t.signIn(user.phone) })).body.data.list;

describe('each event writes exactly one notice per recipient (messaging subscribes through the app bus)', () => {
  let creator: UserRow;
  let buyer: UserRow;
  const signalled: number[][] = [];

  beforeAll(async () => {
    creator = await buildCreator(t.db, { nickname: '蛙蛙画画' });
    buyer = await buildUser(t.db, { nickname: '小绿' });
    // Watch the unread signals of this database (the app's own bus is not needed here).
    attachUnreadPublisher(t.db, (ids) => signalled.push(ids));
  });

  it('a payment applied twice: one notice, one receipt, signalled after commit only once', async () => {
    const order = await buildPaidOrder(t.db, { creatorId: creator.id, buyerId: buyer.id, amountFen: 500 });
    signalled.length = 0;
    for (let i = 0; i < 2; i += 1) await emit('OrderPaid', { order });

    expect((await noticesOf(creator.id)).filter((n) => n.kind === 'order_paid:tip')).toHaveLength(1);
    expect((await noticesOf(buyer.id)).filter((n) => n.kind === 'order_receipt:tip')).toHaveLength(1);
    expect(signalled).toEqual([[creator.id, buyer.id]]);
  });

  it('a tip message keeps its own punctuation: 加油！ is never followed by 。', async () => {
    const paid = await buildPaidOrder(t.db, { creatorId: creator.id, buyerId: buyer.id, amountFen: 500 });
    await emit('OrderPaid', { order: { ...paid, message: '加油！' } });
    const other = await buildPaidOrder(t.db, { creatorId: creator.id, buyerId: buyer.id, amountFen: 600 });
    await emit('OrderPaid', { order: { ...other, message: '等你更新' } });
    const bodyOf = async (userId: number, orderId: number) =>
      (await noticesOf(userId)).find((n) => n.targetId === orderId)?.body;

    expect(await bodyOf(creator.id, paid.id)).toBe(`打赏，金额 ¥5.00，留言：加油！订单 ${paid.orderNo}`);
    expect(await bodyOf(buyer.id, paid.id)).toBe(`打赏，实付 ¥5.00，留言：加油！订单 ${paid.orderNo}`);
    expect(await bodyOf(creator.id, other.id)).toBe(
      `打赏，金额 ¥6.00，留言：等你更新。订单 ${other.orderNo}`,
    );
  });

  it('a refund: one notice each to buyer and creator, linking to the order', async () => {
    const order = await buildPaidOrder(t.db, { creatorId: creator.id, buyerId: buyer.id, amountFen: 800 });
    const refund = { id: 900_001, amountFen: 800, reason: '作品无法下载，已核实' };
    for (let i = 0; i < 3; i += 1) await emit('OrderRefunded', { order, refund, full: true });

    const toBuyer = (await noticesOf(buyer.id)).filter((n) => n.kind === 'order_refunded');
    const toCreator = (await noticesOf(creator.id)).filter((n) => n.kind === 'order_refunded');
    expect([toBuyer.length, toCreator.length]).toEqual([1, 1]);
    // The operator's reason, as the refund dialog promises, to both.
    const body = `订单 ${order.orderNo}，退款金额 ¥8.00（全额）。退款原因：作品无法下载，已核实。`;
    expect([toBuyer[0]!.body, toCreator[0]!.body]).toEqual([body, body]);
    const buyerView = (await inbox(buyer)).find((n) => n.id === toBuyer[0]!.id);
    expect(buyerView?.link).toBe('/mine/support?tab=orders');
    const creatorView = (await inbox(creator)).find((n) => n.id === toCreator[0]!.id);
    expect(creatorView?.link).toBe(`/revenue-management?period=all&keyword=${order.orderNo}`);
  });

  it('a new follower: once, however often they unfollow and follow again', async () => {
    const fan = await buildUser(t.db, { nickname: '路过的蛙' });
    const cookie = await t.signIn(fan.phone);
    for (const endpoint of [followEndpoints.follow, followEndpoints.unfollow, followEndpoints.follow]) {
      const res = await t.call(endpoint, { userId: String(creator.id) }, { cookie });
      expect(res.body.code, res.body.message).toBe(200);
    }

    const notices = (await inbox(creator)).filter((n) => n.kind === 'new_follower');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: '路过的蛙 关注了你', link: `/user/${fan.slug}` });
  });

  it('an application decision reaches the applicant with the reason and the right link', async () => {
    const operator = await buildUser(t.db, { isOperator: true });
    const decide = async (action: 'approve' | 'reject') => {
      const applicant = await buildUser(t.db);
      const application = await t.db
        .insertInto('creatorApplications')
        .values({
          userId: applicant.id,
          realName: '林小蛙',
          idNumberMasked: '1101**********0011',
          idNumberHash: `hash-${applicant.id}`,
          contact: '13800000000',
          introduction: '画画',
          category: 'illustration',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await reviewApplication(t.db, operator, { id: application.id, action, reason: '作品样例不足' });

      return inbox(applicant);
    };

    const approved = await decide('approve');
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ title: '创作者申请已通过', link: '/creation-center' });
    const rejected = await decide('reject');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ title: '创作者申请未通过', link: '/creator-application' });
    expect(rejected[0]!.body).toContain('未通过原因：作品样例不足');
  });

  it('a takedown and a restore: once per event, the title only', async () => {
    const post = await buildPost(t.db, creator.id, { title: '夏日海报', bodyHtml: '<p>付费正文</p>' });
    const notified = { id: post.id, authorId: post.authorId, title: post.title };
    for (let i = 0; i < 2; i += 1)
      await emit('PostTakenDown', { post: notified, reason: '含有违规内容', actionId: '41' });
    await emit('PostRestored', { post: notified, actionId: '42' });
    await emit('PostTakenDown', { post: notified, reason: '再次违规', actionId: '43' });

    const notices = (await inbox(creator)).filter((n) => n.link === `/post/${post.id}`);
    expect(notices.map((n) => n.title)).toEqual([
      '你的作品《夏日海报》已被下架',
      '你的作品《夏日海报》已恢复显示',
      '你的作品《夏日海报》已被下架',
    ]);
    expect(notices[2]!.body).toContain('下架原因：含有违规内容');
    expect(JSON.stringify(notices)).not.toContain('付费正文');
  });
});
