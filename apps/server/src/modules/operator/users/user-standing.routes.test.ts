import {
  adminReportEndpoints,
  adminUserEndpoints,
  commentEndpoints,
  postEndpoints,
  privateMessageEndpoints,
  Reason,
  reportEndpoints,
} from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildSignedInUser, buildUser } from '../../../../test/factories';
import { noticesOf } from '../../../../test/notices';
import { useTestApp } from '../../../../test/test-app';
import type { UserRow } from '../../../platform/db/types';
import { storedRow } from '../../../../test/stored-row';

const t = useTestApp();

const auditOf = (userId: number) =>
  t.db
    .selectFrom('auditLog')
    .select(['action', 'reason'])
    .where('targetKind', '=', 'user')
    .where('targetId', '=', String(userId))
    .orderBy('id')
    .execute();

describe('operator console: warnings, mutes and account credit', () => {
  let opCookie: string;
  let creator: UserRow;
  let postId: string;

  beforeAll(async () => {
    ({ cookie: opCookie } = await buildSignedInUser(t, { isOperator: true, nickname: '信用运营' }));
    creator = await buildCreator(t.db, { nickname: '评论区主人' });
    postId = String((await buildPost(t.db, creator.id, { visibility: 'free', priceFen: 0 })).id);
  });

  const member = async (nickname: string) => {
    const user = await buildUser(t.db, { nickname });
    return { user, cookie: await t.signIn(user.phone) };
  };
  const comment = (cookie: string, content: string) =>
    t.call(commentEndpoints.postComment, { postId, content }, { cookie });
  const op = <E extends Parameters<typeof t.call>[0]>(endpoint: E, params: Record<string, string>) =>
    t.call(endpoint, params as never, { cookie: opCookie });

  it('a muted user is told why and until when, cannot comment, reply or send messages, and can again once unmuted', async () => {
    const { user, cookie } = await member('要被禁言的蛙');
    const before = await comment(cookie, '禁言前的评论');
    expect(before.body.code).toBe(200);

    const muted = await op(adminUserEndpoints.mute, { userId: String(user.id), days: '7', reason: '刷屏' });
    expect(muted.body.code, muted.body.message).toBe(200);
    expect(muted.body.data).toMatchObject({
      mute: { reason: '刷屏', by: { nickname: '信用运营' } },
      abilities: { mute: false, unmute: true },
    });
    const until = new Date(muted.body.data.mute!.until).getTime();
    expect(until - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(until - Date.now()).toBeLessThan(7.1 * 86_400_000);

    const [notice] = await noticesOf(t.db, user.id, 'user_muted');
    expect(notice?.title).toBe('你已被禁言');
    expect(notice?.body).toMatch(/^你已被禁言至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}，原因：刷屏。/);

    const refusals = [
      await comment(cookie, '还能评论吗'),
      await t.call(
        commentEndpoints.postReply,
        { commentId: String(before.body.data.id), content: '回复呢' },
        { cookie },
      ),
      await t.call(
        privateMessageEndpoints.send,
        { toUserId: String(creator.id), content: '私信呢' },
        { cookie },
      ),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect((refused.body as { reason?: string }).reason).toBe(Reason.ACCOUNT_MUTED);
      expect(refused.body.message).toBe(notice?.body);
    }
    // The comment box and the message thread say so before they type.
    const list = await t.call(commentEndpoints.commentList, { postId }, { cookie });
    expect(list.body.data).toMatchObject({ canComment: false, commentRefusal: notice?.body });
    const thread = await t.call(privateMessageEndpoints.open, { userId: String(creator.id) }, { cookie });
    expect(thread.body.data).toMatchObject({
      canSend: false,
      refusal: 'muted',
      refusalMessage: notice?.body,
    });
    const stored = await t.db
      .selectFrom('comments')
      .select('content')
      .where('authorId', '=', user.id)
      .execute();
    expect(stored).toEqual([{ content: '禁言前的评论' }]);

    const again = await op(adminUserEndpoints.mute, { userId: String(user.id), days: '1', reason: '再禁' });
    expect(again.status).toBe(409);
    const unmuted = await op(adminUserEndpoints.unmute, { userId: String(user.id), reason: '申诉通过' });
    expect(unmuted.body.data).toMatchObject({ mute: null, abilities: { mute: true, unmute: false } });
    expect((await comment(cookie, '解除后可以评论')).body.code).toBe(200);
    const reopened = await t.call(commentEndpoints.commentList, { postId }, { cookie });
    expect(reopened.body.data).toMatchObject({ canComment: true, commentRefusal: '' });
    expect(await auditOf(user.id)).toEqual([
      { action: 'user.mute', reason: '刷屏' },
      { action: 'user.unmute', reason: '申诉通过' },
    ]);
  });

  it('refuses a mute of an unknown length, without a reason, or of an operator', async () => {
    const { user } = await member('时长不对的蛙');
    for (const days of ['2', '0', '', 'abc']) {
      const refused = await op(adminUserEndpoints.mute, { userId: String(user.id), days, reason: '刷屏' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('请选择禁言时长');
    }
    const noReason = await op(adminUserEndpoints.mute, { userId: String(user.id), days: '1', reason: ' ' });
    expect(noReason.status).toBe(400);
    const operator = await buildUser(t.db, { isOperator: true, nickname: '另一位运营' });
    const refused = await op(adminUserEndpoints.mute, {
      userId: String(operator.id),
      days: '1',
      reason: '刷屏',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('不能禁言运营人员');
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('a warning is a notice in the operator’s words and one credit point, audited once', async () => {
    const { user } = await member('被警告的蛙');
    const warned = await op(adminUserEndpoints.warn, { userId: String(user.id), reason: '请勿在评论区引流' });
    expect(warned.body.code, warned.body.message).toBe(200);
    expect(warned.body.data.credit).toEqual({ points: 1, reviewAll: false });
    const [notice] = await noticesOf(t.db, user.id, 'user_warned');
    expect(notice).toMatchObject({ title: '平台警告' });
    expect(notice?.body).toContain('请勿在评论区引流。');
    expect(await auditOf(user.id)).toEqual([{ action: 'user.warn', reason: '请勿在评论区引流' }]);
  });

  it('credit: upheld reports and refused texts count; from 3 points everything waits for review, at 6 account credit mutes', async () => {
    const { user, cookie } = await member('信用下降的蛙');
    const reporter = await member('举报的蛙');
    const reported = await comment(cookie, '被举报的评论');
    const commentId = String(reported.body.data.id);
    await t.call(
      reportEndpoints.create,
      { targetKind: 'comment', targetId: commentId, reason: 'abuse' },
      { cookie: reporter.cookie },
    );
    await op(adminReportEndpoints.handle, {
      targetKind: 'comment',
      targetId: commentId,
      decision: 'upheld',
      note: '人身攻击',
    });
    const standing = async () =>
      (await op(adminUserEndpoints.search, { keyword: String(user.id) })).body.data.list[0]?.credit;
    expect(await standing()).toEqual({ points: 2, reviewAll: false });

    // A refused text costs a point, once a day however often it is tried.
    for (const attempt of ['网络赌博来玩', '网络赌博再来']) {
      expect((await comment(cookie, attempt)).status).toBe(400);
    }
    expect(await standing()).toEqual({ points: 3, reviewAll: true });

    // 先审后发: a clean comment now waits, seen by its author alone.
    const held = await comment(cookie, '干净的评论');
    expect(held.body.code).toBe(200);
    const row = await storedRow(t.db, 'comments', 'id', Number(held.body.data.id));
    expect(row.heldAt).not.toBeNull();
    expect(row.heldFor).toEqual([]);
    const visitorList = await t.call(commentEndpoints.commentList, { postId });
    expect(visitorList.body.data.list.map((c) => c.content)).not.toContain('干净的评论');

    // Three warnings take it to 6: account credit mutes them for 7 days and says so.
    for (const reason of ['一', '二', '三'])
      await op(adminUserEndpoints.warn, { userId: String(user.id), reason: `第${reason}次警告` });
    const [mutedNotice] = await noticesOf(t.db, user.id, 'user_muted');
    expect(mutedNotice?.body).toContain('原因：近 90 天违规记录过多（账号信用）');
    const refused = await comment(cookie, '还想评论');
    expect((refused.body as { reason?: string }).reason).toBe(Reason.ACCOUNT_MUTED);
    const found = (await op(adminUserEndpoints.search, { keyword: String(user.id) })).body.data.list[0];
    expect(found).toMatchObject({ credit: { points: 6, reviewAll: true }, mute: { by: null } });
  });

  it('a post published by an account under review waits as 待审核', async () => {
    const writer = await buildCreator(t.db, { nickname: '先审后发的创作者' });
    await t.db
      .insertInto('accountStrikes')
      .values({ userId: writer.id, kind: 'report_upheld', points: 2, dedupeKey: null })
      .execute();
    await t.db
      .insertInto('accountStrikes')
      .values({ userId: writer.id, kind: 'warning', points: 1, dedupeKey: null })
      .execute();
    const cookie = await t.signIn(writer.phone);
    const saved = await t.call(
      postEndpoints.saveDraft,
      { title: '一篇干净的作品', content: '<p>风景速写</p>', visibility: 'free' },
      { cookie },
    );
    const published = await t.call(
      postEndpoints.updatePostStatus,
      { id: String(saved.body.data.id), status: 'published' },
      { cookie },
    );
    expect(published.body.code, published.body.message).toBe(200);
    const post = await storedRow(t.db, 'posts', 'id', saved.body.data.id);
    expect(post.heldAt).not.toBeNull();
  });
});
