import { commentEndpoints, commentSettingEndpoints, likeEndpoints, postEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildCanaryPost, expectCanaryStored, newCanary } from '../../../../test/canary';
import { commentKit } from '../../../../test/comment-kit';
import { buildCreator, buildPost, buildSignedInUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { sql } from 'kysely';
import { diffCounters, recountCounters } from '../counter.repository';

const t = useTestApp();
const kit = commentKit(t);

const likePost = (postId: number, cookie: string) =>
  t.call(likeEndpoints.likePost, { postId: String(postId) }, { cookie });
const unlikePost = (postId: number, cookie: string) =>
  t.call(likeEndpoints.unlikePost, { postId: String(postId) }, { cookie });
const reader = () => buildSignedInUser(t);
const readers = (n: number) => Promise.all(Array.from({ length: n }, reader));

describe('every like call', () => {
  it.each([likeEndpoints.likePost, likeEndpoints.unlikePost])(
    'answers 401 to $path signed out',
    async (e) => {
      const res = await t.call(e, { postId: '1' });
      expect(res.body.code).toBe(401);
    },
  );
  it.each([likeEndpoints.likeComment, likeEndpoints.unlikeComment])(
    'answers 401 to $path signed out',
    async (e) => {
      const res = await t.call(e, { commentId: '1' });
      expect(res.body.code).toBe(401);
    },
  );
});

describe('liking a post', () => {
  it('likes once however often, unlikes the same way, and the post page and cards show it', async () => {
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id);
    const { cookie } = await reader();
    const other = await reader();

    expect((await likePost(post.id, cookie)).body.data).toEqual({ liked: true, count: 1 });
    expect((await likePost(post.id, cookie)).body.data).toEqual({ liked: true, count: 1 });
    expect((await likePost(post.id, other.cookie)).body.data).toEqual({ liked: true, count: 2 });

    const page = await t.call(postEndpoints.get, { id: String(post.id) }, { cookie });
    expect(page.body.data.likes).toEqual({ liked: true, count: 2 });
    const cards = await t.call(postEndpoints.listByAuthor, { authorId: String(creator.id) }, { cookie });
    expect(cards.body.data.items.map((card) => card.likes)).toEqual([{ liked: true, count: 2 }]);
    // A visitor sees the count and likes nothing.
    const visitor = await t.call(postEndpoints.get, { id: String(post.id) });
    expect(visitor.body.data.likes).toEqual({ liked: false, count: 2 });

    expect((await unlikePost(post.id, cookie)).body.data).toEqual({ liked: false, count: 1 });
    expect((await unlikePost(post.id, cookie)).body.data).toEqual({ liked: false, count: 1 });
    const after = await t.call(postEndpoints.get, { id: String(post.id) }, { cookie });
    expect(after.body.data.likes).toEqual({ liked: false, count: 1 });
  });

  it('50 racing likes of one user count once; 50 users racing count 50', async () => {
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id);
    const one = await reader();
    const same = await Promise.all(Array.from({ length: 50 }, () => likePost(post.id, one.cookie)));
    expect(same.map((res) => res.body.code)).toEqual(Array(50).fill(200));

    const many = await readers(50);
    const racing = await Promise.all(many.map(({ cookie }) => likePost(post.id, cookie)));
    expect(racing.every((res) => res.body.data.liked)).toBe(true);

    const page = await t.call(postEndpoints.get, { id: String(post.id) });
    expect(page.body.data.likes.count).toBe(51);
    const rows = await t.db.selectFrom('postLikes').select('userId').where('postId', '=', post.id).execute();
    expect(rows).toHaveLength(51);
  });

  it('is 404 for a post the viewer cannot see, a hidden, taken-down, held or scheduled one', async () => {
    const creator = await buildCreator(t.db);
    const { user, cookie } = await reader();
    const posts = await Promise.all([
      buildPost(t.db, creator.id, { status: 'draft', publishedAt: null }),
      buildPost(t.db, creator.id, { status: 'hidden' }),
      buildPost(t.db, creator.id, { takenDownAt: new Date(), takedownReason: '违规' }),
      buildPost(t.db, creator.id, { heldAt: new Date() }),
      buildPost(t.db, creator.id, { publishedAt: new Date(Date.now() + 3_600_000) }),
    ]);
    for (const post of posts) {
      expect((await likePost(post.id, cookie)).body).toMatchObject({
        code: 404,
        message: '作品不存在或已删除',
      });
      expect((await unlikePost(post.id, cookie)).body.code).toBe(404);
    }
    expect((await likePost(99_999_999, cookie)).body.code).toBe(404);
    const liked = await t.db.selectFrom('postLikes').select('postId').where('userId', '=', user.id).execute();
    expect(liked).toEqual([]);
  });

  it('a like on a paid post never shows its body (paywall canary)', async () => {
    const creator = await buildCreator(t.db);
    const canary = newCanary();
    const post = await buildCanaryPost(t.db, creator.id, canary);
    const { cookie } = await reader();

    const liked = await likePost(post.id, cookie);
    const page = await t.call(postEndpoints.get, { id: String(post.id) }, { cookie });
    const feed = await t.call(postEndpoints.listByAuthor, { authorId: String(creator.id) }, { cookie });
    expect(liked.body.data).toEqual({ liked: true, count: 1 });
    expect(page.body.data).toMatchObject({ locked: true, bodyHtml: null, likes: { liked: true, count: 1 } });
    for (const res of [liked, page, feed, await unlikePost(post.id, cookie)])
      expect(JSON.stringify(res.body)).not.toContain(canary);
    // Its comments' like states carry counts only.
    const top = await kit.comment(post.id, '想看', cookie);
    const states = await t.call(likeEndpoints.commentLikeStates, { commentIds: [top.id] }, { cookie });
    expect(JSON.stringify(states.body)).not.toContain(canary);
    await expectCanaryStored(t.db, post.id, canary);
  });

  it('counts one statement of many likes, and a recount repairs a count set wrong', async () => {
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id);
    const many = await readers(30);
    // One statement, many rows (a seed or a backfill), then one taking ten away.
    await t.db
      .insertInto('postLikes')
      .values(many.map(({ user }) => ({ userId: user.id, postId: post.id })))
      .execute();
    await t.db
      .deleteFrom('postLikes')
      .where('postId', '=', post.id)
      .where(
        'userId',
        'in',
        many.slice(0, 10).map(({ user }) => user.id),
      )
      .execute();
    const count = async () =>
      (await t.call(postEndpoints.get, { id: String(post.id) })).body.data.likes.count;
    expect(await count()).toBe(20);

    await sql`update post_like_counts set like_count = 7 where post_id = ${post.id}`.execute(t.db);
    expect(await diffCounters(t.db)).toEqual([
      { counter: 'post_like_counts.like_count', id: post.id, stored: 7, counted: 20 },
    ]);
    expect(await recountCounters(t.db)).toBeGreaterThanOrEqual(1);
    expect(await diffCounters(t.db)).toEqual([]);
    expect(await count()).toBe(20);
  });

  it('limits each user to 120 likes and unlikes a minute, in Chinese', async () => {
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id);
    const { cookie } = await reader();
    const { post: other } = await kit.setup();
    const top = await kit.comment(other.id, '顶', cookie);
    for (let i = 0; i < 40; i++) {
      await likePost(post.id, cookie);
      await unlikePost(post.id, cookie);
      await t.call(likeEndpoints.likeComment, { commentId: top.id }, { cookie });
    }
    // The 121st of the four calls together.
    expect((await likePost(post.id, cookie)).body).toMatchObject({
      code: 429,
      message: '点赞太频繁，请稍后再试',
    });
  });

  it('the kept counts equal a fresh count after a mix of likes and unlikes', async () => {
    const creator = await buildCreator(t.db);
    const posts = await Promise.all([buildPost(t.db, creator.id), buildPost(t.db, creator.id)]);
    const many = await readers(12);
    await Promise.all(
      many.flatMap(({ cookie }, i) => [
        likePost(posts[i % 2]!.id, cookie).then(() =>
          i % 3 === 0 ? unlikePost(posts[i % 2]!.id, cookie) : null,
        ),
        likePost(posts[(i + 1) % 2]!.id, cookie),
      ]),
    );
    expect(await diffCounters(t.db)).toEqual([]);
  });
});

