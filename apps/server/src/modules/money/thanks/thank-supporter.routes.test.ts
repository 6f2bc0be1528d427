import { mySupportEndpoints, notificationEndpoints, orderEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCanaryPost, newCanary } from '../../../../test/canary';
import { buildCreator, buildSignedInUser } from '../../../../test/factories';
import { buildPaidOrder } from '../../../../test/money';
import { noticesOf } from '../../../../test/notices';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();

/** A creator (signed in) with a ¥20 tip from a signed-in supporter, who left a message. */
async function tipped(supporter: { supportAnonymous?: boolean } = {}) {
  const creator = await buildCreator(t.db, { nickname: `蛙蛙${Math.random().toString(36).slice(2, 6)}` });
  const buyer = await buildSignedInUser(t, { nickname: '青蛙王子', ...supporter });
  const order = await buildPaidOrder(t.db, {
    creatorId: creator.id,
    buyerId: buyer.user.id,
    amountFen: 2000,
  });
  await t.db.updateTable('orders').set({ message: '画得真好' }).where('id', '=', order.id).execute();

  return { creator, creatorCookie: await t.signIn(creator.phone), buyer, order };
}

const thank = (orderNo: string, text: string, cookie: string) =>
  t.call(orderEndpoints.thank, { orderNo, text }, { cookie });

const creatorsOrder = async (cookie: string, orderNo: string) => {
  const res = await t.call(orderEndpoints.supportMeOrders, { keyword: orderNo }, { cookie });

  return res.body.data.list.find((o) => o.orderNo === orderNo);
};

const receipt = async (cookie: string, orderNo: string) => {
  const res = await t.call(mySupportEndpoints.orders, {}, { cookie });

  return res.body.data.list.find((o) => o.orderNo === orderNo);
};

