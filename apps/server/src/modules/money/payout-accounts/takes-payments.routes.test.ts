import { postEndpoints, profileEndpoints, supportEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildPlan, buildPost, buildSignedInUser } from '../../../../test/factories';
import { buildVerifiedCreator, openHuifuAccount, SPLIT_ID_NUMBER } from '../../../../test/payouts';
import { useTestApp } from '../../../../test/test-app';

// Split mode: a creator whose Huifu account is not open yet cannot be paid, so their pages offer no
// 打赏, 解锁 or 加入 (the order would be refused: split-payment.routes.test.ts); once it is open they do.
const t = useTestApp({ listen: true, tasks: true, env: { MONEY_FLOW: 'huifu-split' } });

describe('what a creator’s pages offer before and after their Huifu account is open', () => {
  it('offers no way to pay until the account is open, then every way', async () => {
    const creator = await buildVerifiedCreator(t.db, '张小蛙', SPLIT_ID_NUMBER);
    const post = await buildPost(t.db, creator.id);
    const plan = await buildPlan(t.db, creator.id);
    const { cookie } = await buildSignedInUser(t);

    const offers = async (asWho: { cookie?: string }) => {
      const profile = await t.call(profileEndpoints.profile, { slug: creator.slug }, asWho);
      const detail = await t.call(postEndpoints.get, { id: String(post.id) }, asWho);
      const plans = await t.call(supportEndpoints.planList, { creatorId: String(creator.id) }, asWho);
      const one = await t.call(supportEndpoints.getPlan, { id: String(plan.id) }, asWho);

      return {
        profile: profile.body.data.takesPayments,
        post: [
          detail.body.data.authorTakesPayments,
          detail.body.data.abilities.unlock,
          detail.body.data.abilities.tip,
        ],
        planList: [plans.body.data.takesPayments, plans.body.data.list[0]?.abilities.subscribe],
        plan: [one.body.data.takesPayments, one.body.data.plan.abilities.subscribe],
        comment: detail.body.data.abilities.comment,
      };
    };

    const closed = {
      profile: false,
      post: [false, false, false],
      planList: [false, false],
      plan: [false, false],
    };
    expect(await offers({})).toMatchObject(closed);
    expect(await offers({ cookie })).toMatchObject({ ...closed, comment: true });

    await openHuifuAccount(t, creator);
    expect(await offers({ cookie })).toMatchObject({
      profile: true,
      post: [true, true, true],
      planList: [true, true],
      plan: [true, true],
    });
  });
});
