import { discoveryEndpoints, searchEndpoints } from '@frog/contracts';
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCanaryPost, expectCanaryStored, newCanary } from '../../../../test/canary';
import { buildCreator, buildSignedInUser, buildUser } from '../../../../test/factories';
import { buildPaidOrder } from '../../../../test/money';
import { useTestApp } from '../../../../test/test-app';
import { refreshWeekSupport } from './week-support.repository';

const t = useTestApp();

// The paywall canary over 发现's channels: a paid post's body never reaches a visitor or a member who
// has not unlocked it, through explore, a category page, a tag page or a category-filtered search.
describe('the paywall canary over explore, tag pages and filtered search', () => {
  it('finds nothing locked in any answer, while the tag page still lists the post as a locked preview', async () => {
    const canary = newCanary();
    const mark = `金丝雀${randomInt(100_000, 999_999)}`;
    const creator = await buildCreator(t.db, { nickname: `作者${mark}`, creatorCategory: 'comic' });
    const post = await buildCanaryPost(t.db, creator.id, canary, { title: `${mark}的付费漫画` });
    await t.db.insertInto('postTags').values({ postId: post.id, tag: mark, position: 0 }).execute();
    await expectCanaryStored(t.db, post.id, canary);
    const buyer = await buildUser(t.db);
    await buildPaidOrder(t.db, { creatorId: creator.id, buyerId: buyer.id, amountFen: 600 });
    await refreshWeekSupport(t.db);
    const member = await buildSignedInUser(t);

    for (const cookie of [undefined, member.cookie]) {
      const options = cookie ? { cookie } : {};
      const answers = await Promise.all([
        t.call(discoveryEndpoints.explore, {}, options),
        t.call(discoveryEndpoints.categoryCreators, { category: 'comic' }, options),
        t.call(discoveryEndpoints.tagPosts, { tag: mark }, options),
        t.call(searchEndpoints.post, { keyword: mark, category: 'comic' }, options),
        t.call(searchEndpoints.user, { keyword: mark, category: 'comic' }, options),
      ]);
      for (const answer of answers) {
        expect(answer.body.code).toBe(200);
        expect(JSON.stringify(answer.body)).not.toContain(canary);
      }
      const [exploreAnswer, , tagAnswer, searchAnswer] = answers;
      expect(JSON.stringify(exploreAnswer!.body)).toContain(`作者${mark}`);
      const card = (tagAnswer!.body.data as { items: { id: number; locked: boolean; summary: string }[] })
        .items[0];
      expect(card).toMatchObject({ id: post.id, locked: true, summary: '公开的摘要' });
      expect(JSON.stringify(searchAnswer!.body)).toContain(`${mark}的付费漫画`);
    }
  });
});