describe('POST /api/order/thank', () => {
  it('the creator thanks a tipper: the order list, the receipt and one notice carry the reply; an edit replaces it', async () => {
    const { creator, creatorCookie, buyer, order } = await tipped();

    const first = await thank(order.orderNo, '谢谢你的支持！', creatorCookie);
    expect(first.body.data).toMatchObject({ text: '谢谢你的支持！' });
    expect((await creatorsOrder(creatorCookie, order.orderNo))?.thanks?.text).toBe('谢谢你的支持！');
    expect((await receipt(buyer.cookie, order.orderNo))?.thanks?.text).toBe('谢谢你的支持！');
    const [notice] = await noticesOf(t.db, buyer.user.id, 'order_thanks');
    expect(notice).toMatchObject({
      title: `${creator.nickname} 回复了你的支持`,
      body: `打赏，订单 ${order.orderNo}。回复：谢谢你的支持！`,
      targetKind: 'order',
      targetId: order.id,
      readAt: null,
    });
    const inbox = await t.call(notificationEndpoints.list, {}, { cookie: buyer.cookie });
    expect(inbox.body.data.unread).toBe(1);

    const edited = await thank(order.orderNo, '  谢谢，下次画你点的那张  ', creatorCookie);
    expect(edited.body.data.text).toBe('谢谢，下次画你点的那张');
    expect((await receipt(buyer.cookie, order.orderNo))?.thanks?.text).toBe('谢谢，下次画你点的那张');
    // Still one notice, now saying the new words.
    const notices = await noticesOf(t.db, buyer.user.id, 'order_thanks');
    expect(notices.map((n) => n.body)).toEqual([
      `打赏，订单 ${order.orderNo}。回复：谢谢，下次画你点的那张。`,
    ]);
    const rows = await t.db.selectFrom('orderThanks').selectAll().where('orderId', '=', order.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('an anonymous supporter still hears; the reply names nobody and nobody else is told', async () => {
    const { creatorCookie, buyer, order } = await tipped({ supportAnonymous: true });
    const res = await thank(order.orderNo, '谢谢匿名的你', creatorCookie);
    expect(JSON.stringify(res.body)).not.toContain('青蛙王子');
    expect(await creatorsOrder(creatorCookie, order.orderNo)).toMatchObject({
      buyer: { nickname: '匿名支持者', anonymous: true },
      thanks: { text: '谢谢匿名的你' },
    });
    expect(await noticesOf(t.db, buyer.user.id, 'order_thanks')).toHaveLength(1);
    const told = await t.db
      .selectFrom('notifications')
      .select('userId')
      .where('dedupeKey', '=', `order_thanks:${order.id}`)
      .execute();
    expect(told).toEqual([{ userId: buyer.user.id }]);
  });

  it('is 404 for another creator, an unknown order or one not paid, and writes nothing', async () => {
    const { order } = await tipped();
    const stranger = await buildCreator(t.db);
    const strangerCookie = await t.signIn(stranger.phone);
    const pending = await t.db
      .insertInto('orders')
      .values({
        orderNo: `TP${order.id}`,
        buyerId: order.buyerId,
        creatorId: stranger.id,
        kind: 'tip',
        amountFen: 500,
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    for (const orderNo of [order.orderNo, 'T-NONE', pending.orderNo])
      expect((await thank(orderNo, '谢谢', strangerCookie)).body).toMatchObject({
        code: 404,
        message: '订单不存在',
      });
    const written = await t.db
      .selectFrom('orderThanks')
      .selectAll()
      .where('orderId', 'in', [order.id, pending.id])
      .execute();
    expect(written).toEqual([]);
  });

  it('refuses the supporter (404) and a visitor (401), and blank or too long replies in Chinese', async () => {
    const { creatorCookie, buyer, order } = await tipped();
    // The order's own supporter is not its creator: the same 404 as a stranger.
    expect((await thank(order.orderNo, '谢谢', buyer.cookie)).body).toMatchObject({
      code: 404,
      message: '订单不存在',
    });
    expect((await t.call(orderEndpoints.thank, { orderNo: order.orderNo, text: '谢谢' })).body.code).toBe(
      401,
    );
    expect((await thank(order.orderNo, '   ', creatorCookie)).body).toMatchObject({
      code: 400,
      message: '请填写感谢回复',
    });
    expect((await thank(order.orderNo, '谢'.repeat(201), creatorCookie)).body).toMatchObject({
      code: 400,
      message: '感谢回复不能超过200个字',
    });
    expect((await thank(order.orderNo, '谢'.repeat(200), creatorCookie)).body.code).toBe(200);
  });

  it('20 racing saves keep one reply and tell the supporter once', async () => {
    const { creatorCookie, buyer, order } = await tipped();
    const saves = await Promise.all(
      Array.from({ length: 20 }, (_, i) => thank(order.orderNo, `谢谢 ${i}`, creatorCookie)),
    );
    expect(saves.map((res) => res.body.code)).toEqual(Array(20).fill(200));
    expect(
      await t.db.selectFrom('orderThanks').selectAll().where('orderId', '=', order.id).execute(),
    ).toHaveLength(1);
    expect(await noticesOf(t.db, buyer.user.id, 'order_thanks')).toHaveLength(1);
  });

  it('a reply to an unlock of a paid post shows its title, never its body (paywall canary)', async () => {
    const { creator, creatorCookie, buyer } = await tipped();
    const canary = newCanary();
    const post = await buildCanaryPost(t.db, creator.id, canary, { title: '海边的猫' });
    const order = await buildPaidOrder(t.db, {
      creatorId: creator.id,
      buyerId: buyer.user.id,
      amountFen: 990,
    });
    await t.db
      .updateTable('orders')
      .set({ kind: 'post', postId: post.id })
      .where('id', '=', order.id)
      .execute();

    const res = await thank(order.orderNo, '谢谢解锁', creatorCookie);
    const [notice] = await noticesOf(t.db, buyer.user.id, 'order_thanks');
    expect(notice?.body).toBe(`解锁《海边的猫》，订单 ${order.orderNo}。回复：谢谢解锁。`);
    for (const text of [
      JSON.stringify(res.body),
      JSON.stringify(notice),
      JSON.stringify(await receipt(buyer.cookie, order.orderNo)),
    ])
      expect(text).not.toContain(canary);
  });
});
