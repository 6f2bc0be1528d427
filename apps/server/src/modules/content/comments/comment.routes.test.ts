import { commentEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { commentKit } from '../../../../test/comment-kit';
import { buildPost, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { countRows, expectNoWrites } from '../../../../test/test-db';

const t = useTestApp();
const { setup, comment, reply, receivedBy } = commentKit(t);
describe('POST /api/comment/post-comment', () => {
  it('stores trimmed plain text, answers it with the author, and puts it in the creator’s 收到的评论', async () => {
    const { post, reader, readerCookie, creatorCookie } = await setup();

    const data = await comment(post.id, '  <b>画得真好</b>  ', readerCookie);

    expect(data).toMatchObject({
      postId: String(post.id),
      rootId: null,
      content: '<b>画得真好</b>',
      isDeleted: false,
      replyCount: 0,
      replies: [],
      author: { id: String(reader.id), nickname: reader.nickname, slug: reader.slug },
      abilities: { reply: true, delete: true },
    });
    const inbox = await receivedBy(creatorCookie);
    expect(inbox.unread).toBe(1);
    expect(inbox.list).toHaveLength(1);
    expect(inbox.list[0]).toMatchObject({
      kind: 'comment',
      content: '<b>画得真好</b>',
      postTitle: post.title,
      quote: null,
    });
  });

  it('does not notify creators about their own comments', async () => {
    const { post, creatorCookie } = await setup();
    await comment(post.id, '作者自己的评论', creatorCookie);

    expect((await receivedBy(creatorCookie)).list).toHaveLength(0);
  });

  it('allows comments on a locked post without revealing its body', async () => {
    const { post, readerCookie } = await setup();
    await t.db
      .updateTable('posts')
      .set({ bodyHtml: '<p>锁住的正文XYZ</p>' })
      .where('id', '=', post.id)
      .execute();

    const res = await t.call(
      commentEndpoints.postComment,
      { postId: String(post.id), content: '想看' },
      {
        cookie: readerCookie,
      },
    );

    expect(res.body.code).toBe(200);
    expect(JSON.stringify(res.body)).not.toContain('锁住的正文XYZ');
  });

  it('answers 401 when not signed in and writes nothing', async () => {
    const { post } = await setup();
    const res = await expectNoWrites(t.db, () =>
      t.call(commentEndpoints.postComment, { postId: String(post.id), content: '你好' }),
    );

    expect(res.body).toEqual({ code: 401, message: '请先登录', data: null, reason: 'sign_in_required' });
  });

  it('refuses an account without a nickname yet, and the list tells it so (canComment false)', async () => {
    const { post } = await setup();
    const nameless = await t.signIn((await buildUser(t.db, { nickname: '' })).phone);
    const res = await expectNoWrites(t.db, () =>
      t.call(
        commentEndpoints.postComment,
        { postId: String(post.id), content: '你好' },
        { cookie: nameless },
      ),
    );

    expect(res.body).toMatchObject({
      code: 403,
      message: '请先设置昵称，再发表评论或私信',
      reason: 'nickname_required',
    });
    const list = await t.call(
      commentEndpoints.commentList,
      { postId: String(post.id) },
      { cookie: nameless },
    );
    expect(list.body.data.canComment).toBe(false);
  });

  it.each([
    ['control characters', '控制字符\u0007\u001b[31m红色'],
    ['a right-to-left override', '字符覆盖\u202egnp.exe'],
  ])('refuses %s in a comment and writes nothing', async (_what, content) => {
    const { post, readerCookie } = await setup();
    const res = await expectNoWrites(t.db, () =>
      t.call(commentEndpoints.postComment, { postId: String(post.id), content }, { cookie: readerCookie }),
    );

    expect(res.body).toMatchObject({ code: 400, message: '评论内容包含无效字符' });
  });

  it.each([
    [{ content: '你好' }, '作品ID格式不正确'],
    [{ postId: 'abc', content: '你好' }, '作品ID格式不正确'],
    [{ postId: '1' }, '请填写评论内容'],
    [{ postId: '1', content: '   ' }, '请填写评论内容'],
    [{ postId: '1', content: '\u200b\u200b\ufeff' }, '请填写评论内容'],
    [{ postId: '1', content: '好'.repeat(501) }, '评论内容不能超过500个字'],
  ])('answers 400 for %j and writes nothing', async (params: Record<string, string>, message) => {
    const { post, readerCookie } = await setup();
    const body = { ...params, ...(params.postId === '1' ? { postId: String(post.id) } : {}) };
    const res = await expectNoWrites(t.db, () =>
      t.call(commentEndpoints.postComment, body, { cookie: readerCookie }),
    );

    expect(res.body).toMatchObject({ code: 400, message });
  });

  it('accepts exactly 500 characters', async () => {
    const { post, readerCookie } = await setup();

    expect((await comment(post.id, '好'.repeat(500), readerCookie)).content).toHaveLength(500);
  });

  it('refuses posts the viewer cannot see like missing ones: drafts, scheduled, deleted, unknown', async () => {
    const { creator, readerCookie, creatorCookie } = await setup();
    const draft = await buildPost(t.db, creator.id, { status: 'draft', publishedAt: null });
    const scheduled = await buildPost(t.db, creator.id, { publishedAt: new Date(Date.now() + 86_400_000) });
    const deleted = await buildPost(t.db, creator.id, { status: 'deleted' });
    const before = await countRows(t.db);

    for (const id of [draft.id, scheduled.id, deleted.id, 99_999_999]) {
      const res = await t.call(
        commentEndpoints.postComment,
        { postId: String(id), content: '你好' },
        {
          cookie: readerCookie,
        },
      );
      expect(res.body).toMatchObject({ code: 404, message: '作品不存在或已删除' });
    }
    expect(await countRows(t.db)).toEqual(before);
    // The author may comment on an own scheduled post (previewing it).
    expect(
      (
        await t.call(
          commentEndpoints.postComment,
          { postId: String(scheduled.id), content: '预告' },
          {
            cookie: creatorCookie,
          },
        )
      ).body.code,
    ).toBe(200);
  });

  it('limits each user to 10 comments a minute', async () => {
    const { post } = await setup();
    const cookie = await t.signIn((await buildUser(t.db)).phone);
    for (let i = 0; i < 10; i++) await comment(post.id, `第${i}条`, cookie);

    const res = await t.call(
      commentEndpoints.postComment,
      { postId: String(post.id), content: '再来' },
      { cookie },
    );

    expect(res.body).toMatchObject({ code: 429, message: '评论太频繁，请稍后再试' });
  });
});

describe('POST /api/comment/post-reply', () => {
  it('keeps replies to replies under the same top-level comment and records whom they answer', async () => {
    const { creator, post, readerCookie, creatorCookie } = await setup();
    const third = await buildUser(t.db, { nickname: '路人甲' });
    const thirdCookie = await t.signIn(third.phone);
    const top = await comment(post.id, '顶层评论', readerCookie);

    const first = await reply(top.id, '作者回复', creatorCookie);
    const second = await reply(first.id, '回复作者', thirdCookie);

    expect(first).toMatchObject({ rootId: top.id, replyToUser: null });
    expect(second).toMatchObject({
      rootId: top.id,
      replyToUser: { id: String(creator.id), nickname: creator.nickname, slug: creator.slug },
      author: { nickname: '路人甲' },
    });
    // The reader hears about the creator's reply (quoting the comment); the creator about the
    // comment on their post and the reply to them (once, quoting what they wrote).
    const readerInbox = await receivedBy(readerCookie);
    expect(readerInbox.list.map((r) => [r.kind, r.content, r.quote])).toEqual([
      ['reply', '作者回复', '顶层评论'],
    ]);
    const creatorInbox = await receivedBy(creatorCookie);
    expect(creatorInbox.list.map((r) => [r.kind, r.content, r.quote])).toEqual([
      ['reply', '回复作者', '作者回复'],
      ['comment', '顶层评论', null],
    ]);
    expect(creatorInbox.unread).toBe(2);
  });

  it('answers 401 when not signed in', async () => {
    const { post, readerCookie } = await setup();
    const top = await comment(post.id, '顶层', readerCookie);
    const res = await expectNoWrites(t.db, () =>
      t.call(commentEndpoints.postReply, { commentId: top.id, content: '你好' }),
    );

    expect(res.body.code).toBe(401);
  });

  it.each([
    [{ content: '你好' }, '评论ID格式不正确'],
    [{ commentId: '-3', content: '你好' }, '评论ID格式不正确'],
    [{ commentId: 'TOP', content: '' }, '请填写评论内容'],
    [{ commentId: 'TOP', content: 'x'.repeat(501) }, '评论内容不能超过500个字'],
  ])('answers 400 for %j and writes nothing', async (params: Record<string, string>, message) => {
    const { post, readerCookie } = await setup();
    const top = await comment(post.id, '顶层', readerCookie);
    const body = { ...params, ...(params.commentId === 'TOP' ? { commentId: top.id } : {}) };
    const res = await expectNoWrites(t.db, () =>
      t.call(commentEndpoints.postReply, body, { cookie: readerCookie }),
    );

    expect(res.body).toMatchObject({ code: 400, message });
  });

  it('refuses replies to deleted or unknown comments like missing ones', async () => {
    const { post, readerCookie } = await setup();
    const top = await comment(post.id, '将被删除', readerCookie);
    await t.call(commentEndpoints.delete, { commentId: top.id }, { cookie: readerCookie });
    const before = await countRows(t.db);

    for (const commentId of [top.id, '99999999']) {
      const res = await t.call(
        commentEndpoints.postReply,
        { commentId, content: '你好' },
        { cookie: readerCookie },
      );
      expect(res.body).toMatchObject({ code: 404 });
    }
    expect(await countRows(t.db)).toEqual(before);
  });
});
