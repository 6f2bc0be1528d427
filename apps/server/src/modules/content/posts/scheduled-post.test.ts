import {
  commentEndpoints,
  type Endpoint,
  orderEndpoints,
  postEndpoints,
  searchEndpoints,
} from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildPost, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { countRows } from '../../../../test/test-db';
import type { PostRow, SupportPlanRow, UserRow } from '../../../platform/db/types';
import { noticesOf } from '../../../../test/notices';

const t = useTestApp();
const DAY = 86_400_000;
// A title, summary and price only a scheduled post carries: no answer may hold them before its time.
const TAG = `定时${Date.now().toString(36)}蛙`;
const MISSING_ID = '99999999';

// A scheduled post (published, time in the future) is not out yet: for anyone but its author it
// must look exactly like a post that does not exist, on every route, and so it is not for sale.
describe('a scheduled post before its time', () => {
  let creator: UserRow;
  let buyer: UserRow;
  let buyerCookie: string;
  let creatorCookie: string;
  let plan: SupportPlanRow;
  let scheduled: PostRow;

  beforeAll(async () => {
    creator = await buildCreator(t.db);
    creatorCookie = await t.signIn(creator.phone);
    buyer = await buildUser(t.db);
    buyerCookie = await t.signIn(buyer.phone);
    plan = await buildPlan(t.db, creator.id);
    scheduled = await buildPost(t.db, creator.id, {
      title: `${TAG}标题`,
      summary: `${TAG}摘要`,
      visibility: 'plan_or_paid',
      priceFen: 1234,
      publishedAt: new Date(Date.now() + DAY),
    });
    await t.db.insertInto('postPlans').values({ postId: scheduled.id, planId: plan.id }).execute();
    await buildPost(t.db, creator.id, { title: '已经发布的作品' });
  });

  /** The answer for this post must equal the answer for an id that names no post at all. */
  const expectSameAsMissing = async (
    endpoint: Endpoint,
    params: (postId: string) => Record<string, string>,
    cookie?: string,
  ) => {
    const before = await countRows(t.db);
    const forScheduled = await t.call(endpoint, params(String(scheduled.id)), { cookie });
    const forMissing = await t.call(endpoint, params(MISSING_ID), { cookie });

    expect(forScheduled.body, endpoint.path).toEqual(forMissing.body);
    expect(forScheduled.body.code, endpoint.path).toBe(404);
    expect(await countRows(t.db)).toEqual(before);
  };

  it('post/get, share-info and comments answer as for a missing post', async () => {
    for (const cookie of [undefined, buyerCookie]) {
      await expectSameAsMissing(postEndpoints.get, (id) => ({ id }), cookie);
      await expectSameAsMissing(postEndpoints.shareInfo, (id) => ({ id }), cookie);
      await expectSameAsMissing(commentEndpoints.commentList, (postId) => ({ postId }), cookie);
    }
    await expectSameAsMissing(
      commentEndpoints.postComment,
      (postId) => ({ postId, content: '抢沙发' }),
      buyerCookie,
    );
  });

  it('is not for sale: pre-check and submit of an unlock or a tip answer as for a missing post', async () => {
    const unlock = (postId: string) => ({ kind: 'post', postId, channel: 'alipay' });
    const tip = (postId: string) => ({ kind: 'tip', postId, amount: '5', channel: 'alipay' });
    for (const endpoint of [orderEndpoints.preCheck, orderEndpoints.submit]) {
      await expectSameAsMissing(endpoint, unlock, buyerCookie);
      await expectSameAsMissing(endpoint, tip, buyerCookie);
    }
    // Its author sees it (as on the post page) and is told it is their own.
    const own = await t.call(orderEndpoints.preCheck, unlock(String(scheduled.id)), {
      cookie: creatorCookie,
    });
    expect(own.body).toMatchObject({ code: 409, message: '不能购买自己的作品' });
  });

  it('no list, search or order list carries its title, summary or price', async () => {
    const answers: string[] = [];
    const call = async (endpoint: Endpoint, params: Record<string, string>, cookie?: string) => {
      const res = await t.call(endpoint, params, { cookie });
      expect(res.body.code, endpoint.path).toBe(200);
      answers.push(JSON.stringify(res.body));
    };
    for (const cookie of [undefined, buyerCookie]) {
      await call(postEndpoints.listByAuthor, { authorId: String(creator.id) }, cookie);
      await call(postEndpoints.listBySupportPlan, { planId: String(plan.id) }, cookie);
      await call(postEndpoints.homeFeed, { pageSize: '50' }, cookie);
      await call(searchEndpoints.post, { keyword: TAG }, cookie);
      await call(searchEndpoints.user, { keyword: creator.nickname }, cookie);
    }
    await call(orderEndpoints.supportMeOrders, {}, creatorCookie);
    const all = answers.join('\n');

    expect(all).toContain('已经发布的作品');
    expect(all).not.toContain(TAG);
    expect(all).not.toContain('12.34');
    const notices = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('userId', '!=', creator.id)
      .execute();
    expect(JSON.stringify(notices)).not.toContain(TAG);
  });

  it('when its time comes it is found and for sale, with no job to run', async () => {
    await t.db
      .updateTable('posts')
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where('id', '=', scheduled.id)
      .execute();

    const quote = await t.call(
      orderEndpoints.preCheck,
      { kind: 'post', postId: String(scheduled.id) },
      { cookie: buyerCookie },
    );
    expect(quote.body).toMatchObject({
      code: 200,
      data: { price: '12.34', description: `解锁《${TAG}标题》` },
    });
    const found = await t.call(searchEndpoints.post, { keyword: TAG });
    expect(found.body.data.list.map((p) => p.id)).toEqual([scheduled.id]);
  });
});

describe('a live post rescheduled into the future', () => {
  it('its author may still reply to an old comment, but the notice carries no title before its time', async () => {
    const creator = await buildCreator(t.db);
    const creatorCookie = await t.signIn(creator.phone);
    const fan = await buildUser(t.db);
    const post = await buildPost(t.db, creator.id, { title: '旧标题', visibility: 'free', priceFen: 0 });
    const comment = await t.call(
      commentEndpoints.postComment,
      { postId: String(post.id), content: '好看' },
      { cookie: await t.signIn(fan.phone) },
    );
    expect(comment.body.code).toBe(200);
    await t.db
      .updateTable('posts')
      .set({ title: `${TAG}新标题`, publishedAt: new Date(Date.now() + DAY) })
      .where('id', '=', post.id)
      .execute();

    const reply = await t.call(
      commentEndpoints.postReply,
      { commentId: String(comment.body.data.id), content: '谢谢' },
      { cookie: creatorCookie },
    );
    expect(reply.body.code).toBe(200);
    const titles = (await noticesOf(t.db, fan.id)).map((n) => n.title);
    expect(JSON.stringify(titles)).not.toContain(TAG);
  });
});
