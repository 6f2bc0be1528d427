import { commentEndpoints, receivedCommentEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { commentKit } from '../../../../test/comment-kit';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();
const { setup, comment, reply, receivedBy } = commentKit(t);
const e = receivedCommentEndpoints;

describe('收到的评论', () => {
  it('lists comments on my posts and replies to my comments with the post title, the quote and the commenter', async () => {
    const { creator, post, reader, readerCookie, creatorCookie } = await setup();
    const top = await comment(post.id, '第一次来，画得真好', readerCookie);
    const answer = await reply(top.id, '谢谢喜欢', creatorCookie);

    const creatorInbox = await receivedBy(creatorCookie);
    expect(creatorInbox.list).toEqual([
      {
        commentId: top.id,
        kind: 'comment',
        postId: String(post.id),
        postTitle: post.title,
        quote: null,
        quoteDeleted: false,
        author: { id: String(reader.id), nickname: reader.nickname, avatarUrl: null, slug: reader.slug },
        content: '第一次来，画得真好',
        read: false,
        createdAt: expect.any(String),
      },
    ]);
    const readerInbox = await receivedBy(readerCookie);
    expect(readerInbox.list).toMatchObject([
      {
        commentId: answer.id,
        kind: 'reply',
        postTitle: post.title,
        quote: '第一次来，画得真好',
        author: { id: String(creator.id) },
        content: '谢谢喜欢',
      },
    ]);
    expect(JSON.stringify([creatorInbox, readerInbox])).not.toMatch(/1[3-9]\d{9}/);
  });

  it('replies in place: answering an inbox item with post-reply lands under the same comment and reaches the other side', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    const top = await comment(post.id, '请问什么时候更新？', readerCookie);
    await reply(top.id, '下周', creatorCookie);
    const item = (await receivedBy(readerCookie)).list[0]!;

    const res = await t.call(
      commentEndpoints.postReply,
      { commentId: item.commentId, content: '好的，等你' },
      { cookie: readerCookie },
    );
    expect(res.body).toMatchObject({ code: 200, data: { rootId: top.id } });
    const creatorInbox = await receivedBy(creatorCookie);
    expect(creatorInbox.list[0]).toMatchObject({ kind: 'reply', content: '好的，等你', quote: '下周' });
  });

  it('counts unread cheaply and marks all read; the count is what the badge uses', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    await comment(post.id, '一', readerCookie);
    await comment(post.id, '二', readerCookie);
    expect((await receivedBy(creatorCookie)).unread).toBe(2);

    const res = await t.call(e.markAllRead, {}, { cookie: creatorCookie });
    expect(res.body).toMatchObject({ code: 200, data: { unread: 0 } });
    const after = await receivedBy(creatorCookie);
    expect(after.unread).toBe(0);
    expect(after.list.map((r) => r.read)).toEqual([true, true]);
    await comment(post.id, '三', readerCookie);
    expect((await receivedBy(creatorCookie)).unread).toBe(1);
  });

  it('pages by cursor, newest first, without gaps or repeats', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    for (let i = 1; i <= 5; i++) await comment(post.id, `评论${i}`, readerCookie);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Awaited<ReturnType<typeof t.call<typeof e.list>>> = await t.call(
        e.list,
        { pageSize: '2', ...(cursor ? { cursor } : {}) },
        { cookie: creatorCookie },
      );
      expect(res.body.code).toBe(200);
      seen.push(...res.body.data.list.map((r) => r.content));
      cursor = res.body.data.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['评论5', '评论4', '评论3', '评论2', '评论1']);
  });

  it('a comment deleted later disappears from the list and the count; a deleted quote shows as deleted', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    const gone = await comment(post.id, '马上删除', readerCookie);
    const kept = await comment(post.id, '留着', readerCookie);
    const answer = await reply(kept.id, '作者的回复', creatorCookie);
    await t.call(commentEndpoints.delete, { commentId: gone.id }, { cookie: readerCookie });

    const creatorInbox = await receivedBy(creatorCookie);
    expect(creatorInbox.list.map((r) => r.content)).toEqual(['留着']);
    expect(creatorInbox.unread).toBe(1);

    await t.call(commentEndpoints.delete, { commentId: kept.id }, { cookie: readerCookie });
    const readerInbox = await receivedBy(readerCookie);
    expect(readerInbox.list).toMatchObject([{ commentId: answer.id, quote: null, quoteDeleted: true }]);
  });

  it('a reply on a post not out (scheduled) reaches nobody but the author until the post is out', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    const top = await comment(post.id, '什么时候出续集？', readerCookie);
    const later = new Date(Date.now() + 86_400_000);
    await t.db.updateTable('posts').set({ publishedAt: later }).where('id', '=', post.id).execute();
    await reply(top.id, '续集的剧透内容', creatorCookie);

    const hidden = await receivedBy(readerCookie);
    expect(hidden).toMatchObject({ list: [], unread: 0 });
    expect(JSON.stringify(hidden)).not.toContain(post.title);
    // The author still sees what is on their own post.
    expect((await receivedBy(creatorCookie)).list.map((r) => r.content)).toEqual(['什么时候出续集？']);

    await t.db
      .updateTable('posts')
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where('id', '=', post.id)
      .execute();
    expect((await receivedBy(readerCookie)).list.map((r) => r.content)).toEqual(['续集的剧透内容']);
    // A hidden post takes its comments out of other inboxes again.
    await t.db.updateTable('posts').set({ status: 'hidden' }).where('id', '=', post.id).execute();
    expect((await receivedBy(readerCookie)).unread).toBe(0);
  });

  it('shows nothing of other users and refuses anonymous callers and forged cursors', async () => {
    const { post, readerCookie } = await setup();
    await comment(post.id, '给作者的', readerCookie);
    const other = await buildUser(t.db);
    expect((await receivedBy(await t.signIn(other.phone))).list).toEqual([]);
    expect((await t.call(e.list, {})).body.code).toBe(401);
    expect((await t.call(e.list, { cursor: 'bm90LWEtY3Vyc29y' }, { cookie: readerCookie })).body.code).toBe(
      400,
    );
  });
});
