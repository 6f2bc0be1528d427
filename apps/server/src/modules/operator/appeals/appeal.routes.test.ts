import {
  adminAppealEndpoints,
  adminContentEndpoints,
  adminQueueEndpoints,
  appealEndpoints,
  postEndpoints,
} from '@frog/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildSignedInUser, buildUser } from '../../../../test/factories';
import { buildCanaryPost, expectCanaryStored, newCanary } from '../../../../test/canary';
import { noticesOf } from '../../../../test/notices';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();

describe('申诉: an author appeals a takedown once; an operator restores the post or keeps it down', () => {
  let opCookie: string;
  beforeAll(async () => {
    ({ cookie: opCookie } = await buildSignedInUser(t, { isOperator: true, nickname: '申诉运营' }));
  });

  const takenDownPost = async () => {
    const creator = await buildCreator(t.db, { nickname: '申诉的创作者' });
    const post = await buildPost(t.db, creator.id, {
      visibility: 'free',
      priceFen: 0,
      title: '被误下架的速写',
    });
    await t.call(
      adminContentEndpoints.takedown,
      { postId: String(post.id), reason: '涉嫌侵权' },
      { cookie: opCookie },
    );
    return { creator, post, cookie: await t.signIn(creator.phone) };
  };
  const appeal = (cookie: string, postId: number, text = '这幅速写是我本人现场画的，有原图为证。') =>
    t.call(appealEndpoints.create, { postId: String(postId), text }, { cookie });
  const ownTakedown = async (cookie: string, postId: number) =>
    (await t.call(postEndpoints.get, { id: String(postId) }, { cookie })).body.data.takedown;
  const openAppealOf = async (postId: number) =>
    (await t.call(adminAppealEndpoints.list, { pageSize: '50' }, { cookie: opCookie })).body.data.list.find(
      (a) => a.post.id === postId,
    );

  it('once per takedown, with words of 10 to 500 characters; the author sees it waiting', async () => {
    const { post, cookie } = await takenDownPost();
    expect(await ownTakedown(cookie, post.id)).toMatchObject({
      reason: '涉嫌侵权',
      appeal: null,
      canAppeal: true,
    });

    const short = await appeal(cookie, post.id, '冤枉');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('申诉理由至少10个字，请说明作品为何不违规');

    const made = await appeal(cookie, post.id);
    expect(made.body.code, made.body.message).toBe(200);
    expect(made.body.data).toMatchObject({ status: 'open', outcome: null });
    expect(await ownTakedown(cookie, post.id)).toMatchObject({
      appeal: { status: 'open' },
      canAppeal: false,
    });

    const again = await appeal(cookie, post.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('你已提交申诉，平台处理后会通过系统通知告诉你');
    const listed = await openAppealOf(post.id);
    expect(listed).toMatchObject({
      post: { title: '被误下架的速写' },
      takedown: { reason: '涉嫌侵权', by: { nickname: '申诉运营' } },
      text: '这幅速写是我本人现场画的，有原图为证。',
    });
    const counts = await t.call(adminQueueEndpoints.counts, {}, { cookie: opCookie });
    expect(counts.body.data.held).toBeGreaterThanOrEqual(1);
  });

  it('looks like not found for someone else’s post, and for a post not taken down', async () => {
    const { post } = await takenDownPost();
    const stranger = await buildUser(t.db, { nickname: '路人' });
    const strangerCookie = await t.signIn(stranger.phone);
    const refused = await appeal(strangerCookie, post.id);
    expect(refused.status).toBe(404);
    const live = await buildPost(t.db, stranger.id, { visibility: 'free', priceFen: 0 });
    expect((await appeal(strangerCookie, live.id)).status).toBe(404);
    expect(await openAppealOf(post.id)).toBeUndefined();
  });

  it('upheld: the post is back at once, the author told, audited once', async () => {
    const { creator, post, cookie } = await takenDownPost();
    await appeal(cookie, post.id);
    const appealId = String((await openAppealOf(post.id))!.id);
    const handled = await t.call(
      adminAppealEndpoints.handle,
      { appealId, decision: 'upheld', note: '核实为原创' },
      { cookie: opCookie },
    );
    expect(handled.body.data).toEqual({ status: 'upheld' });
    const visitor = await t.call(postEndpoints.get, { id: String(post.id) });
    expect(visitor.body.code).toBe(200);
    const [notice] = await noticesOf(t.db, creator.id, 'appeal_result:upheld');
    expect(notice).toMatchObject({ title: '你的申诉已通过，《被误下架的速写》已恢复' });
    expect(notice?.body).toContain('核实为原创');
    const twice = await t.call(
      adminAppealEndpoints.handle,
      { appealId, decision: 'rejected', note: '再处理一次' },
      { cookie: opCookie },
    );
    expect(twice.status).toBe(409);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'reason'])
      .where('targetKind', '=', 'appeal')
      .where('targetId', '=', appealId)
      .execute();
    expect(audit).toEqual([{ action: 'appeal.uphold', reason: '核实为原创' }]);
  });

  it('rejected: the post stays down, the author told why, and cannot appeal this takedown again', async () => {
    const { creator, post, cookie } = await takenDownPost();
    await appeal(cookie, post.id);
    const appealId = String((await openAppealOf(post.id))!.id);
    await t.call(
      adminAppealEndpoints.handle,
      { appealId, decision: 'rejected', note: '与他人作品高度相似' },
      { cookie: opCookie },
    );
    expect((await t.call(postEndpoints.get, { id: String(post.id) })).status).toBe(404);
    expect(await ownTakedown(cookie, post.id)).toMatchObject({
      appeal: { status: 'rejected', outcome: '与他人作品高度相似' },
      canAppeal: false,
    });
    const [notice] = await noticesOf(t.db, creator.id, 'appeal_result:rejected');
    expect(notice?.body).toContain('与他人作品高度相似');
    const again = await appeal(cookie, post.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('这次下架已申诉过，不能再次申诉');
  });

  it('a post restored and taken down again may be appealed again; non-operators get 404', async () => {
    const { post, cookie } = await takenDownPost();
    await appeal(cookie, post.id);
    await t.call(
      adminContentEndpoints.restore,
      { postId: String(post.id), reason: '复核' },
      { cookie: opCookie },
    );
    expect(await openAppealOf(post.id)).toBeDefined();
    await t.call(
      adminContentEndpoints.takedown,
      { postId: String(post.id), reason: '再次违规' },
      { cookie: opCookie },
    );
    expect(await ownTakedown(cookie, post.id)).toMatchObject({
      reason: '再次违规',
      appeal: null,
      canAppeal: true,
    });
    expect((await appeal(cookie, post.id, '这次下架同样是误判，请再看一下。')).body.code).toBe(200);
    expect((await t.call(adminAppealEndpoints.list, {}, { cookie })).status).toBe(404);
  });

  it('paywall canary: the appeal queue and the author’s notice name a paid post by its title only', async () => {
    const canary = newCanary();
    const creator = await buildCreator(t.db, { nickname: '上锁的申诉者' });
    const post = await buildCanaryPost(t.db, creator.id, canary, { title: '上锁的申诉作品' });
    await expectCanaryStored(t.db, post.id, canary);
    await t.call(
      adminContentEndpoints.takedown,
      { postId: String(post.id), reason: '测试' },
      { cookie: opCookie },
    );
    const cookie = await t.signIn(creator.phone);
    await appeal(cookie, post.id);
    const queue = await t.call(adminAppealEndpoints.list, { pageSize: '50' }, { cookie: opCookie });
    expect(JSON.stringify(queue.body)).toContain('上锁的申诉作品');
    expect(JSON.stringify(queue.body)).not.toContain(canary);
    const appealId = String((await openAppealOf(post.id))!.id);
    const handled = await t.call(
      adminAppealEndpoints.handle,
      { appealId, decision: 'rejected', note: '维持下架' },
      { cookie: opCookie },
    );
    expect(JSON.stringify(handled.body)).not.toContain(canary);
    expect(JSON.stringify(await noticesOf(t.db, creator.id))).not.toContain(canary);
  });
});
