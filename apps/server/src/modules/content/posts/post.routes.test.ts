import { postEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildPost, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { expectNoWrites } from '../../../../test/test-db';
import type { SupportPlanRow, UserRow } from '../../../platform/db/types';

const t = useTestApp();

describe('/api/post/* writing and managing', () => {
  let creator: UserRow;
  let cookie: string;
  let otherCreator: UserRow;
  let otherCookie: string;
  let readerCookie: string;
  let plan: SupportPlanRow;
  let foreignPlan: SupportPlanRow;

  beforeAll(async () => {
    creator = await buildCreator(t.db, { nickname: '写作蛙' });
    cookie = await t.signIn(creator.phone);
    otherCreator = await buildCreator(t.db);
    otherCookie = await t.signIn(otherCreator.phone);
    readerCookie = await t.signIn((await buildUser(t.db)).phone);
    plan = await buildPlan(t.db, creator.id, { name: '饭团' });
    foreignPlan = await buildPlan(t.db, otherCreator.id);
  });

  const publish = (params: Record<string, string | string[]>) =>
    t.call(postEndpoints.publish, params, { cookie });
  const postRow = (id: number) =>
    t.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('saves a draft (body sanitised on the server) and restores it', async () => {
    const saved = await t.call(
      postEndpoints.saveDraft,
      {
        title: '  第一篇草稿 ',
        summary: '大家都能看到的摘要',
        bodyHtml:
          '<p onclick="alert(1)">正文<script>alert(1)</script><img src="https://evil.example/x.png"></p>',
        visibility: 'paid',
        price: '9.9',
      },
      { cookie },
    );
    expect(saved.body.code).toBe(200);
    expect(saved.body.data).toMatchObject({
      title: '第一篇草稿',
      bodyHtml: '<p>正文</p>',
      visibility: 'paid',
      price: '9.90',
      status: 'draft',
    });
    const row = await postRow(saved.body.data.id);
    expect(row).toMatchObject({ priceFen: 990, bodyHtml: '<p>正文</p>', status: 'draft', publishedAt: null });

    const second = await t.call(
      postEndpoints.saveDraft,
      { id: String(saved.body.data.id), title: '改过的标题', visibility: 'plan', planIds: [String(plan.id)] },
      { cookie },
    );
    expect(second.body.data).toMatchObject({ id: saved.body.data.id, planIds: [plan.id], price: '' });

    const restored = await t.call(postEndpoints.getDraft, {}, { cookie });
    expect(restored.body.data).toMatchObject({
      id: saved.body.data.id,
      title: '改过的标题',
      visibility: 'plan',
    });
  });

  it('refuses writing to people who are not creators, pointing to the application', async () => {
    const res = await expectNoWrites(t.db, () =>
      t.call(postEndpoints.saveDraft, { title: '我也想写' }, { cookie: readerCookie }),
    );

    expect(res.body.code).toBe(403);
    expect(res.body.message).toContain('申请成为创作者');
  });

  it('needs sign-in for every writing call', async () => {
    for (const endpoint of [
      postEndpoints.saveDraft,
      postEndpoints.publish,
      postEndpoints.getDraft,
      postEndpoints.updatePostStatus,
      postEndpoints.myPosts,
      postEndpoints.myPlans,
      postEndpoints.removeAttachment,
    ]) {
      const res = await t.call(endpoint, { id: '1', title: 'x', status: 'hidden' });
      expect(res.body.code, endpoint.path).toBe(401);
    }
  });

  it.each([
    [{ title: 'x', visibility: 'paid', price: '9.999' }, '价格'],
    [{ title: 'x', visibility: 'paid', price: '0' }, '价格'],
    [{ title: 'x', visibility: 'paid' }, '请填写价格'],
    [{ title: 'x', visibility: 'secret' }, '可见范围'],
    [{ title: 'x'.repeat(101) }, '标题不能超过100个字'],
    [{ title: 'x', coverUrl: 'https://evil.example/a.png' }, '封面'],
    [{ title: 'x', coverUrl: '/uploads/avatars/not-mine.webp' }, '封面'],
    [{ title: 'x', id: 'abc' }, '作品ID'],
  ])('save-draft %j → 400 naming the field, nothing written', async (params, message) => {
    const res = await expectNoWrites(t.db, () => t.call(postEndpoints.saveDraft, params, { cookie }));

    expect(res.body.code).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('refuses another creator’s plan, and another creator’s post looks like not found', async () => {
    const mine = await buildPost(t.db, creator.id, { status: 'draft', publishedAt: null, title: '原标题' });
    const foreign = await expectNoWrites(t.db, () =>
      publish({
        id: String(mine.id),
        title: 'x',
        visibility: 'plan',
        planIds: [String(foreignPlan.id)],
      }),
    );
    expect(foreign.body.code).toBe(400);
    expect(foreign.body.message).toContain('支持方案');

    for (const [endpoint, params] of [
      [postEndpoints.saveDraft, { id: String(mine.id), title: '偷改' }],
      [postEndpoints.publish, { id: String(mine.id), title: '偷改' }],
      [postEndpoints.getDraft, { id: String(mine.id) }],
      [postEndpoints.updatePostStatus, { id: String(mine.id), status: 'deleted' }],
    ] as const) {
      const res = await t.call(endpoint, params, { cookie: otherCookie });
      expect(res.body.code, endpoint.path).toBe(404);
    }
    const row = await postRow(mine.id);
    expect(row).toMatchObject({ title: '原标题', status: 'draft' });
  });

  it('publishes now: strangers see it; the creator keeps its first time on later edits', async () => {
    const res = await publish({
      title: '今天的速写',
      summary: '摘要',
      bodyHtml: '<p>全文</p>',
      visibility: 'free',
    });
    expect(res.body.code).toBe(200);
    expect(res.body.data.status).toBe('published');
    const id = String(res.body.data.id);

    const seen = await t.call(postEndpoints.get, { id });
    expect(seen.body.data).toMatchObject({ title: '今天的速写', bodyHtml: '<p>全文</p>', locked: false });

    const firstTime = res.body.data.publishedAt;
    const edited = await publish({ id, title: '今天的速写（修订）' });
    expect(edited.body.data.publishedAt).toBe(firstTime);
  });

  it('publishes a paid post only with a price and a plan post only with plans (400, nothing written)', async () => {
    const paid = await expectNoWrites(t.db, () => publish({ title: 'x', visibility: 'paid' }));
    const plans = await publish({ title: 'x', visibility: 'plan_or_paid', price: '3' });
    const untitled = await publish({ title: '', visibility: 'free' });

    expect([paid.body.message, plans.body.message, untitled.body.message]).toEqual([
      '请填写价格',
      '请选择至少一个支持方案',
      '请填写标题',
    ]);
  });

  it('schedules a post: invisible to others until its time, then listed', async () => {
    const at = new Date(Date.now() + 3600_000).toISOString();
    const res = await publish({ title: '明天见', visibility: 'free', publishAt: at });
    expect(res.body.data.status).toBe('scheduled');
    const id = res.body.data.id;

    expect((await t.call(postEndpoints.get, { id: String(id) })).body.code).toBe(404);
    const list = await t.call(postEndpoints.listByAuthor, { authorId: String(creator.id) });
    expect(list.body.data.items.map((p) => p.id)).not.toContain(id);
    expect((await t.call(postEndpoints.get, { id: String(id) }, { cookie })).body.data.status).toBe(
      'scheduled',
    );

    // Time passes: no job needed, the visibility query lets it through.
    await t.db
      .updateTable('posts')
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await t.call(postEndpoints.get, { id: String(id) })).body.code).toBe(200);

    const past = await publish({ title: '过去', visibility: 'free', publishAt: '2020-01-01T00:00:00Z' });
    expect(past.body.code).toBe(400);
    expect(past.body.message).toContain('定时发布时间');
  });

  it('hides, republishes and deletes through update-post-status; counts follow', async () => {
    const post = await buildPost(t.db, creator.id, { visibility: 'free', priceFen: 0 });
    const id = String(post.id);
    const status = (s: string) => t.call(postEndpoints.updatePostStatus, { id, status: s }, { cookie });

    expect((await status('hidden')).body.data).toEqual({ id: post.id, status: 'hidden' });
    expect((await t.call(postEndpoints.get, { id })).body.code).toBe(404);
    const hidden = await t.call(postEndpoints.myPosts, { status: 'hidden' }, { cookie });
    expect(hidden.body.data.items.map((p) => p.id)).toContain(post.id);
    expect(hidden.body.data.counts.hidden).toBeGreaterThanOrEqual(1);

    expect((await status('published')).body.data.status).toBe('published');
    expect((await t.call(postEndpoints.get, { id })).body.code).toBe(200);

    expect((await status('deleted')).body.data.status).toBe('deleted');
    expect((await t.call(postEndpoints.get, { id }, { cookie })).body.code).toBe(404);
    expect((await t.call(postEndpoints.getDraft, { id }, { cookie })).body.code).toBe(404);

    const bad = await t.call(postEndpoints.updatePostStatus, { id, status: 'draft' }, { cookie });
    expect(bad.body.code).toBe(400);

    // A plan-only draft without plans cannot go live from the list either.
    const planless = await buildPost(t.db, creator.id, {
      visibility: 'plan',
      priceFen: 0,
      status: 'draft',
      publishedAt: null,
    });
    const refused = await t.call(
      postEndpoints.updatePostStatus,
      { id: String(planless.id), status: 'published' },
      { cookie },
    );
    expect([refused.body.code, refused.body.message]).toEqual([400, '请先选择至少一个支持方案再发布']);
  });

  it('my-posts pages posts edited within the same millisecond without skipping one', async () => {
    const fresh = await buildCreator(t.db);
    const c = await t.signIn(fresh.phone);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await buildPost(t.db, fresh.id, { title: `同刻${i}` })).id);
    // One statement, one now(): the same instant for all three, to the microsecond.
    await t.db.updateTable('posts').set({ updatedAt: sql<Date>`now()` }).where('id', 'in', ids).execute();

    const seen: string[] = [];
    let cursor = '';
    for (let page = 0; page < 5; page++) {
      const res = await t.call(
        postEndpoints.myPosts,
        { status: 'published', pageSize: '1', cursor },
        { cookie: c },
      );
      seen.push(...res.body.data.items.map((p) => p.title));
      if (!res.body.data.nextCursor) break;
      cursor = res.body.data.nextCursor;
    }
    expect(seen).toEqual(['同刻2', '同刻1', '同刻0']);
  });

  it('my-posts lists own posts by status with counts per status', async () => {
    const fresh = await buildCreator(t.db);
    const c = await t.signIn(fresh.phone);
    await buildPost(t.db, fresh.id, { title: '已发布1' });
    await buildPost(t.db, fresh.id, { title: '已发布2' });
    await buildPost(t.db, fresh.id, { title: '草稿', status: 'draft', publishedAt: null });
    await buildPost(t.db, fresh.id, { title: '定时', publishedAt: new Date(Date.now() + 86_400_000) });
    await buildPost(t.db, fresh.id, { title: '隐藏', status: 'hidden' });
    await buildPost(t.db, fresh.id, { title: '删了', status: 'deleted' });

    const res = await t.call(postEndpoints.myPosts, { status: 'published', pageSize: '1' }, { cookie: c });
    expect(res.body.data.counts).toEqual({
      published: 2,
      draft: 1,
      hidden: 1,
      scheduled: 1,
      taken_down: 0,
      in_review: 0,
    });
    expect(res.body.data.items).toHaveLength(1);
    const next = await t.call(
      postEndpoints.myPosts,
      { status: 'published', pageSize: '1', cursor: res.body.data.nextCursor ?? '' },
      { cookie: c },
    );
    expect(next.body.data.items.map((p) => p.title)).toHaveLength(1);
    expect([res.body.data.items[0]?.title, next.body.data.items[0]?.title].sort()).toEqual([
      '已发布1',
      '已发布2',
    ]);
    expect(next.body.data.nextCursor).toBeNull();

    const scheduled = await t.call(postEndpoints.myPosts, { status: 'scheduled' }, { cookie: c });
    expect(scheduled.body.data.items.map((p) => [p.title, p.status])).toEqual([['定时', 'scheduled']]);
    expect((await t.call(postEndpoints.myPosts, { status: 'gone' }, { cookie: c })).body.code).toBe(400);
  });

  it('my-plans answers the creator’s active plans in yuan', async () => {
    await buildPlan(t.db, creator.id, { name: '已关闭', status: 'closed' });
    const res = await t.call(postEndpoints.myPlans, {}, { cookie });

    expect(res.body.data).toEqual([{ id: plan.id, name: '饭团', priceFen: 600, price: '6.00' }]);
  });
});
