import { creatorCategories, discoveryEndpoints, EXPLORE_SECTION_SIZE } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildSignedInUser, buildUser } from '../../../../test/factories';
import { invalidParams } from '../../../../test/answers';
import { buildPaidOrder } from '../../../../test/money';
import { useTestApp } from '../../../../test/test-app';
import { refreshWeekSupport } from './week-support.repository';

const t = useTestApp();

const explore = async (cookie?: string) =>
  (await t.call(discoveryEndpoints.explore, {}, cookie ? { cookie } : {})).body.data;
const day = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const ban = (id: number) =>
  t.db.updateTable('users').set({ bannedAt: new Date() }).where('id', '=', id).execute();

describe('GET /api/explore', () => {
  it('names every category in Chinese, in the contract order', async () => {
    const page = await explore();
    expect(page.categories.map((c) => c.key)).toEqual([...creatorCategories]);
    expect(page.categories.map((c) => c.label)).toEqual([
      '插画',
      '漫画',
      '音乐',
      '游戏',
      '写作',
      '视频',
      '手工',
      '其他',
    ]);
  });

  it('new creators: newest first; never banned creators, operators, members or creators without a nickname', async () => {
    const oldest = await buildCreator(t.db, { nickname: '老创作者', creatorSince: ago(3 * day) });
    const middle = await buildCreator(t.db, { nickname: '中创作者', creatorSince: ago(2 * day) });
    const newest = await buildCreator(t.db, {
      nickname: '新创作者',
      creatorSince: ago(day),
      creatorCategory: 'music',
    });
    const banned = await buildCreator(t.db, { nickname: '封禁创作者', creatorSince: ago(1000) });
    await ban(banned.id);
    const unnamed = await buildCreator(t.db, { nickname: '', creatorSince: ago(1000) });
    const member = await buildUser(t.db, { nickname: '普通用户' });
    const operator = await buildUser(t.db, { nickname: '运营', isOperator: true, isCreator: true });

    const { newCreators } = await explore();
    const ids = newCreators.map((c) => c.id);
    for (const hidden of [banned, unnamed, member, operator]) expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(newest.id)).toBeLessThan(ids.indexOf(middle.id));
    expect(ids.indexOf(middle.id)).toBeLessThan(ids.indexOf(oldest.id));
    expect(newCreators.find((c) => c.id === newest.id)).toMatchObject({
      nickname: '新创作者',
      category: 'music',
      isCreator: true,
    });
    expect(newCreators.length).toBeLessThanOrEqual(EXPLORE_SECTION_SIZE);
    expect(JSON.stringify(newCreators)).not.toContain(newest.phone);
  });

  it("this week's most supported: by distinct supporters of the last 7 days, still paid; banned creators left out", async () => {
    const buyers = await Promise.all([1, 2, 3].map(() => buildUser(t.db)));
    const many = await buildCreator(t.db, { nickname: '三位支持者' });
    const whale = await buildCreator(t.db, { nickname: '一位大额支持者' });
    const old = await buildCreator(t.db, { nickname: '上周的支持' });
    const refunded = await buildCreator(t.db, { nickname: '已退款' });
    const banned = await buildCreator(t.db, { nickname: '封禁但受支持' });
    for (const buyer of buyers) {
      await buildPaidOrder(t.db, { creatorId: many.id, buyerId: buyer.id, amountFen: 100, paidAt: ago(day) });
      await buildPaidOrder(t.db, { creatorId: banned.id, buyerId: buyer.id, amountFen: 100 });
    }
    // One supporter twice is still one supporter.
    await buildPaidOrder(t.db, { creatorId: whale.id, buyerId: buyers[0]!.id, amountFen: 500_000 });
    await buildPaidOrder(t.db, { creatorId: whale.id, buyerId: buyers[0]!.id, amountFen: 500_000 });
    for (const buyer of buyers)
      await buildPaidOrder(t.db, {
        creatorId: old.id,
        buyerId: buyer.id,
        amountFen: 100,
        paidAt: ago(8 * day),
      });
    const back = await buildPaidOrder(t.db, {
      creatorId: refunded.id,
      buyerId: buyers[1]!.id,
      amountFen: 900,
    });
    await t.db.updateTable('orders').set({ status: 'refunded' }).where('id', '=', back.id).execute();
    await ban(banned.id);

    expect((await explore()).weeklyTop).toEqual([]);
    await refreshWeekSupport(t.db);
    const { weeklyTop, weeklyRefreshedAt } = await explore();

    expect(weeklyTop.map((c) => [c.nickname, c.weekSupporterCount])).toEqual([
      ['三位支持者', 3],
      ['一位大额支持者', 1],
    ]);
    expect(weeklyRefreshedAt).not.toBeNull();
    // Amounts stay private: the answer says how many people, never how much.
    expect(JSON.stringify(weeklyTop)).not.toContain('1000000');
  });

  it('a signed-in member sees whom they follow; their own card has no follow button', async () => {
    const me = await buildSignedInUser(t, { isCreator: true, nickname: '我自己', creatorSince: new Date() });
    const followed = await buildCreator(t.db, { nickname: '我关注的', creatorSince: ago(10) });
    await t.db.insertInto('follows').values({ followerId: me.user.id, followeeId: followed.id }).execute();

    const { newCreators } = await explore(me.cookie);
    expect(newCreators.find((c) => c.id === me.user.id)?.abilities.follow).toBe(false);
    expect(newCreators.find((c) => c.id === followed.id)?.isFollowing).toBe(true);
  });
});

