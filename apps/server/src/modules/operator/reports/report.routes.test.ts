import {
  adminContentEndpoints,
  adminQueueEndpoints,
  adminReportEndpoints,
  commentEndpoints,
  type ReportGroup,
  Reason,
  reportEndpoints,
} from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildSignedInUser, buildUser } from '../../../../test/factories';
import { buildCanaryPost, expectCanaryStored, newCanary } from '../../../../test/canary';
import { noticesOf } from '../../../../test/notices';
import { pngBytes, postMultipart } from '../../../../test/uploads';
import { useTestApp } from '../../../../test/test-app';
import type { PostRow, UserRow } from '../../../platform/db/types';

// 举报: what a user can see can be reported; reports on one object are handled together and every
// reporter hears the outcome.
const t = useTestApp();

describe('举报', () => {
  let creator: UserRow;
  let post: PostRow;
  let opCookie: string;
  let first: { user: UserRow; cookie: string };
  let second: { user: UserRow; cookie: string };
  const canary = newCanary();

  const member = async (nickname: string) => {
    const user = await buildUser(t.db, { nickname });
    return { user, cookie: await t.signIn(user.phone) };
  };
  const report = (cookie: string, params: Record<string, string>) =>
    t.call(reportEndpoints.create, { reason: 'abuse', ...params }, { cookie });
  const groupOf = async (kind: string, id: number): Promise<ReportGroup | undefined> => {
    const page = await t.call(adminReportEndpoints.groups, { pageSize: '50' }, { cookie: opCookie });
    return page.body.data.list.find((g: ReportGroup) => g.target.kind === kind && g.target.id === id);
  };

  beforeAll(async () => {
    creator = await buildCreator(t.db, { nickname: '被举报的创作者' });
    post = await buildCanaryPost(t.db, creator.id, canary, { title: '被举报的作品' });
    ({ cookie: opCookie } = await buildSignedInUser(t, { isOperator: true }));
    first = await member('举报人甲');
    second = await member('举报人乙');
  });

  it('groups the reports on one comment; a reporter has one open report per object', async () => {
    const writer = await member('出言不逊的人');
    const comment = await t.call(
      commentEndpoints.postComment,
      { postId: String(post.id), content: '你们都是垃圾' },
      { cookie: writer.cookie },
    );
    const commentId = String(comment.body.data.id);

    const filed = await report(first.cookie, { targetKind: 'comment', targetId: commentId, detail: '骂人' });
    expect(filed.body.code, filed.body.message).toBe(200);
    const again = await report(first.cookie, { targetKind: 'comment', targetId: commentId });
    expect(again.status).toBe(409);
    expect((again.body as { reason?: string }).reason).toBe(Reason.ALREADY_REPORTED);
    await report(second.cookie, { targetKind: 'comment', targetId: commentId, reason: 'advertising' });

    const group = await groupOf('comment', Number(commentId));
    expect(group).toMatchObject({
      target: { text: '你们都是垃圾', link: `/post/${post.id}`, author: { nickname: '出言不逊的人' } },
      count: 2,
      details: ['骂人'],
    });
    expect(group?.reasons.map((r) => r.reason).sort()).toEqual(['abuse', 'advertising']);
    const counts = await t.call(adminQueueEndpoints.counts, {}, { cookie: opCookie });
    expect(counts.body.data.reports).toBeGreaterThanOrEqual(1);

    // The operator hides it, then upholds the reports: both reporters are told, audited once.
    await t.call(adminContentEndpoints.hideComment, { commentId, reason: '人身攻击' }, { cookie: opCookie });
    const handled = await t.call(
      adminReportEndpoints.handle,
      { targetKind: 'comment', targetId: commentId, decision: 'upheld', note: '已隐藏该评论' },
      { cookie: opCookie },
    );
    expect(handled.body.data).toEqual({ handled: 2 });
    for (const reporter of [first, second]) {
      const [notice] = await noticesOf(t.db, reporter.user.id, 'report_result:upheld');
      expect(notice?.body).toBe('你举报的评论经核查属实，平台已处理：已隐藏该评论。感谢你帮助维护社区环境。');
    }
    expect(await groupOf('comment', Number(commentId))).toBeUndefined();
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'reason'])
      .where('targetKind', '=', 'comment')
      .where('targetId', '=', commentId)
      .where('action', 'like', 'report.%')
      .execute();
    expect(audit).toEqual([{ action: 'report.uphold', reason: '已隐藏该评论' }]);

    // Handled already: a second decision finds nothing open.
    const twice = await t.call(
      adminReportEndpoints.handle,
      { targetKind: 'comment', targetId: commentId, decision: 'dismissed', note: '重复' },
      { cookie: opCookie },
    );
    expect(twice.status).toBe(409);
  });

  it('a reported paid post shows the operator its title, never its body; a dismissal is told too', async () => {
    const filed = await report(first.cookie, {
      targetKind: 'post',
      targetId: String(post.id),
      reason: 'infringement',
    });
    expect(filed.body.code, filed.body.message).toBe(200);
    const queue = await t.call(adminReportEndpoints.groups, { pageSize: '50' }, { cookie: opCookie });
    expect(JSON.stringify(queue.body)).not.toContain(canary);
    await expectCanaryStored(t.db, post.id, canary);
    expect(await groupOf('post', post.id)).toMatchObject({ target: { text: '被举报的作品' }, count: 1 });

    await t.call(
      adminReportEndpoints.handle,
      { targetKind: 'post', targetId: String(post.id), decision: 'dismissed', note: '作者已提供授权' },
      { cookie: opCookie },
    );
    const [notice] = await noticesOf(t.db, first.user.id, 'report_result:dismissed');
    expect(notice?.body).toBe('你举报的作品经核查暂未发现违规：作者已提供授权。感谢你的反馈。');
    // Closed: the same reporter may report it again.
    const anew = await report(first.cookie, { targetKind: 'post', targetId: String(post.id) });
    expect(anew.body.code).toBe(200);
  });

  it('what the reporter cannot see cannot be reported (404), nor themself', async () => {
    const draft = await buildPost(t.db, creator.id, { status: 'draft', publishedAt: null });
    const cases: Record<string, string>[] = [
      { targetKind: 'post', targetId: String(draft.id) },
      { targetKind: 'post', targetId: '999999' },
      { targetKind: 'comment', targetId: '999999' },
      { targetKind: 'message', targetId: '1' },
      { targetKind: 'user', targetId: String(first.user.id) },
    ];
    for (const params of cases) expect((await report(first.cookie, params)).status).toBe(404);
    expect((await report(first.cookie, { targetKind: 'user', targetId: String(creator.id) })).body.code).toBe(
      200,
    );
    const bad = await report(first.cookie, { targetKind: 'post', targetId: String(post.id), reason: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('请选择举报原因');
    expect(
      (await t.call(reportEndpoints.create, { targetKind: 'user', targetId: '1', reason: 'other' })).status,
    ).toBe(401);
  });

  it("the queue and its decisions are the operators' alone (404 for anyone else)", async () => {
    for (const cookie of [undefined, first.cookie]) {
      expect((await t.call(adminReportEndpoints.groups, {}, { cookie })).status).toBe(404);
      expect(
        (
          await t.call(
            adminReportEndpoints.handle,
            { targetKind: 'post', targetId: String(post.id), decision: 'dismissed', note: 'x' },
            { cookie },
          )
        ).status,
      ).toBe(404);
    }
  });

  it('takes up to three screenshots the reporter uploaded, and shows them to the operator', async () => {
    const reporter = await member('带截图的举报人');
    const target = await member('被截图的用户');
    const upload = async (cookie: string) =>
      (
        await postMultipart<{ code: number; data: { url: string } }>(
          t.app,
          reportEndpoints.imageUpload.path,
          cookie,
          [{ name: 'file', filename: 'shot.png', type: 'image/png', body: await pngBytes(2400, 1600) }],
        )
      ).body;
    const shots = [await upload(reporter.cookie), await upload(reporter.cookie)];
    for (const shot of shots) expect(shot.data.url).toMatch(/^\/uploads\/reports\/[0-9a-f-]{36}\.webp$/);
    const others = (await upload(first.cookie)).data.url;

    const fileWith = (imageUrls: string[]) =>
      t.call(
        reportEndpoints.create,
        { targetKind: 'user', targetId: String(target.user.id), reason: 'fraud', imageUrls },
        { cookie: reporter.cookie },
      );
    for (const imageUrls of [[others], ['https://evil.example/a.png']]) {
      const refused = await fileWith(imageUrls);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('图片地址无效，请重新上传图片');
    }
    const tooMany = await fileWith([shots[0]!.data.url, shots[1]!.data.url, others, others]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('最多上传3张图片');
    expect(await groupOf('user', target.user.id)).toBeUndefined();

    const filed = await fileWith(shots.map((shot) => shot.data.url));
    expect(filed.body.code, filed.body.message).toBe(200);
    const group = await groupOf('user', target.user.id);
    expect(group?.images.sort()).toEqual(shots.map((shot) => shot.data.url).sort());
  });
});
