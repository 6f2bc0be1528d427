import {
  commentEndpoints,
  creatorEndpoints,
  mySupportEndpoints,
  notificationEndpoints,
  orderEndpoints,
  postEndpoints,
  revenueEndpoints,
  rewardEndpoints,
  supporterEndpoints,
  tradeEndpoints,
  unreadEndpoints,
} from '@frog/contracts';
import { followSimAuthorize, jsapiCallbackParams } from '../../cashier-kit';
import { paymentRow } from '../../payment-flow';
import type { Role } from '../recorder';
import type { Content } from './content';
import { CAST, id, ok, type Scene } from './context';

type PaidOrder = { paymentNo: string; orderNo: string; token: string };
/** The orders paid through the simulator, which the refunds area takes back. */
export type Orders = { postOrder: PaidOrder; planOrder: PaidOrder; tipOrder: PaidOrder };

/** A post, a plan and two tips, each submitted, seen at the cashier and paid through the simulator. */
export async function purchaseSteps(scene: Scene, content: Content): Promise<Orders> {
  const { t, r, sim, users } = scene;
  const { paidPostId, freePostId, planId, planPostId } = content;
  const creatorId = id(users.creator.id);
  r.begin('money-purchase');
  const thePost = { kind: 'post', postId: id(paidPostId) };
  await r.call(orderEndpoints.preCheck, 'visitor', thePost, 'not signed in');
  await r.call(orderEndpoints.preCheck, 'member', thePost);
  await r.call(orderEndpoints.preCheck, 'member', { kind: 'plan', planId: id(planId), months: '3' });
  await r.call(orderEndpoints.preCheck, 'member', {
    kind: 'tip',
    creatorId,
    amount: '6.66',
    message: '加油',
  });
  await r.call(orderEndpoints.preCheck, 'member', { ...thePost, expectedPrice: '8.00' }, 'price changed');
  await r.call(orderEndpoints.preCheck, 'creator', thePost, 'own post');
  await r.call(orderEndpoints.preCheck, 'member', { kind: 'post', postId: id(freePostId) }, 'free post');

  const pay = async (step: string, role: Role, params: Record<string, string>): Promise<PaidOrder> => {
    r.begin(step);
    const submitted = await r.call(orderEndpoints.submit, role, { channel: 'alipay', ...params });
    ok(submitted, `submit ${step}`);
    const { paymentNo, orderNo, cashierUrl } = submitted.body.data;
    const token = new URL(cashierUrl, t.baseUrl).searchParams.get('token') ?? '';
    await r.call(tradeEndpoints.getPendingPayment, role, { paymentNo, tradeType: 'A_NATIVE' });
    await r.call(tradeEndpoints.cashierOrder, 'visitor', { paymentNo, token });
    await r.call(tradeEndpoints.paymentStatus, 'visitor', { payment: paymentNo, token });
    const payment = await paymentRow(t, paymentNo);
    sim.settle({ reqSeqId: payment.reqSeqId ?? '' });
    await sim.idle();
    await r.call(tradeEndpoints.paymentStatus, role, { payment: paymentNo }, 'after the simulator paid');

    return { paymentNo, orderNo, token };
  };
  const postOrder = await pay('money-buy-post', 'member', { ...thePost, expectedPrice: '9.90' });
  await r.call(postEndpoints.get, 'member', { id: id(paidPostId) }, 'unlocked');
  await r.call(
    commentEndpoints.postComment,
    'member',
    { postId: id(paidPostId), content: '值得' },
    'after unlocking',
  );
  const planOrder = await pay('money-buy-plan', 'member', { kind: 'plan', planId: id(planId), months: '2' });
  await r.call(postEndpoints.get, 'member', { id: id(planPostId) }, 'plan post, subscribed');
  const tip = (amount: string, message: string) => ({ kind: 'tip', creatorId, amount, message });
  const tipOrder = await pay('money-tip', 'member2', tip('20', '画得真好，"再来一张"'));
  await pay('money-small-tip', 'member2', tip('1', '=HYPERLINK("http://evil.example","点我")'));
  await r.call(
    orderEndpoints.submit,
    'member',
    { kind: 'tip', creatorId, amount: '0', channel: 'alipay' },
    'amount too low',
  );

  return { postOrder, planOrder, tipOrder };
}

