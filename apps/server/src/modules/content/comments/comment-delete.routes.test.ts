import { commentEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { commentKit } from '../../../../test/comment-kit';
import { buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { storedRow } from '../../../../test/stored-row';

const t = useTestApp();
const { setup, comment, reply } = commentKit(t);

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
    const row = await storedRow(t.db, 'comments', 'id', Number(top.id));
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

  it('a reply racing the deletion of its comment gets 200 or 404, never a 500, and the counts stay right', async () => {
    const threads = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const { post, readerCookie } = await setup();
        const replier = await t.signIn((await buildUser(t.db, { nickname: `回复者${post.id}` })).phone);

        return { post, readerCookie, replier, top: await comment(post.id, '就要删了', readerCookie) };
      }),
    );

    const answers = await Promise.all(
      threads.flatMap(({ top, readerCookie, replier }) => [
        t.call(commentEndpoints.postReply, { commentId: top.id, content: '抢着回复' }, { cookie: replier }),
        t.call(commentEndpoints.delete, { commentId: top.id }, { cookie: readerCookie }),
      ]),
    );

    expect(answers.filter((res) => ![200, 404].includes(res.body.code)).map((res) => res.body)).toEqual([]);
    const posts = await t.db
      .selectFrom('posts')
      .select(['id', 'commentCount', 'rootCommentCount'])
      .where(
        'id',
        'in',
        threads.map(({ post }) => post.id),
      )
      .execute();
    for (const post of posts) {
      const live = await t.db
        .selectFrom('comments')
        .select([
          (eb) => eb.fn.countAll<number>().as('all'),
          (eb) => eb.fn.count<number>('rootId').as('replies'),
        ])
        .where('postId', '=', post.id)
        .where('deletedAt', 'is', null)
        .executeTakeFirstOrThrow();
      expect(post.commentCount).toBe(Number(live.all));
      expect(post.rootCommentCount).toBe(Number(live.all) - Number(live.replies));
    }
  });
});