describe('GET /api/explore/category', () => {
  it("lists a category's creators most followed first, a page at a time; banned creators never", async () => {
    const category = 'craft';
    const [a, b, c] = await Promise.all(
      ['手工甲', '手工乙', '手工丙'].map((nickname) =>
        buildCreator(t.db, { nickname, creatorCategory: category }),
      ),
    );
    const banned = await buildCreator(t.db, { nickname: '手工封禁', creatorCategory: category });
    await ban(banned.id);
    await buildCreator(t.db, { nickname: '别的类别', creatorCategory: 'video' });
    const fans = await Promise.all([1, 2].map(() => buildUser(t.db)));
    await t.db
      .insertInto('follows')
      .values([
        { followerId: fans[0]!.id, followeeId: b!.id },
        { followerId: fans[1]!.id, followeeId: b!.id },
        { followerId: fans[0]!.id, followeeId: c!.id },
      ])
      .execute();

    const first = await t.call(discoveryEndpoints.categoryCreators, { category, pageSize: '2' });
    expect(first.body.data.list.map((x) => [x.nickname, x.followerCount])).toEqual([
      ['手工乙', 2],
      ['手工丙', 1],
    ]);
    const second = await t.call(discoveryEndpoints.categoryCreators, {
      category,
      pageSize: '2',
      cursor: first.body.data.nextCursor ?? '',
    });
    expect(second.body.data.list.map((x) => x.id)).toEqual([a!.id]);
    expect(second.body.data.nextCursor).toBeNull();
    // The label names the same category.
    const byLabel = await t.call(discoveryEndpoints.categoryCreators, { category: '手工' });
    expect(byLabel.body.data.list.map((x) => x.id)).toEqual([b!.id, c!.id, a!.id]);
  });

  it('an empty category is an empty page; a category or cursor it could not have made is a 400', async () => {
    const empty = await t.call(discoveryEndpoints.categoryCreators, { category: 'writing' });
    expect(empty.body.data).toEqual({ list: [], nextCursor: null });
    expect((await t.call(discoveryEndpoints.categoryCreators, {})).body.code).toBe(400);
    expect((await t.call(discoveryEndpoints.categoryCreators, { category: 'food' })).body).toEqual(
      invalidParams('创作类别须为插画、漫画、音乐、游戏、写作、视频、手工、其他之一'),
    );
    expect(
      (await t.call(discoveryEndpoints.categoryCreators, { category: 'craft', cursor: "1' or 1=1" })).body,
    ).toEqual(invalidParams('分页游标格式不正确'));
    expect(
      (await t.call(discoveryEndpoints.categoryCreators, { category: 'craft', pageSize: '51' })).body,
    ).toEqual(invalidParams('每页数量不能超过50'));
  });
});
