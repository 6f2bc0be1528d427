import { rewardEndpoints } from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildUser } from '../../../../test/factories';
import { paidOrderWithRewards } from '../../../../test/rewards';
import { noticesOf } from '../../../../test/notices';
import { useTestApp } from '../../../../test/test-app';
import { countRows, expectNoWrites } from '../../../../test/test-db';
import type { UserRow } from '../../../platform/db/types';

const t = useTestApp();

describe('/api/reward: a creator manages charging rewards', () => {
  let creator: UserRow;
  let cookie: string;

  beforeAll(async () => {
    creator = await buildCreator(t.db, { nickname: '蛙蛙画画' });
    cookie = await t.signIn(creator.phone);
  });

  const create = (params: Record<string, string>, as = cookie) =>
    t.call(
      rewardEndpoints.create,
      { kind: 'tip', minTipAmount: '10', title: '感谢', message: '谢谢', ...params },
      {
        cookie: as,
      },
    );

  it('refuses visitors (401) and supporters who are not creators (403), writing nothing', async () => {
    const user = await buildUser(t.db);
    const userCookie = await t.signIn(user.phone);
    const before = await countRows(t.db);

    expect((await create({}, '')).body.code).toBe(401);
    const refused = await create({}, userCookie);
    expect(refused.body).toMatchObject({ code: 403, reason: 'creator_required' });
    expect((await t.call(rewardEndpoints.list, {}, { cookie: userCookie })).body.code).toBe(403);
    expect((await t.call(rewardEndpoints.received, {})).body.code).toBe(401);
    expect(await countRows(t.db)).toEqual(before);
  });

  it('creates a plan reward and a tip reward with codes: trimmed, deduplicated, counted', async () => {
    const plan = await buildPlan(t.db, creator.id, { name: '小蛙饭团' });
    const planReward = await create({
      kind: 'plan',
      planId: String(plan.id),
      minTipAmount: '',
      title: '  饭团感谢信 ',
      message: '<b>谢谢</b>你加入饭团！\n每月壁纸见附件',
      linkUrl: ' https://pan.example.com/s/abc?x=1 ',
    });
    expect(planReward.body.code, planReward.body.message).toBe(200);
    expect(planReward.body.data.reward).toMatchObject({
      kind: 'plan',
      planId: plan.id,
      planName: '小蛙饭团',
      minTipAmount: null,
      title: '饭团感谢信',
      // Plain text, stored as written: the page shows it as text, never as HTML.
      message: '<b>谢谢</b>你加入饭团！\n每月壁纸见附件',
      linkUrl: 'https://pan.example.com/s/abc?x=1',
      status: 'active',
      codes: { total: 0, left: 0, given: 0 },
      poolEmpty: false,
    });

    const tipReward = await create({ minTipAmount: '66.6', codes: ' A-1 \r\nA-2\n\nA-1\nA-3\n' });
    expect(tipReward.body.data).toMatchObject({
      reward: { kind: 'tip', minTipAmount: '66.60', planId: null, codes: { total: 3, left: 3, given: 0 } },
      codesAdded: 3,
      codesSkipped: 0,
    });

    const list = await t.call(rewardEndpoints.list, {}, { cookie });
    expect(list.body.data.list.map((r) => r.title)).toEqual(['感谢', '饭团感谢信']);
    expect(list.body.data.plans).toEqual([{ id: plan.id, name: '小蛙饭团', status: 'active' }]);
  });

  it.each([
    [{ linkUrl: 'javascript:alert(1)' }, '链接须以 http:// 或 https:// 开头，且不能包含空格'],
    [{ linkUrl: 'https://a.com/x y' }, '链接须以 http:// 或 https:// 开头，且不能包含空格'],
    [{ linkUrl: 'https://bank.com@evil.example/' }, '链接须以 http:// 或 https:// 开头，且不能包含空格'],
    [{ linkUrl: 'ftp://a.com/' }, '链接须以 http:// 或 https:// 开头，且不能包含空格'],
    [{ codes: `ok\n${'x'.repeat(65)}` }, '每个兑换码不能超过64个字符'],
    [{ codes: 'a\u0007b' }, '兑换码包含无效字符'],
    [{ message: '' }, '请填写奖励内容'],
    [{ message: '长'.repeat(1001) }, '奖励内容不能超过1000个字'],
    [{ kind: 'plan', minTipAmount: '' }, '请选择支持方案'],
    [{ minTipAmount: '' }, '请填写打赏门槛'],
    [{ minTipAmount: '0' }, '打赏门槛须大于0'],
    [{ minTipAmount: '99999' }, '打赏门槛须在1.00-5000.00元之间'],
    [{ kind: 'gift' }, '奖励类型须为 plan（支持方案）或 tip（打赏满额）'],
  ])('refuses %j with a message naming the field, writing nothing', async (params, message) => {
    const res = await expectNoWrites(t.db, () => create(params as Record<string, string>));

    expect([res.body.code, res.body.message]).toEqual([400, message]);
  });

  it("refuses another creator's plan as if it did not exist", async () => {
    const other = await buildCreator(t.db);
    const plan = await buildPlan(t.db, other.id);
    const res = await create({ kind: 'plan', planId: String(plan.id) });

    expect([res.body.code, res.body.message]).toEqual([400, '支持方案不存在，请重新选择']);
  });

  it('edits (future grants only), pauses, resumes and clears the free codes', async () => {
    const made = (await create({ title: '旧名字', codes: 'E-1\nE-2' })).body.data.reward;
    const buyer = await buildUser(t.db);
    const first = await paidOrderWithRewards(t.db, buyer, creator, { amountFen: 1000 });

    const edited = await t.call(
      rewardEndpoints.update,
      {
        id: String(made.id),
        kind: 'tip',
        minTipAmount: '10',
        title: '新名字',
        message: '新内容',
        codes: 'E-2\nE-3',
      },
      { cookie },
    );
    expect(edited.body.data).toMatchObject({
      reward: { title: '新名字', codes: { total: 3, left: 2, given: 1 } },
      codesAdded: 1,
      codesSkipped: 1,
    });
    const received = await t.call(rewardEndpoints.received, {}, { cookie: await t.signIn(buyer.phone) });
    // What the supporter got stays as it was granted.
    expect(received.body.data.list.find((r) => r.order.orderNo === first.orderNo)).toMatchObject({
      title: '旧名字',
      code: 'E-1',
    });

    const paused = await t.call(
      rewardEndpoints.setStatus,
      { id: String(made.id), status: 'paused' },
      { cookie },
    );
    expect(paused.body.data.status).toBe('paused');
    const resumed = await t.call(
      rewardEndpoints.setStatus,
      { id: String(made.id), status: 'active' },
      { cookie },
    );
    expect(resumed.body.data.status).toBe('active');

    const cleared = await t.call(rewardEndpoints.clearCodes, { id: String(made.id) }, { cookie });
    expect(cleared.body.data.codes).toEqual({ total: 1, left: 0, given: 1 });
    // Cleared on purpose: the next supporter gets the message without a code and nobody is told it ran out.
    await paidOrderWithRewards(t.db, await buildUser(t.db), creator, { amountFen: 1000 });
    expect(await noticesOf(t.db, creator.id, 'reward_pool_empty')).toEqual([]);
  });

  it('lists who got which code, with an anonymous supporter kept anonymous', async () => {
    const made = (await create({ minTipAmount: '500', title: '大额', codes: 'W-1\nW-2' })).body.data.reward;
    const named = await buildUser(t.db, { nickname: '小明' });
    const hidden = await buildUser(t.db, { nickname: '不想被看见', supportAnonymous: true });
    const a = await paidOrderWithRewards(t.db, named, creator, { amountFen: 50_000 });
    const b = await paidOrderWithRewards(t.db, hidden, creator, { amountFen: 60_000 });

    const res = await t.call(rewardEndpoints.grants, { rewardId: String(made.id) }, { cookie });
    expect(res.body.data).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(res.body.data.list.map((g) => [g.orderNo, g.amount, g.supporter, g.code, g.refund])).toEqual([
      [
        b.orderNo,
        '600.00',
        { anonymous: true, nickname: '匿名支持者', avatarUrl: null, slug: null },
        'W-2',
        'none',
      ],
      [
        a.orderNo,
        '500.00',
        { anonymous: false, nickname: '小明', avatarUrl: null, slug: named.slug },
        'W-1',
        'none',
      ],
    ]);
    expect(JSON.stringify(res.body)).not.toContain('不想被看见');
  });
});