describe('liking a comment', () => {
  const likeComment = (commentId: string, cookie: string) =>
    t.call(likeEndpoints.likeComment, { commentId }, { cookie });
  const states = (ids: string[], cookie?: string) =>
    t.call(likeEndpoints.commentLikeStates, { commentIds: ids }, cookie ? { cookie } : {});

  it('likes a comment and a reply once each, and the like states show the counts', async () => {
    const { post, readerCookie, creatorCookie } = await kit.setup();
    const top = await kit.comment(post.id, '好看', readerCookie);
    const reply = await kit.reply(top.id, '谢谢', creatorCookie);

    expect((await likeComment(top.id, readerCookie)).body.data).toEqual({ liked: true, count: 1 });
    expect((await likeComment(top.id, readerCookie)).body.data).toEqual({ liked: true, count: 1 });
    expect((await likeComment(top.id, creatorCookie)).body.data).toEqual({ liked: true, count: 2 });
    expect((await likeComment(reply.id, readerCookie)).body.data).toEqual({ liked: true, count: 1 });

    expect((await states([top.id, reply.id], creatorCookie)).body.data.list).toEqual([
      { commentId: top.id, liked: true, count: 2 },
      { commentId: reply.id, liked: false, count: 1 },
    ]);
    expect((await states([top.id])).body.data.list).toEqual([{ commentId: top.id, liked: false, count: 2 }]);

    const off = await t.call(likeEndpoints.unlikeComment, { commentId: top.id }, { cookie: readerCookie });
    expect(off.body.data).toEqual({ liked: false, count: 1 });
    expect(await diffCounters(t.db)).toEqual([]);
  });

  it('is 404 for a deleted or hidden comment, and leaves them out of the like states', async () => {
    const { post, readerCookie, creatorCookie } = await kit.setup();
    const deleted = await kit.comment(post.id, '删掉的', readerCookie);
    const hidden = await kit.comment(post.id, '被隐藏的', readerCookie);
    const live = await kit.comment(post.id, '留着的', readerCookie);
    await t.call(commentEndpoints.delete, { commentId: deleted.id }, { cookie: readerCookie });
    const hide = await t.call(
      commentSettingEndpoints.hide,
      { commentId: hidden.id },
      { cookie: creatorCookie },
    );
    expect(hide.body.code).toBe(200);

    for (const id of [deleted.id, hidden.id, '99999999'])
      expect((await likeComment(id, creatorCookie)).body).toMatchObject({
        code: 404,
        message: '评论不存在或已删除',
      });
    expect((await states([deleted.id, hidden.id, live.id])).body.data.list).toEqual([
      { commentId: live.id, liked: false, count: 0 },
    ]);
  });

  it('50 racing likes of one user count once', async () => {
    const { post, readerCookie } = await kit.setup();
    const top = await kit.comment(post.id, '抢沙发', readerCookie);
    await Promise.all(Array.from({ length: 50 }, () => likeComment(top.id, readerCookie)));
    expect((await states([top.id], readerCookie)).body.data.list).toEqual([
      { commentId: top.id, liked: true, count: 1 },
    ]);
  });

  it('refuses too many ids with a Chinese 400', async () => {
    const ids = Array.from({ length: 201 }, (_, i) => String(i + 1));
    expect((await states(ids)).body).toMatchObject({ code: 400, message: '一次最多查询200条评论' });
  });
});