/** A tip through the WeChat cashier: bad token, OAuth through the simulator, openid, feedback. */
export async function wechatCashierSteps({ t, r, users }: Scene): Promise<void> {
  r.begin('money-wechat-cashier');
  const wechat = await r.call(orderEndpoints.submit, 'member', {
    kind: 'tip',
    creatorId: id(users.creator.id),
    amount: '6.66',
    channel: 'wechat',
  });
  ok(wechat, 'wechat submit');
  const { paymentNo, cashierUrl } = wechat.body.data;
  const token = new URL(cashierUrl, t.baseUrl).searchParams.get('token') ?? '';
  await r.call(tradeEndpoints.cashierOrder, 'visitor', { paymentNo, token: 'v1.1.x' }, 'bad token');
  await r.call(tradeEndpoints.cashierOrder, 'visitor', { paymentNo, token });
  const redirectUri = `${t.baseUrl}/checkout/h5/cashier?paymentNo=${paymentNo}&token=${token}`;
  const oauth = await r.call(tradeEndpoints.wechatOauthUrl, 'visitor', { paymentNo, redirectUri, token });
  ok(oauth, 'oauth url');
  const grant = await followSimAuthorize(oauth.body.data.url, 'phone-friend');
  const silent = await r.call(
    tradeEndpoints.wechatSilentCallback,
    'visitor',
    jsapiCallbackParams(paymentNo, grant, token),
  );
  const openid = silent.body.code === 200 ? silent.body.data.openid : 'o-frog';
  await r.call(tradeEndpoints.reportOpenid, 'visitor', { paymentNo, openid, token });
  await r.call(tradeEndpoints.feedbackAdd, 'visitor', {
    paymentNo,
    contact: 'a@b.cn',
    message: '页面打不开',
    token,
  });
}

/** What buyers and the creator see after the sales: orders, rewards, supporters, revenue, notices. */
export async function afterPurchaseSteps({ r }: Scene, tipRewardId: number): Promise<void> {
  r.begin('money-after-purchase');
  await r.call(mySupportEndpoints.orders, 'member');
  await r.call(mySupportEndpoints.orders, 'member2', { kind: 'tip' });
  await r.call(mySupportEndpoints.plans, 'member');
  await r.call(mySupportEndpoints.unlocked, 'member');
  await r.call(mySupportEndpoints.orders, 'visitor', {}, 'not signed in');
  await r.call(rewardEndpoints.unseen, 'member2');
  await r.call(rewardEndpoints.received, 'member2');
  await r.call(rewardEndpoints.markSeen, 'member2');
  await r.call(rewardEndpoints.received, 'member');
  await r.call(rewardEndpoints.grants, 'creator', { rewardId: id(tipRewardId) });
  await r.call(rewardEndpoints.clearCodes, 'creator', { id: id(tipRewardId) });
  await r.call(supporterEndpoints.rank, 'visitor', { slug: CAST.creator.slug, period: 'all' });
  await r.call(supporterEndpoints.privacy, 'member2');
  await r.call(supporterEndpoints.setPrivacy, 'member2', { anonymous: 'true' });
  await r.call(supporterEndpoints.rank, 'visitor', { slug: CAST.creator.slug, period: 'month' });
  await r.call(orderEndpoints.supportMeOrders, 'creator', { period: 'all' });
  await r.call(orderEndpoints.supportMeOrders, 'member', { period: 'all' }, 'not a creator');
  await r.call(revenueEndpoints.summary, 'creator', { period: 'all' });
  await r.call(revenueEndpoints.postings, 'creator', { period: 'all', figure: 'pending' });
  await r.call(revenueEndpoints.chart, 'creator');
  await r.call(revenueEndpoints.chart, 'member', {}, 'not a creator');
  await r.call(creatorEndpoints.dashboard, 'creator', {}, 'after sales');
  await r.call(notificationEndpoints.list, 'creator');
  const memberNotes = await r.call(notificationEndpoints.list, 'member');
  const firstNote = memberNotes.body.data?.list?.[0] as { id?: number } | undefined;
  await r.call(notificationEndpoints.markRead, 'member', { id: id(firstNote?.id ?? 999999) });
  await r.call(notificationEndpoints.markAllRead, 'member');
  await r.call(notificationEndpoints.clearRead, 'member', firstNote?.id ? { upToId: id(firstNote.id) } : {});
  await r.call(notificationEndpoints.list, 'member', {}, 'after clearing');
  await r.call(unreadEndpoints.count, 'member');
}
