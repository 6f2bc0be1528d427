import { giftLinkEndpoints, postEndpoints, supportEndpoints } from '@frog/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildCanaryPost, expectCanaryStored, newCanary } from '../../../../test/canary';
import { buildCreator, buildPlan, buildUser } from '../../../../test/factories';
import { buildPaidOrder, expectLedgerConsistent } from '../../../../test/money';
import { useTestApp } from '../../../../test/test-app';
import { expectNoWrites } from '../../../../test/test-db';
import type { PostRow, UserRow } from '../../../platform/db/types';

const t = useTestApp();

type Person = { user: UserRow; cookie: string };
const person = async (overrides: Partial<UserRow> = {}): Promise<Person> => {
  const user = await buildUser(t.db, overrides);

  return { user, cookie: await t.signIn(user.phone) };
};

const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('gift')!;

/** Everything a reader's request answers, as text: the canary must be in none of it. */
const readPost = async (postId: number, cookie?: string) =>
  JSON.stringify((await t.call(postEndpoints.get, { id: String(postId) }, cookie ? { cookie } : {})).body);

describe('gift links to one paid post', () => {
  let creator: Person;
  let buyer: Person;
  let post: PostRow;
  let canary: string;

  beforeEach(async () => {
    const author = await buildCreator(t.db, { nickname: '蛙蛙画画' });
    creator = { user: author, cookie: await t.signIn(author.phone) };
    buyer = await person({ nickname: '小绿' });
    canary = newCanary();
    post = await buildCanaryPost(t.db, author.id, canary, { title: '橘猫邮差' });
    const order = await buildPaidOrder(t.db, {
      creatorId: author.id,
      buyerId: buyer.user.id,
      amountFen: 990,
    });
    await t.db
      .insertInto('postUnlocks')
      .values({ userId: buyer.user.id, postId: post.id, orderId: order.id })
      .execute();
  });

  const setMax = (max: number) =>
    t.call(
      giftLinkEndpoints.setMax,
      { postId: String(post.id), max: String(max) },
      { cookie: creator.cookie },
    );
  const share = (who: Person) =>
    t.call(giftLinkEndpoints.share, { postId: String(post.id) }, { cookie: who.cookie });
  const redeem = (who: Person, token: string) =>
    t.call(giftLinkEndpoints.redeem, { token }, { cookie: who.cookie });

  it('a buyer shares a link; a reader redeems it once and reads the post; nothing leaks before', async () => {
    // Off until the creator turns it on.
    expect((await share(buyer)).body.message).toBe('这篇作品没有开启赠阅');
    expect((await setMax(2)).body.data).toEqual({ max: 2, liveLinks: 0, redemptions: 0 });

    const giftAbility = async (who: Person) =>
      (await t.call(postEndpoints.get, { id: String(post.id) }, { cookie: who.cookie })).body.data?.abilities
        .gift;
    expect(await giftAbility(buyer)).toBe(true);
    expect(await giftAbility(creator)).toBe(false);
    const mine = (await share(buyer)).body.data!;
    expect(mine).toMatchObject({ used: 0, max: 2 });
    expect(mine.path).toMatch(new RegExp(`^/post/${post.id}\\?gift=[A-Za-z0-9_-]{22}$`));
    // Asking again gives the same link.
    expect((await share(buyer)).body.data!.path).toBe(mine.path);
    const token = tokenOf(mine.path);

    const reader = await person();
    const preview = await t.call(giftLinkEndpoints.preview, { token }, { cookie: reader.cookie });
    expect(preview.body.data).toEqual({
      postId: post.id,
      title: '橘猫邮差',
      sharer: { nickname: '小绿' },
      remaining: 2,
      canRedeem: true,
      canRead: false,
    });
    const visitorPreview = await t.call(giftLinkEndpoints.preview, { token });
    expect(visitorPreview.body.data?.canRedeem).toBe(true);
    for (const answer of [preview.body, visitorPreview.body, mine])
      expect(JSON.stringify(answer)).not.toContain(canary);
    expect(await readPost(post.id, reader.cookie)).not.toContain(canary);

    expect((await redeem(reader, token)).body).toMatchObject({ code: 200, data: { postId: post.id } });
    expect(await readPost(post.id, reader.cookie)).toContain(canary);
    expect((await redeem(reader, token)).body.message).toBe('你已经可以阅读这篇作品');
    expect((await share(buyer)).body.data!.used).toBe(1);
    expect(
      (await t.call(giftLinkEndpoints.overview, { postId: String(post.id) }, { cookie: creator.cookie })).body
        .data,
    ).toEqual({
      max: 2,
      liveLinks: 1,
      redemptions: 1,
    });
    // A gift is no purchase: the reader cannot pass it on, and no money moved.
    expect(await giftAbility(reader)).toBe(false);
    expect((await share(reader)).body.message).toBe('购买或加入方案后才能赠阅这篇作品');
    expect(
      await t.db.selectFrom('orders').select('id').where('buyerId', '=', reader.user.id).execute(),
    ).toEqual([]);
    await expectLedgerConsistent(t.db);
  });

  it('an exhausted link refuses the next reader; 20 racing readers of a 3-place link: 3 read', async () => {
    await setMax(3);
    const token = tokenOf((await share(buyer)).body.data!.path);
    const readers = await Promise.all(Array.from({ length: 20 }, () => person()));

    const answers = await Promise.all(readers.map((reader) => redeem(reader, token)));
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.body.code !== 200)) {
      expect([refused.status, refused.body.message]).toEqual([400, '这个赠阅链接的名额已被领完']);
    }
    const reading = await Promise.all(
      readers.map(async (r) => (await readPost(post.id, r.cookie)).includes(canary)),
    );
    expect(reading.filter(Boolean)).toHaveLength(3);
    const preview = await t.call(
      giftLinkEndpoints.preview,
      { token },
      { cookie: readers.find((_, i) => !reading[i])!.cookie },
    );
    expect(preview.body.data).toMatchObject({ remaining: 0, canRedeem: false });
  });

  it('rotating stops the old link and keeps its count; 全部失效 and turning gifting off stop every link', async () => {
    await setMax(5);
    const first = tokenOf((await share(buyer)).body.data!.path);
    await redeem(await person(), first);

    const rotated = (
      await t.call(giftLinkEndpoints.rotate, { postId: String(post.id) }, { cookie: buyer.cookie })
    ).body.data!;
    expect(rotated.used).toBe(1);
    const second = tokenOf(rotated.path);
    expect(second).not.toBe(first);
    const late = await person();
    for (const call of [t.call(giftLinkEndpoints.preview, { token: first }), redeem(late, first)]) {
      const res = await call;
      expect([res.status, res.body.message]).toEqual([404, '赠阅链接无效或已失效']);
    }
    expect(await readPost(post.id, late.cookie)).not.toContain(canary);
    expect((await redeem(late, second)).body.code).toBe(200);

    const revoked = await t.call(
      giftLinkEndpoints.revokeAll,
      { postId: String(post.id) },
      { cookie: creator.cookie },
    );
    expect(revoked.body.data).toEqual({ max: 5, liveLinks: 0, redemptions: 2 });
    expect((await redeem(await person(), second)).status).toBe(404);
    // Those who redeemed keep reading.
    expect(await readPost(post.id, late.cookie)).toContain(canary);

    // A new link works until the creator turns gifting off.
    const third = tokenOf((await share(buyer)).body.data!.path);
    await setMax(0);
    expect((await t.call(giftLinkEndpoints.preview, { token: third })).status).toBe(404);
    await expectCanaryStored(t.db, post.id, canary);
  });

  it('a link stops when its sharer no longer holds what they paid for (a full refund took the unlock)', async () => {
    await setMax(3);
    const token = tokenOf((await share(buyer)).body.data!.path);
    const first = await person();
    expect((await redeem(first, token)).body.code).toBe(200);

    // What revokeEntitlement does on a full refund: the bought unlock goes.
    await t.db
      .deleteFrom('postUnlocks')
      .where('userId', '=', buyer.user.id)
      .where('postId', '=', post.id)
      .execute();
    const late = await person();
    for (const res of [await t.call(giftLinkEndpoints.preview, { token }), await redeem(late, token)]) {
      expect([res.status, res.body.message]).toEqual([404, '赠阅链接无效或已失效']);
    }
    expect(await readPost(post.id, late.cookie)).not.toContain(canary);
    // Who redeemed before keeps reading.
    expect(await readPost(post.id, first.cookie)).toContain(canary);
  });

  it('refuses what it must, in Chinese, changing nothing; others’ posts look missing', async () => {
    await setMax(2);
    const token = tokenOf((await share(buyer)).body.data!.path);
    const stranger = await person();
    const planMember = await person();
    const plan = await buildPlan(t.db, creator.user.id, { trialDays: 7 });
    const planPost = await buildCanaryPost(t.db, creator.user.id, newCanary(), {
      visibility: 'plan',
      priceFen: 0,
      giftRedemptionsMax: 2,
    });
    await t.db.insertInto('postPlans').values({ postId: planPost.id, planId: plan.id }).execute();
    await t.call(supportEndpoints.startTrial, { id: String(plan.id) }, { cookie: planMember.cookie });
    const otherCreatorCookie = await t.signIn((await buildCreator(t.db)).phone);

    await expectNoWrites(t.db, async () => {
      const cases: [Promise<{ status: number; body: { message: string } }>, number, string][] = [
        [redeem(buyer, token), 400, '这是你自己分享的赠阅链接'],
        [share(stranger), 400, '购买或加入方案后才能赠阅这篇作品'],
        // A trial member reads the plan's post but did not pay for it.
        [
          t.call(giftLinkEndpoints.share, { postId: String(planPost.id) }, { cookie: planMember.cookie }),
          400,
          '购买或加入方案后才能赠阅这篇作品',
        ],
        [t.call(giftLinkEndpoints.share, { postId: '999999' }, { cookie: buyer.cookie }), 404, '作品不存在'],
        [
          t.call(
            giftLinkEndpoints.setMax,
            { postId: String(post.id), max: '3' },
            { cookie: otherCreatorCookie },
          ),
          404,
          '作品不存在',
        ],
        [
          t.call(
            giftLinkEndpoints.setMax,
            { postId: String(post.id), max: '51' },
            { cookie: creator.cookie },
          ),
          400,
          '赠阅人数须为0-50的整数',
        ],
        [redeem(stranger, 'not-a-token'), 400, '赠阅链接无效或已失效'],
        [redeem(stranger, 'A'.repeat(22)), 404, '赠阅链接无效或已失效'],
      ];
      for (const [call, status, message] of cases) {
        const res = await call;
        expect([res.status, res.body.message]).toEqual([status, message]);
      }
    });
    expect((await t.call(giftLinkEndpoints.redeem, { token })).status).toBe(401);
  });
});
