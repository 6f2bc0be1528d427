import { commentEndpoints, profileEndpoints, receivedCommentEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { buildCanaryPost, expectCanaryStored, newCanary } from '../../../../test/canary';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();

describe('paywall canary: comments and profiles never carry a locked body', () => {
  it('leaks the unique body string to no anonymous visitor, other user or non-buyer', async () => {
    const canary = newCanary();
    const creator = await buildCreator(t.db);
    const post = await buildCanaryPost(t.db, creator.id, canary);
    const commenter = await buildUser(t.db);
    const commenterCookie = await t.signIn(commenter.phone);
    const nonBuyerCookie = await t.signIn((await buildUser(t.db)).phone);
    const seen: string[] = [];

    const top = await t.call(
      commentEndpoints.postComment,
      { postId: String(post.id), content: '先占个楼' },
      { cookie: commenterCookie },
    );
    seen.push(JSON.stringify(top.body));
    const topId = top.body.data.id;
    const sub = await t.call(
      commentEndpoints.postReply,
      { commentId: topId, content: '楼中楼' },
      { cookie: nonBuyerCookie },
    );
    seen.push(JSON.stringify(sub.body));

    for (const cookie of [undefined, commenterCookie, nonBuyerCookie]) {
      for (const order of ['newest', 'hottest']) {
        const list = await t.call(
          commentEndpoints.commentList,
          { postId: String(post.id), order },
          { cookie },
        );
        expect(list.body.code).toBe(200);
        seen.push(JSON.stringify(list.body));
      }
      const replies = await t.call(commentEndpoints.replyList, { commentId: topId }, { cookie });
      expect(replies.body.code).toBe(200);
      seen.push(JSON.stringify(replies.body));
      const profile = await t.call(profileEndpoints.profile, { slug: creator.slug }, { cookie });
      expect(profile.body.code).toBe(200);
      seen.push(JSON.stringify(profile.body));
    }
    // 收到的评论 of the creator (a comment and a reply on the post) and of the commenter (a reply).
    for (const cookie of [await t.signIn(creator.phone), commenterCookie]) {
      const inbox = await t.call(receivedCommentEndpoints.list, {}, { cookie });
      expect(inbox.body.code).toBe(200);
      expect(inbox.body.data.list.length).toBeGreaterThan(0);
      seen.push(JSON.stringify(inbox.body));
    }

    for (const answer of seen) expect(answer).not.toContain(canary);
    // The canary is really there: the guard, not an empty post, keeps it out.
    await expectCanaryStored(t.db, post.id, canary);
  });
});