describe('/api/reward: the supporter finds what they received', () => {
  it('lists received rewards, counts unseen ones and marks them seen', async () => {
    const creator = await buildCreator(t.db, { nickname: '画师阿蛙' });
    const creatorCookie = await t.signIn(creator.phone);
    const plan = await buildPlan(t.db, creator.id, { name: '月度支持' });
    await t.call(
      rewardEndpoints.create,
      {
        kind: 'plan',
        planId: String(plan.id),
        title: '入会礼',
        message: '欢迎！',
        linkUrl: 'https://example.com/gift',
      },
      { cookie: creatorCookie },
    );
    const buyer = await buildUser(t.db);
    const cookie = await t.signIn(buyer.phone);
    const order = await paidOrderWithRewards(t.db, buyer, creator, {
      kind: 'plan',
      planId: plan.id,
      months: 2,
      amountFen: 1200,
    });

    const unseen = await t.call(rewardEndpoints.unseen, {}, { cookie });
    expect(unseen.body.data).toEqual({
      count: 1,
      items: [{ id: expect.any(Number), title: '入会礼', creatorNickname: '画师阿蛙' }],
    });
    const received = await t.call(rewardEndpoints.received, {}, { cookie });
    expect(received.body.data.list).toEqual([
      {
        id: expect.any(Number),
        title: '入会礼',
        message: '欢迎！',
        linkUrl: 'https://example.com/gift',
        code: null,
        poolEmpty: false,
        creator: { nickname: '画师阿蛙', avatarUrl: null, slug: creator.slug },
        order: { orderNo: order.orderNo, description: '支持方案「月度支持」× 2个月', amount: '12.00' },
        grantedAt: expect.any(String),
        seen: false,
      },
    ]);
    expect((await t.call(rewardEndpoints.markSeen, {}, { cookie })).body.data).toEqual({ count: 1 });
    expect((await t.call(rewardEndpoints.unseen, {}, { cookie })).body.data).toEqual({ count: 0, items: [] });
    expect((await t.call(rewardEndpoints.received, {}, { cookie })).body.data.list[0]?.seen).toBe(true);
  });
});
