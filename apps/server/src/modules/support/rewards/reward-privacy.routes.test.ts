import { type Endpoint, rewardEndpoints, supporterEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { paidOrderWithRewards } from '../../../../test/rewards';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();

// Rewards, codes and links are private to the creator who made them and the supporter who got
// them: canary strings in each must never reach anyone else through any call.
describe('/api/reward privacy canaries', () => {
  const CANARY = {
    title: '金丝雀标题Q7',
    message: '金丝雀消息Q7',
    link: 'https://canary-q7.example/x',
    code: 'CANARY-Q7',
  };

  it('shows a reward to its creator and its supporter only', async () => {
    const creator = await buildCreator(t.db, { nickname: '隐私创作者' });
    const creatorCookie = await t.signIn(creator.phone);
    const made = await t.call(
      rewardEndpoints.create,
      {
        kind: 'tip',
        minTipAmount: '1',
        title: CANARY.title,
        message: CANARY.message,
        linkUrl: CANARY.link,
        codes: CANARY.code,
      },
      { cookie: creatorCookie },
    );
    const rewardId = String(made.body.data.reward.id);
    const buyer = await buildUser(t.db);
    const buyerCookie = await t.signIn(buyer.phone);
    await paidOrderWithRewards(t.db, buyer, creator, { amountFen: 100 });

    const canaries = Object.values(CANARY);
    const leaks = (body: unknown) => canaries.filter((c) => JSON.stringify(body).includes(c));
    const otherCreator = await buildCreator(t.db);
    const viewers: [string, string][] = [
      ['anonymous', ''],
      ['another user', await t.signIn((await buildUser(t.db)).phone)],
      ['another creator', await t.signIn(otherCreator.phone)],
    ];
    const reward = {
      kind: 'tip',
      minTipAmount: '1',
      title: '改名',
      message: '改内容',
    };
    const calls: [Endpoint, Record<string, string>][] = [
      [rewardEndpoints.list, {}],
      [rewardEndpoints.grants, { rewardId }],
      [rewardEndpoints.received, {}],
      [rewardEndpoints.unseen, {}],
      [rewardEndpoints.markSeen, {}],
      [rewardEndpoints.setStatus, { id: rewardId, status: 'paused' }],
      [rewardEndpoints.clearCodes, { id: rewardId }],
      [rewardEndpoints.update, { id: rewardId, ...reward }],
      [supporterEndpoints.rank, { slug: creator.slug, period: 'all' }],
    ];
    for (const [who, cookie] of viewers) {
      for (const [endpoint, params] of calls) {
        const res = await t.call(endpoint, params, { cookie });
        expect(leaks(res.body), `${who} ${endpoint.path}`).toEqual([]);
        if ('id' in params || 'rewardId' in params) {
          expect([401, 403, 404], `${who} ${endpoint.path}`).toContain(res.body.code);
        }
      }
    }
    const othersNotes = await t.db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('userId', 'not in', [creator.id, buyer.id])
      .execute();
    expect(leaks(othersNotes)).toEqual([]);
    // Not even the supporter's own notification carries the code.
    const buyerNotes = await t.db
      .selectFrom('notifications')
      .select('body')
      .where('userId', '=', buyer.id)
      .execute();
    expect(leaks(buyerNotes)).toEqual([]);

    // Its creator and its supporter do see it, unchanged by the refused calls above.
    const mine = await t.call(rewardEndpoints.list, {}, { cookie: creatorCookie });
    expect(mine.body.data.list[0]).toMatchObject({
      title: CANARY.title,
      status: 'active',
      codes: { given: 1 },
    });
    const got = await t.call(rewardEndpoints.received, {}, { cookie: buyerCookie });
    expect(got.body.data.list[0]).toMatchObject({
      message: CANARY.message,
      linkUrl: CANARY.link,
      code: CANARY.code,
    });
  });
});
