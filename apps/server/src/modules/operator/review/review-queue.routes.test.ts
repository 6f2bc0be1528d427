import {
  adminContentEndpoints,
  adminQueueEndpoints,
  adminReviewEndpoints,
  commentEndpoints,
  postEndpoints,
  receivedCommentEndpoints,
  searchEndpoints,
} from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { commentKit } from '../../../../test/comment-kit';
import { buildCreator, buildSignedInUser, buildUser } from '../../../../test/factories';
import { noticeOf } from '../../../../test/notices';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';

// A review word (the starter list 广告引流 holds 加微信 for review: migration create-word-lists)
// holds a post or comment for an operator: nobody else sees it until it is approved.
const t = useTestApp();

const auditOf = (targetKind: string, targetId: number) =>
  t.db
    .selectFrom('auditLog')
    .select(['action', 'reason'])
    .where('targetKind', '=', targetKind)
    .where('targetId', '=', String(targetId))
    .execute();

/** Comments and replies that must be accepted (held ones are). */
const kit = commentKit(t);

describe('待审核: posts and comments a review word holds', () => {
  let creator: UserRow;
  let creatorCookie: string;
  let reader: UserRow;
  let readerCookie: string;
  let opCookie: string;

  beforeAll(async () => {
    creator = await buildCreator(t.db, { nickname: '审核测试创作者' });
    creatorCookie = await t.signIn(creator.phone);
    reader = await buildUser(t.db, { nickname: '审核测试读者' });
    readerCookie = await t.signIn(reader.phone);
    ({ cookie: opCookie } = await buildSignedInUser(t, { isOperator: true }));
  });

  const publish = (fields: Record<string, string>) =>
    t.call(postEndpoints.publish, { visibility: 'free', ...fields }, { cookie: creatorCookie });

  it('a post with a review word waits as 待审核, unseen, until an operator approves it', async () => {
    const published = await publish({ title: '周末速写合集', bodyHtml: '<p>想要原图请加 微 信</p>' });
    expect(published.body.code, published.body.message).toBe(200);
    expect(published.body.data.status).toBe('in_review');
    const id = String(published.body.data.id);

    expect((await t.call(postEndpoints.get, { id })).status).toBe(404);
    expect((await t.call(postEndpoints.get, { id }, { cookie: readerCookie })).status).toBe(404);
    const search = await t.call(searchEndpoints.post, { keyword: '周末速写合集' });
    expect(JSON.stringify(search.body.data)).not.toContain('周末速写合集');
    const own = await t.call(postEndpoints.get, { id }, { cookie: creatorCookie });
    expect(own.body.data.status).toBe('in_review');
    const mine = await t.call(postEndpoints.myPosts, { status: 'in_review' }, { cookie: creatorCookie });
    expect(mine.body.data.items.map((p: { id: number }) => p.id)).toContain(Number(id));
    expect(mine.body.data.counts.in_review).toBe(1);

    const queue = await t.call(adminReviewEndpoints.heldPosts, {}, { cookie: opCookie });
    const held = queue.body.data.list.find((p: { id: number }) => p.id === Number(id));
    expect(held).toMatchObject({ review: { for: ['advertising'] }, abilities: { approve: true } });
    const counts = await t.call(adminQueueEndpoints.counts, {}, { cookie: opCookie });
    expect(counts.body.data.held).toBeGreaterThanOrEqual(1);

    const approved = await t.call(adminReviewEndpoints.approvePost, { postId: id }, { cookie: opCookie });
    expect(approved.body.code, approved.body.message).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'published', review: null });
    expect((await t.call(postEndpoints.get, { id })).body.data.title).toBe('周末速写合集');
    expect(await auditOf('post', Number(id))).toEqual([{ action: 'post.approve', reason: '' }]);
    expect((await noticeOf(t.db, creator.id, 'post_approved')).title).toBe(
      '你的作品《周末速写合集》已通过审核',
    );

    const again = await t.call(adminReviewEndpoints.approvePost, { postId: id }, { cookie: opCookie });
    expect(again.status).toBe(409);
    expect(await auditOf('post', Number(id))).toHaveLength(1);
  });

  it('rejecting a held post is a takedown: the creator is told why, and it leaves the queue', async () => {
    const published = await publish({ title: '私聊领取福利', bodyHtml: '<p>正文</p>' });
    const id = published.body.data.id as number;
    const rejected = await t.call(
      adminContentEndpoints.takedown,
      { postId: String(id), reason: '站外引流' },
      { cookie: opCookie },
    );
    expect(rejected.body.code, rejected.body.message).toBe(200);
    const queue = await t.call(adminReviewEndpoints.heldPosts, { pageSize: '50' }, { cookie: opCookie });
    expect(queue.body.data.list.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await noticeOf(t.db, creator.id, 'post_takedown')).body).toContain('站外引流');
    expect(
      (await t.call(adminReviewEndpoints.approvePost, { postId: String(id) }, { cookie: opCookie })).status,
    ).toBe(409);
  });

  it('an edit without the review word releases the post; hiding and publishing again screens the stored text', async () => {
    const held = await publish({ title: '新作预告', bodyHtml: '<p>加微信看更多</p>' });
    const id = held.body.data.id as number;
    expect(held.body.data.status).toBe('in_review');
    const edited = await t.call(
      postEndpoints.publish,
      { id: String(id), title: '新作预告', visibility: 'free', bodyHtml: '<p>下周见</p>' },
      { cookie: creatorCookie },
    );
    expect(edited.body.data.status).toBe('published');

    // Hidden, edited as a draft (not screened while written), then published: screened then.
    await t.call(
      postEndpoints.updatePostStatus,
      { id: String(id), status: 'hidden' },
      { cookie: creatorCookie },
    );
    await t.call(
      postEndpoints.saveDraft,
      { id: String(id), title: '新作预告', visibility: 'free', bodyHtml: '<p>兼职日结</p>' },
      { cookie: creatorCookie },
    );
    const republished = await t.call(
      postEndpoints.updatePostStatus,
      { id: String(id), status: 'published' },
      { cookie: creatorCookie },
    );
    expect(republished.body.data.status).toBe('in_review');
    expect((await t.call(postEndpoints.get, { id: String(id) })).status).toBe(404);
  });

  it('a comment with a review word is shown to its author alone, uncounted, until approved', async () => {
    const post = await publish({ title: '评论审核用作品', bodyHtml: '<p>正文</p>' });
    const postId = String(post.body.data.id);
    const posted = await kit.comment(post.body.data.id, '想要资源的加微信', readerCookie);
    expect(posted).toMatchObject({ isHeld: true, abilities: { reply: false, delete: true } });
    const commentId = posted.id;

    const asAuthor = await t.call(commentEndpoints.commentList, { postId }, { cookie: readerCookie });
    expect(asAuthor.body.data.list.map((c: { id: string }) => c.id)).toEqual([commentId]);
    expect(asAuthor.body.data.commentCount).toBe(0);
    for (const cookie of [undefined, creatorCookie]) {
      const others = await t.call(commentEndpoints.commentList, { postId }, { cookie });
      expect(others.body.data.list).toEqual([]);
      expect(others.body.data.commentCount).toBe(0);
    }
    const reply = await t.call(
      commentEndpoints.postReply,
      { commentId, content: '我也要' },
      { cookie: creatorCookie },
    );
    expect(reply.status).toBe(404);
    const inbox = await t.call(receivedCommentEndpoints.list, {}, { cookie: creatorCookie });
    expect(JSON.stringify(inbox.body.data)).not.toContain('想要资源的加微信');

    const queue = await t.call(adminReviewEndpoints.heldComments, { pageSize: '50' }, { cookie: opCookie });
    const waiting = queue.body.data.list.find((c: { id: number }) => c.id === Number(commentId));
    expect(waiting).toMatchObject({ postTitle: '评论审核用作品', review: { for: ['advertising'] } });

    const approved = await t.call(adminReviewEndpoints.approveComment, { commentId }, { cookie: opCookie });
    expect(approved.body.code, approved.body.message).toBe(200);
    expect(approved.body.data).toMatchObject({ review: null, abilities: { approve: false } });
    const visitor = await t.call(commentEndpoints.commentList, { postId });
    expect(visitor.body.data.list.map((c: { id: string; isHeld: boolean }) => [c.id, c.isHeld])).toEqual([
      [commentId, false],
    ]);
    expect(visitor.body.data.commentCount).toBe(1);
    const inboxAfter = await t.call(receivedCommentEndpoints.list, {}, { cookie: creatorCookie });
    expect(JSON.stringify(inboxAfter.body.data)).toContain('想要资源的加微信');
    expect(await auditOf('comment', Number(commentId))).toEqual([{ action: 'comment.approve', reason: '' }]);
  });

  it('a held reply waits under its thread; hiding it tells its author why', async () => {
    const post = await publish({ title: '回复审核用作品', bodyHtml: '<p>正文</p>' });
    const postId = String(post.body.data.id);
    const root = await kit.comment(post.body.data.id, '好看', creatorCookie);
    const reply = await kit.reply(root.id, '扫码进群一起看', readerCookie);
    expect(reply.isHeld).toBe(true);

    const repliesOf = async (cookie?: string) =>
      (await t.call(commentEndpoints.replyList, { commentId: root.id }, { cookie })).body.data;
    expect((await repliesOf(readerCookie)).list.map((r: { id: string }) => r.id)).toEqual([reply.id]);
    expect((await repliesOf()).list).toEqual([]);
    const list = await t.call(commentEndpoints.commentList, { postId }, { cookie: readerCookie });
    const [thread] = list.body.data.list;
    expect(thread?.replies.map((r: { id: string }) => r.id)).toEqual([reply.id]);
    expect(thread?.replyCount).toBe(0);

    const hidden = await t.call(
      adminContentEndpoints.hideComment,
      { commentId: reply.id, reason: '站外引流' },
      { cookie: opCookie },
    );
    expect(hidden.body.code, hidden.body.message).toBe(200);
    expect((await repliesOf(readerCookie)).list).toEqual([]);
    const notice = await noticeOf(t.db, reader.id, 'comment_hidden');
    expect(notice.title).toBe('你在《回复审核用作品》下的评论已被隐藏');
    expect(notice.body).toContain('站外引流');
  });

  it("the queue and its actions are the operators' alone (404 for anyone else)", async () => {
    for (const cookie of [undefined, readerCookie, creatorCookie]) {
      expect((await t.call(adminReviewEndpoints.heldPosts, {}, { cookie })).status).toBe(404);
      expect((await t.call(adminReviewEndpoints.approveComment, { commentId: '1' }, { cookie })).status).toBe(
        404,
      );
    }
  });
});
