import { commentEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { countRows } from '../../test/test-db';

const t = useTestApp();

/** A creator with a published post, and a signed-in reader. */
async function setup() {
  const creator = await buildCreator(t.db);
  const post = await buildPost(t.db, creator.id);
  const reader = await buildUser(t.db, { nickname: `读者${post.id}` });

  return {
    creator,
    post,
    reader,
    creatorCookie: await t.signIn(creator.phone),
    readerCookie: await t.signIn(reader.phone),
  };
}

const comment = async (postId: number, content: string, cookie: string) => {
  const res = await t.call(commentEndpoints.postComment, { postId: String(postId), content }, { cookie });
  expect(res.body.code).toBe(200);

  return res.body.data;
};

const reply = async (commentId: string, content: string, cookie: string) => {
  const res = await t.call(commentEndpoints.postReply, { commentId, content }, { cookie });
  expect(res.body.code).toBe(200);

  return res.body.data;
};

const notificationsOf = (userId: number) =>
  t.db.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('id').execute();

describe('POST /api/comment/post-comment', () => {
  it('stores trimmed plain text, answers it with the author, and notifies the creator', async () => {
    const { creator, post, reader, readerCookie } = await setup();

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
    const notes = await notificationsOf(creator.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: 'comment', body: '<b>画得真好</b>' });
    expect(notes[0]!.title).toContain(post.title);
  });

  it('does not notify creators about their own comments', async () => {
    const { creator, post, creatorCookie } = await setup();
    await comment(post.id, '作者自己的评论', creatorCookie);

    expect(await notificationsOf(creator.id)).toHaveLength(0);
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
    const before = await countRows(t.db);

    const res = await t.call(commentEndpoints.postComment, { postId: String(post.id), content: '你好' });

    expect(res.body).toEqual({ code: 401, message: '请先登录', data: null });
    expect(await countRows(t.db)).toEqual(before);
  });

  it.each([
    [{ content: '你好' }, '作品ID格式不正确'],
    [{ postId: 'abc', content: '你好' }, '作品ID格式不正确'],
    [{ postId: '1' }, '请填写评论内容'],
    [{ postId: '1', content: '   ' }, '请填写评论内容'],
    [{ postId: '1', content: '好'.repeat(501) }, '评论内容不能超过500个字'],
  ])('answers 400 for %j and writes nothing', async (params: Record<string, string>, message) => {
    const { post, readerCookie } = await setup();
    const body = { ...params, ...(params.postId === '1' ? { postId: String(post.id) } : {}) };
    const before = await countRows(t.db);

    const res = await t.call(commentEndpoints.postComment, body, { cookie: readerCookie });

    expect(res.body).toMatchObject({ code: 400, message });
    expect(await countRows(t.db)).toEqual(before);
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
    const { creator, post, reader, readerCookie, creatorCookie } = await setup();
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
    // The reader hears about the creator's reply; the creator about the reply to them (once).
    expect((await notificationsOf(reader.id)).map((n) => n.kind)).toEqual(['reply']);
    expect((await notificationsOf(creator.id)).map((n) => n.kind)).toEqual(['comment', 'reply']);
  });

  it('answers 401 when not signed in', async () => {
    const { post, readerCookie } = await setup();
    const top = await comment(post.id, '顶层', readerCookie);
    const before = await countRows(t.db);

    const res = await t.call(commentEndpoints.postReply, { commentId: top.id, content: '你好' });

    expect(res.body.code).toBe(401);
    expect(await countRows(t.db)).toEqual(before);
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
    const before = await countRows(t.db);

    const res = await t.call(commentEndpoints.postReply, body, { cookie: readerCookie });

    expect(res.body).toMatchObject({ code: 400, message });
    expect(await countRows(t.db)).toEqual(before);
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

describe('POST /api/comment/delete', () => {
  it('lets the author delete; a deleted top-level comment with replies stays as a placeholder', async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    const top = await comment(post.id, '原评论', readerCookie);
    await reply(top.id, '楼中楼', creatorCookie);
    const lonely = await comment(post.id, '没有回复', readerCookie);

    for (const id of [top.id, lonely.id]) {
      expect(
        (await t.call(commentEndpoints.delete, { commentId: id }, { cookie: readerCookie })).body.code,
      ).toBe(200);
    }

    const list = await t.call(commentEndpoints.commentList, { postId: String(post.id) });
    expect(list.body.data.list).toHaveLength(1);
    expect(list.body.data.list[0]).toMatchObject({
      id: top.id,
      isDeleted: true,
      author: null,
      content: '',
      replyCount: 1,
    });
    expect(list.body.data.list[0]!.replies[0]!.content).toBe('楼中楼');
    expect(JSON.stringify(list.body)).not.toContain('原评论');
    expect(list.body.data.commentCount).toBe(1);
  });

  it("lets the post's creator and an operator delete others' comments", async () => {
    const { post, readerCookie, creatorCookie } = await setup();
    const operator = await buildUser(t.db, { isOperator: true });
    const a = await comment(post.id, '甲', readerCookie);
    const b = await comment(post.id, '乙', readerCookie);

    expect(
      (await t.call(commentEndpoints.delete, { commentId: a.id }, { cookie: creatorCookie })).body.code,
    ).toBe(200);
    const asOperator = await t.call(
      commentEndpoints.delete,
      { commentId: b.id },
      {
        cookie: await t.signIn(operator.phone),
      },
    );
    expect(asOperator.body.code).toBe(200);
    expect((await t.call(commentEndpoints.commentList, { postId: String(post.id) })).body.data.total).toBe(0);
  });

  it("refuses someone else's comment like a missing one and changes nothing", async () => {
    const { post, readerCookie } = await setup();
    const top = await comment(post.id, '别删我', readerCookie);
    const strangerCookie = await t.signIn((await buildUser(t.db)).phone);

    const res = await t.call(commentEndpoints.delete, { commentId: top.id }, { cookie: strangerCookie });

    expect(res.body).toMatchObject({ code: 404, message: '评论不存在或已删除' });
    const row = await t.db
      .selectFrom('comments')
      .selectAll()
      .where('id', '=', Number(top.id))
      .executeTakeFirstOrThrow();
    expect(row.deletedAt).toBeNull();
  });

  it('answers 401 when not signed in, 400 for bad ids and 404 when deleted twice', async () => {
    const { post, readerCookie } = await setup();
    const top = await comment(post.id, '一次', readerCookie);

    expect((await t.call(commentEndpoints.delete, { commentId: top.id })).body.code).toBe(401);
    expect((await t.call(commentEndpoints.delete, {}, { cookie: readerCookie })).body).toMatchObject({
      code: 400,
      message: '评论ID格式不正确',
    });
    expect(
      (await t.call(commentEndpoints.delete, { commentId: '1.5' }, { cookie: readerCookie })).body.code,
    ).toBe(400);
    expect(
      (await t.call(commentEndpoints.delete, { commentId: top.id }, { cookie: readerCookie })).body.code,
    ).toBe(200);
    expect(
      (await t.call(commentEndpoints.delete, { commentId: top.id }, { cookie: readerCookie })).body.code,
    ).toBe(404);
  });
});
