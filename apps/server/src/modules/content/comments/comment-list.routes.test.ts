import { commentEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { commentKit } from '../../../../test/comment-kit';
import { buildPost } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();
const { setup, comment, reply } = commentKit(t);

describe('POST /api/comment/comment-list', () => {
  it('lists newest first with reply counts, the first 3 replies, and abilities per viewer', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    const older = await comment(post.id, '较早', readerCookie);
    const newer = await comment(post.id, '较新', readerCookie);
    for (let i = 1; i <= 4; i++) await reply(older.id, `回复${i}`, creatorCookie);

    const anonymous = await t.call(commentEndpoints.commentList, { postId: String(post.id) });

    expect(anonymous.body.data).toMatchObject({
      total: 2,
      commentCount: 6,
      canComment: false,
      hasMore: false,
    });
    const [first, second] = anonymous.body.data.list;
    expect(first).toMatchObject({ id: newer.id, replyCount: 0, abilities: { reply: false, delete: false } });
    expect(second).toMatchObject({ id: older.id, replyCount: 4 });
    expect(second!.replies.map((r) => r.content)).toEqual(['回复1', '回复2', '回复3']);

    const asCreator = await t.call(
      commentEndpoints.commentList,
      { postId: String(post.id) },
      { cookie: creatorCookie },
    );
    expect(asCreator.body.data.canComment).toBe(true);
    expect(asCreator.body.data.list.every((c) => c.abilities.delete)).toBe(true);
  });

  it('orders hottest by reply count, then newest', async () => {
    const { post, readerCookie } = await setup();
    const a = await comment(post.id, 'A', readerCookie);
    const b = await comment(post.id, 'B', readerCookie);
    const c = await comment(post.id, 'C', readerCookie);
    await reply(a.id, '1', readerCookie);
    await reply(a.id, '2', readerCookie);
    await reply(b.id, '1', readerCookie);

    const res = await t.call(commentEndpoints.commentList, { postId: String(post.id), order: 'hottest' });

    expect(res.body.data.list.map((x) => x.content)).toEqual(['A', 'B', 'C']);
    const newest = await t.call(commentEndpoints.commentList, { postId: String(post.id), order: 'newest' });
    expect(newest.body.data.list.map((x) => x.id)).toEqual([c.id, b.id, a.id]);
  });

  it('pages through top-level comments', async () => {
    const { post, readerCookie } = await setup();
    for (let i = 1; i <= 3; i++) await comment(post.id, `第${i}条`, readerCookie);

    const page1 = await t.call(commentEndpoints.commentList, { postId: String(post.id), pageSize: '2' });
    const page2 = await t.call(commentEndpoints.commentList, {
      postId: String(post.id),
      pageSize: '2',
      page: '2',
    });

    expect(page1.body.data.list.map((x) => x.content)).toEqual(['第3条', '第2条']);
    expect(page1.body.data.hasMore).toBe(true);
    expect(page2.body.data.list.map((x) => x.content)).toEqual(['第1条']);
    expect(page2.body.data).toMatchObject({ hasMore: false, total: 3 });
  });

  it.each([
    [{}, '作品ID格式不正确'],
    [{ postId: 'POST', order: 'random' }, '排序方式只能是最新或最热'],
    [{ postId: 'POST', page: '0' }, '页码格式不正确'],
    [{ postId: 'POST', pageSize: '101' }, '每页数量不能超过100'],
  ])('answers 400 for %j', async (params, message) => {
    const { post } = await setup();
    const body: Record<string, string> = { ...params };
    if (body.postId === 'POST') body.postId = String(post.id);

    expect((await t.call(commentEndpoints.commentList, body)).body).toMatchObject({ code: 400, message });
  });

  it('answers 404 for a post the viewer cannot see', async () => {
    const { creator, readerCookie } = await setup();
    const draft = await buildPost(t.db, creator.id, { status: 'draft', publishedAt: null });

    const res = await t.call(
      commentEndpoints.commentList,
      { postId: String(draft.id) },
      { cookie: readerCookie },
    );

    expect(res.body).toMatchObject({ code: 404, data: null });
  });
});

describe('POST /api/comment/reply-list', () => {
  it('pages through the replies of a top-level comment, oldest first', async () => {
    const { post, readerCookie } = await setup();
    const top = await comment(post.id, '顶层', readerCookie);
    for (let i = 1; i <= 5; i++) await reply(top.id, `回复${i}`, readerCookie);

    const page2 = await t.call(commentEndpoints.replyList, { commentId: top.id, page: '2', pageSize: '2' });

    expect(page2.body.data.list.map((r) => r.content)).toEqual(['回复3', '回复4']);
    expect(page2.body.data).toMatchObject({ total: 5, hasMore: true });
  });

  it('answers 400 for bad params and 404 for a reply id, an unknown id or an invisible post', async () => {
    const { creator, post, readerCookie, creatorCookie } = await setup();
    const top = await comment(post.id, '顶层', readerCookie);
    const sub = await reply(top.id, '回复', readerCookie);
    const hidden = await buildPost(t.db, creator.id, { status: 'hidden' });
    const onHidden = await comment(hidden.id, '作者自己能看到', creatorCookie);

    expect((await t.call(commentEndpoints.replyList, {})).body).toMatchObject({
      code: 400,
      message: '评论ID格式不正确',
    });
    expect((await t.call(commentEndpoints.replyList, { commentId: 'x' })).body.code).toBe(400);
    for (const commentId of [sub.id, '99999999', onHidden.id]) {
      expect(
        (await t.call(commentEndpoints.replyList, { commentId }, { cookie: readerCookie })).body.code,
      ).toBe(404);
    }
  });
});
