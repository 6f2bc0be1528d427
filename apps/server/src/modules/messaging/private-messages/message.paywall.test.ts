import { commentEndpoints, privateMessageEndpoints, receivedCommentEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildUser } from '../../../../test/factories';
import { buildCanaryPost, expectCanaryStored, newCanary } from '../../../../test/canary';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();
const pm = privateMessageEndpoints;

describe('paywall canary: received comments and private messages never carry a locked body', () => {
  it('leaks the unique body string through no inbox, conversation or message route', async () => {
    const canary = newCanary();
    const creator = await buildCreator(t.db);
    const post = await buildCanaryPost(t.db, creator.id, canary);
    const creatorCookie = await t.signIn(creator.phone);
    const fan = await buildUser(t.db);
    const fanCookie = await t.signIn(fan.phone);
    const seen: string[] = [];
    const call = async (
      endpoint: Parameters<typeof t.call>[0],
      params: Record<string, string>,
      cookie: string,
    ) => {
      const res = await t.call(endpoint, params, { cookie });
      expect(res.body.code, endpoint.path).toBe(200);
      seen.push(JSON.stringify(res.body));

      return res.body.data as never;
    };

    // A comment and the creator's reply: both inboxes hold an item about the locked post.
    const top = await call(
      commentEndpoints.postComment,
      { postId: String(post.id), content: '想看' },
      fanCookie,
    );
    await call(
      commentEndpoints.postReply,
      { commentId: (top as { id: string }).id, content: '欢迎解锁' },
      creatorCookie,
    );
    // Messages both ways, one naming the post (a message holds what its sender wrote, nothing more).
    const sent = (await call(
      pm.send,
      { toUserId: String(creator.id), content: `关于作品 ${post.id}` },
      fanCookie,
    )) as {
      conversationId: number;
    };
    await call(pm.send, { toUserId: String(fan.id), content: '谢谢支持' }, creatorCookie);

    for (const cookie of [creatorCookie, fanCookie]) {
      await call(receivedCommentEndpoints.list, {}, cookie);
      await call(pm.conversationList, {}, cookie);
      await call(pm.messageList, { conversationId: String(sent.conversationId) }, cookie);
      await call(pm.open, { userId: String(cookie === fanCookie ? creator.id : fan.id) }, cookie);
      await call(pm.markRead, { conversationId: String(sent.conversationId) }, cookie);
      await call(receivedCommentEndpoints.markAllRead, {}, cookie);
    }

    expect(seen.join('\n')).toContain('想看');
    for (const answer of seen) expect(answer).not.toContain(canary);
    await expectCanaryStored(t.db, post.id, canary);
  });
});
