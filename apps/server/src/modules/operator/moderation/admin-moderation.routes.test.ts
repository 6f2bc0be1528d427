import {
  adminAuditEndpoints,
  adminContentEndpoints,
  POST_TAKEN_DOWN_TEXT,
  commentEndpoints,
  orderEndpoints,
  postEndpoints,
  searchEndpoints,
} from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import type { PostRow, UserRow } from '../../../platform/db/types';
import { noticeOf, noticesOf } from '../../../../test/notices';
import { storedRow } from '../../../../test/stored-row';

const t = useTestApp();

describe('operator console: takedowns, operator reads, hidden comments', () => {
  let creator: UserRow;
  let opCookie: string;
  let operator: UserRow;
  let viewerCookie: string;
  let creatorCookie: string;
  let post: PostRow;
  const TITLE = '被下架的蛙蛙漫画';
  const BODY = '<p>付费正文 CANARY-TAKEDOWN</p>';

  beforeAll(async () => {
    creator = await buildCreator(t.db, { nickname: '下架测试创作者' });
    creatorCookie = await t.signIn(creator.phone);
    operator = await buildUser(t.db, { isOperator: true, nickname: '内容运营' });
    opCookie = await t.signIn(operator.phone);
    viewerCookie = await t.signIn((await buildUser(t.db)).phone);
    post = await buildPost(t.db, creator.id, {
      title: TITLE,
      summary: '蛙蛙摘要',
      bodyHtml: BODY,
      priceFen: 990,
    });
    const res = await t.call(
      adminContentEndpoints.takedown,
      { postId: String(post.id), reason: '涉嫌侵权' },
      { cookie: opCookie },
    );
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      takedown: { reason: '涉嫌侵权', by: { id: operator.id } },
      abilities: { takedown: false, restore: true },
    });
  });

  // Every way a stranger could reach a post: each must act as if it did not exist.
  const strangerRoutes = (cookie: string | undefined) =>
    [
      ['post/get', () => t.call(postEndpoints.get, { id: String(post.id) }, { cookie })],
      ['post/share-info', () => t.call(postEndpoints.shareInfo, { id: String(post.id) }, { cookie })],
      ['comment list', () => t.call(commentEndpoints.commentList, { postId: String(post.id) }, { cookie })],
      [
        'post a comment',
        () =>
          t.call(commentEndpoints.postComment, { postId: String(post.id), content: '还在吗' }, { cookie }),
      ],
      [
        'order pre-check',
        () => t.call(orderEndpoints.preCheck, { kind: 'post', postId: String(post.id) }, { cookie }),
      ],
      [
        'order submit',
        () =>
          t.call(
            orderEndpoints.submit,
            { kind: 'post', postId: String(post.id), channel: 'alipay' },
            { cookie },
          ),
      ],
      [
        'tip on the post',
        () =>
          t.call(
            orderEndpoints.submit,
            { kind: 'tip', postId: String(post.id), amount: '5', channel: 'alipay' },
            { cookie },
          ),
      ],
    ] as const;

  it.each(['anonymous', 'another user'])('is not found by %s on any post route', async (who) => {
    const cookie = who === 'anonymous' ? undefined : viewerCookie;
    for (const [name, call] of strangerRoutes(cookie)) {
      const res = await call();
      // Signed-out writes ask for sign-in first; everything else is the 404 of a missing post.
      const expected =
        cookie === undefined && /comment$|submit|tip|pre-check/.test(name) && name !== 'comment list'
          ? [401, 404]
          : [404];
      expect(expected, `${name} → ${res.body.code} ${res.body.message}`).toContain(res.body.code);
      expect(JSON.stringify(res.body)).not.toContain('CANARY-TAKEDOWN');
    }
  });

  it('is in no list and no search', async () => {
    const lists = [
      await t.call(postEndpoints.listByAuthor, { authorId: String(creator.id) }),
      await t.call(postEndpoints.homeFeed, {}, { cookie: viewerCookie }),
      await t.call(searchEndpoints.post, { keyword: '蛙蛙漫画' }),
    ];
    for (const res of lists) {
      expect(res.body.code, res.body.message).toBe(200);
      expect(JSON.stringify(res.body.data)).not.toContain(TITLE);
    }
  });

  it('shows its author that it was taken down and why', async () => {
    const res = await t.call(postEndpoints.get, { id: String(post.id) }, { cookie: creatorCookie });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data.takedown).toMatchObject({ reason: '涉嫌侵权' });
    expect(res.body.data.abilities).toMatchObject({ tip: false, unlock: false, comment: false });
    const notice = await noticeOf(t.db, creator.id, 'post_takedown');
    expect(notice.title).toContain(TITLE);
    expect(notice.body).toContain('涉嫌侵权');
    expect(notice.body).not.toContain('CANARY');
  });

  it('tells a visitor the post was taken down (404, post_taken_down) and gives nothing of it', async () => {
    for (const cookie of [undefined, viewerCookie]) {
      const res = await t.call(postEndpoints.get, { id: String(post.id) }, { cookie });
      expect(res.body).toMatchObject({ code: 404, message: POST_TAKEN_DOWN_TEXT, reason: 'post_taken_down' });
      expect(res.body.data).toBeNull();
    }
    // A post that never existed still just looks missing.
    const missing = await t.call(postEndpoints.get, { id: '99999999' });
    expect(missing.body).toMatchObject({ code: 404, reason: 'not_found' });
  });

  it('lists it as 已下架 (taken_down) among its author’s works, not as published', async () => {
    const mine = (status: string) => t.call(postEndpoints.myPosts, { status }, { cookie: creatorCookie });
    const down = (await mine('taken_down')).body.data;
    expect(down.items.map((p) => [p.id, p.status])).toEqual([[post.id, 'taken_down']]);
    expect(down.counts.taken_down).toBe(1);
    for (const status of ['published', 'draft', 'hidden', 'scheduled']) {
      expect((await mine(status)).body.data.items.map((p) => p.id)).not.toContain(post.id);
    }
  });

  it('refuses its author publishing it again, by status or by editing and publishing', async () => {
    const hide = await t.call(
      postEndpoints.updatePostStatus,
      { id: String(post.id), status: 'hidden' },
      { cookie: creatorCookie },
    );
    expect(hide.body.code, hide.body.message).toBe(200);
    const attempts = [
      await t.call(
        postEndpoints.updatePostStatus,
        { id: String(post.id), status: 'published' },
        { cookie: creatorCookie },
      ),
      await t.call(
        postEndpoints.publish,
        { id: String(post.id), title: '换个标题再发', bodyHtml: '<p>新正文</p>', visibility: 'free' },
        { cookie: creatorCookie },
      ),
    ];
    for (const res of attempts) {
      expect(res.body).toMatchObject({ code: 409, reason: 'post_taken_down' });
      expect(res.body.message).toContain('已被平台下架');
    }
    const row = await storedRow(t.db, 'posts', 'id', post.id);
    expect(row).toMatchObject({ status: 'hidden', title: TITLE });
    await t.db.updateTable('posts').set({ status: 'published' }).where('id', '=', post.id).execute();
  });

  it('lets an operator read the paid post in full, and records the read', async () => {
    const res = await t.call(
      adminContentEndpoints.read,
      { postId: String(post.id), reason: '核查举报' },
      { cookie: opCookie },
    );
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data.bodyHtml).toContain('CANARY-TAKEDOWN');
    const log = await t.call(
      adminAuditEndpoints.list,
      { action: 'post.read', targetKind: 'post', targetId: String(post.id) },
      { cookie: opCookie },
    );
    expect(log.body.data.list).toEqual([
      expect.objectContaining({ operator: { id: operator.id, nickname: '内容运营' }, reason: '核查举报' }),
    ]);
  });

  it('finds taken-down posts in the console, and a restore gives the post back and tells the creator', async () => {
    const listed = await t.call(adminContentEndpoints.posts, { takenDown: 'true' }, { cookie: opCookie });
    expect(listed.body.data.list.map((p) => p.id)).toContain(post.id);

    const res = await t.call(
      adminContentEndpoints.restore,
      { postId: String(post.id), reason: '申诉成立' },
      { cookie: opCookie },
    );
    expect(res.body.code, res.body.message).toBe(200);
    expect((await t.call(postEndpoints.get, { id: String(post.id) })).body.code).toBe(200);
    const notices = await noticesOf(t.db, creator.id);
    expect(notices.map((n) => n.kind)).toContain('post_restored');
    const entries = await t.db
      .selectFrom('auditLog')
      .select('action')
      .where('targetKind', '=', 'post')
      .where('targetId', '=', String(post.id))
      .orderBy('id')
      .execute();
    expect(entries.map((e) => e.action)).toEqual(['post.takedown', 'post.read', 'post.restore']);
    // Taken down again later: a new takedown, a new notice.
    await t.call(
      adminContentEndpoints.takedown,
      { postId: String(post.id), reason: '再次下架' },
      { cookie: opCookie },
    );
    const takedowns = await noticesOf(t.db, creator.id, 'post_takedown');
    expect(takedowns).toHaveLength(2);
  });

  it('hides a comment: gone from the list and the count, audited', async () => {
    const open = await buildPost(t.db, creator.id, { visibility: 'free', priceFen: 0 });
    const posted = await t.call(
      commentEndpoints.postComment,
      { postId: String(open.id), content: '广告：低价代购' },
      { cookie: viewerCookie },
    );
    expect(posted.body.code, posted.body.message).toBe(200);
    const commentId = posted.body.data.id;

    const res = await t.call(
      adminContentEndpoints.hideComment,
      { commentId: String(commentId), reason: '广告' },
      { cookie: opCookie },
    );
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({ removed: true, abilities: { hide: false } });
    const list = await t.call(commentEndpoints.commentList, { postId: String(open.id) });
    expect(JSON.stringify(list.body.data)).not.toContain('广告：低价代购');
    const card = await t.call(postEndpoints.get, { id: String(open.id) });
    expect(card.body.data.counts.comments).toBe(0);
    const entries = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetKind', '=', 'comment')
      .where('targetId', '=', String(commentId))
      .execute();
    expect(entries).toEqual([expect.objectContaining({ action: 'comment.hide', reason: '广告' })]);
  });
});
