import {
  accountClosureEndpoints,
  feedEndpoints,
  authEndpoints,
  commentEndpoints,
  profileEndpoints,
  userEndpoints,
} from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../../../test/factories';
import { expectLedgerConsistent } from '../../../../test/money';
import { submitAndPay } from '../../../../test/payment-flow';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';

// 注销账号: a supporter closes their account with a code sent to their phone. Sign-in, profile,
// follows and real-name check go; orders, payments and the ledger stay, under 已注销用户.
const t = useTestApp({ listen: true });

describe('注销账号', () => {
  let creator: UserRow;

  beforeAll(async () => {
    creator = await buildCreator(t.db, { nickname: '蛙蛙画画' });
  });

  const signedIn = async (nickname: string) => {
    const user = await buildUser(t.db, { nickname });
    return { user, cookie: await t.signIn(user.phone) };
  };
  /** A fresh close_account code to the user's phone (no resend wait between steps). */
  const codeFor = async (user: UserRow, cookie: string) => {
    await t.db.deleteFrom('smsCodes').where('phone', '=', user.phone).execute();
    const sent = await t.call(accountClosureEndpoints.sendCode, {}, { cookie });
    expect(sent.body.code, sent.body.message).toBe(200);

    return t.sms.lastCode(user.phone)!;
  };

  it('closes a supporter’s account: signed out, no profile, orders and the ledger kept under 已注销用户', async () => {
    const { user, cookie } = await signedIn('小绿');
    const post = await buildPost(t.db, creator.id, { title: '橘猫邮差', priceFen: 990 });
    const { orderNo } = await submitAndPay(t, cookie, { kind: 'post', postId: String(post.id) });
    await t.call(commentEndpoints.postComment, { postId: String(post.id), content: '画得真好' }, { cookie });
    await t.db.insertInto('follows').values({ followerId: user.id, followeeId: creator.id }).execute();
    const feed = await t.call(feedEndpoints.memberUrl, { creatorId: String(creator.id) }, { cookie });
    const feedPath = new URL(feed.body.data.url).pathname;
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);

    const check = await t.call(accountClosureEndpoints.check, {}, { cookie });
    expect(check.body.data).toMatchObject({
      canClose: true,
      refusal: null,
      phoneMasked: expect.stringContaining('****'),
    });
    const wrong = await t.call(accountClosureEndpoints.close, { code: '000000' }, { cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/验证码/);
    expect((await t.call(userEndpoints.current, {}, { cookie })).body.code).toBe(200);

    const closed = await t.call(
      accountClosureEndpoints.close,
      { code: await codeFor(user, cookie) },
      { cookie },
    );
    expect(closed.body.code, closed.body.message).toBe(200);
    expect(closed.headers['set-cookie']).toBeDefined();
    expect((await t.call(userEndpoints.current, {}, { cookie })).status).toBe(401);
    expect((await t.call(profileEndpoints.profile, { slug: user.slug })).status).toBe(404);
    // A feed reader holding the private feed URL reads nothing any more.
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(404);

    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      nickname: '已注销用户',
      avatarUrl: null,
      passwordHash: null,
      phone: `closed:${user.id}`,
    });
    expect(row.closedAt).toBeInstanceOf(Date);
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('orderNo', '=', orderNo)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ buyerId: user.id, status: 'paid' });
    expect(await t.db.selectFrom('follows').selectAll().where('followerId', '=', user.id).execute()).toEqual(
      [],
    );
    const followers = await t.db
      .selectFrom('users')
      .select('followerCount')
      .where('id', '=', creator.id)
      .executeTakeFirstOrThrow();
    expect(followers.followerCount).toBe(0);
    const comments = await t.call(commentEndpoints.commentList, { postId: String(post.id) });
    expect(JSON.stringify(comments.body)).toContain('已注销用户');
    expect(JSON.stringify(comments.body)).not.toContain('小绿');
    await expectLedgerConsistent(t.db);

    // The number may sign up again (after the resend wait): a new account, nothing of the old one.
    await t.db.deleteFrom('smsCodes').where('phone', '=', user.phone).execute();
    const again = await t.call(authEndpoints.smsSend, { phone: user.phone });
    expect(again.body.code, again.body.message).toBe(200);
    const login = await t.call(authEndpoints.smsLogin, {
      phone: user.phone,
      code: t.sms.lastCode(user.phone)!,
    });
    expect(login.body.code, login.body.message).toBe(200);
    expect(login.body.data.user.id).not.toBe(user.id);
  });

  it('refuses creators, operators and a buyer whose order or request is still open, in Chinese', async () => {
    const creatorCookie = await t.signIn(creator.phone);
    const asCreator = await t.call(accountClosureEndpoints.check, {}, { cookie: creatorCookie });
    expect(asCreator.body.data).toMatchObject({
      canClose: false,
      refusal: expect.stringContaining('创作者账号注销'),
    });
    const sent = await t.call(accountClosureEndpoints.sendCode, {}, { cookie: creatorCookie });
    expect(sent.status).toBe(409);

    const op = await buildUser(t.db, { isOperator: true });
    const opCheck = await t.call(accountClosureEndpoints.check, {}, { cookie: await t.signIn(op.phone) });
    expect(opCheck.body.data.refusal).toBe('运营账号不能自行注销，请联系管理员');

    const { user, cookie } = await signedIn('小蓝');
    const post = await buildPost(t.db, creator.id, { priceFen: 500 });
    const { orderNo } = await submitAndPay(t, cookie, { kind: 'post', postId: String(post.id) });
    const code = await codeFor(user, cookie);
    await t.db
      .insertInto('refundRequests')
      .values({
        orderId: (
          await t.db
            .selectFrom('orders')
            .select('id')
            .where('orderNo', '=', orderNo)
            .executeTakeFirstOrThrow()
        ).id,
        buyerId: user.id,
        creatorId: creator.id,
        reason: 'mistaken',
        deadlineAt: new Date(Date.now() + 3_600_000),
      })
      .execute();
    const refused = await t.call(accountClosureEndpoints.close, { code }, { cookie });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('你有待处理的退款或监护人申请，请等处理完成后再注销');
    expect((await t.call(userEndpoints.current, {}, { cookie })).body.code).toBe(200);

    expect((await t.call(accountClosureEndpoints.check, {})).status).toBe(401);
    const junk = await t.call(accountClosureEndpoints.close, { code: 'abc' }, { cookie });
    expect(junk.status).toBe(400);
  });
});
