import { rm } from 'node:fs/promises';
import { type Endpoint, postEndpoints } from '@frog/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildPlan, buildUser } from '../../../../test/factories';
import { uploadPostFile } from '../../../../test/posts';
import { buildTestApp, type TestApp } from '../../../../test/test-app';
import { writeWebBuild } from '../../../../test/web-build';
import type { SupportPlanRow, UserRow } from '../../../platform/db/types';

// The canary: locked posts whose body, attachment names and attachment bytes hold a unique
// string. No answer to anyone not entitled may ever contain it.
const SECRET = `CANARY${Date.now().toString(36)}XYZ`;
const DRAFT_SECRET = `UNPUBLISHED${Date.now().toString(36)}QQ`;
const INDEX =
  '<!doctype html><html><head><title>创作蛙</title></head><body><div id="root"></div></body></html>';
// Stands in for the web build's post page renderer (platform/pages/built-renderer.ts): it writes everything it
// was handed into the served HTML (as text, like React), so the canary sees whatever the server
// would let it paint.
const RENDERER = `export function renderPostPage(post, path) {
  return '<div class="site" data-server-rendered="post-' + post.id + '">' +
    JSON.stringify({ path, post }).replaceAll('<', '&lt;') + '</div>';
}
export const renderPromotionPage = () => '';`;

describe('the paywall: a locked post never leaves the server', () => {
  let t: TestApp;
  let dist: string;
  let creator: UserRow;
  let creatorCookie: string;
  let plan: SupportPlanRow;
  const locked: { id: number; attachmentIds: number[]; kind: string }[] = [];
  let scheduledId = 0;
  let draftId = 0;

  const publish = async (params: Record<string, string | string[]>) => {
    const res = await t.call(postEndpoints.publish, params, { cookie: creatorCookie });
    expect(res.body.code, res.body.message).toBe(200);

    return res.body.data.id;
  };

  beforeAll(async () => {
    dist = await writeWebBuild({ index: INDEX, renderer: RENDERER, manifest: false });
    // With the change feed, as in production: the canary also reads through the caches.
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist }, changeFeed: true });
    creator = await buildCreator(t.db, { slug: 'canary-frog', nickname: '金丝雀蛙' });
    creatorCookie = await t.signIn(creator.phone);
    plan = await buildPlan(t.db, creator.id, { name: '金丝雀方案' });

    const body = `<p>正文开始 ${SECRET} 正文结束</p>`;
    const variants: Record<string, string | string[]>[] = [
      { visibility: 'paid', price: '9.90' },
      { visibility: 'plan', planIds: [String(plan.id)] },
      { visibility: 'plan_or_paid', price: '19.90', planIds: [String(plan.id)] },
    ];
    for (const variant of variants) {
      const id = await publish({
        title: '上锁的作品',
        summary: '人人可见的摘要',
        bodyHtml: body,
        ...variant,
      });
      const attachmentIds: number[] = [];
      for (const video of [false, true]) {
        const up = await uploadPostFile(t.app, creatorCookie, {
          postId: id,
          filename: `${SECRET}-${video ? '视频.mp4' : '原图.txt'}`,
          body: video ? Buffer.concat([mp4Head(), Buffer.from(SECRET)]) : `文件内容 ${SECRET}`,
          video,
        });
        expect(up.body.code, up.body.message).toBe(200);
        attachmentIds.push(up.body.data?.id ?? 0);
      }
      locked.push({ id, attachmentIds, kind: String(variant.visibility) });
    }
    // Unpublished titles are private too.
    scheduledId = await publish({
      title: `定时 ${DRAFT_SECRET}`,
      visibility: 'free',
      bodyHtml: `<p>${SECRET}</p>`,
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const draft = await t.call(
      postEndpoints.saveDraft,
      { title: `草稿 ${DRAFT_SECRET}`, bodyHtml: `<p>${SECRET}</p>` },
      { cookie: creatorCookie },
    );
    draftId = draft.body.data.id;
    // A free post so lists are not empty.
    await publish({ title: '免费的作品', visibility: 'free', bodyHtml: '<p>大家好</p>' });
  });

  afterAll(async () => {
    await t?.close();
    await rm(dist, { recursive: true, force: true });
  });

  /** Every answer a viewer can get about the creator's posts, concatenated. */
  async function everything(cookie: string | undefined): Promise<string> {
    const answers: string[] = [];
    const call = async (endpoint: Endpoint, params: Record<string, string | string[]>) => {
      const res = await t.call(endpoint, params, { cookie });
      answers.push(JSON.stringify(res.body));

      return res.body;
    };
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      answers.push(`${res.statusCode} ${JSON.stringify(res.headers)} ${res.body}`);

      return res;
    };

    for (const post of [
      ...locked,
      { id: scheduledId, attachmentIds: [] },
      { id: draftId, attachmentIds: [] },
    ]) {
      const id = String(post.id);
      await call(postEndpoints.get, { id });
      await call(postEndpoints.shareInfo, { id });
      await call(postEndpoints.getDraft, { id });
      await get(`/post/${id}`);
      for (const attachmentId of post.attachmentIds) {
        await get(`/api/post/attachment/${attachmentId}`);
        await get(`/api/post/attachment/${attachmentId}?download=1`);
      }
    }
    await call(postEndpoints.getDraft, {});
    await get('/user/canary-frog');
    for (const params of [{ authorId: String(creator.id) }, { slug: 'canary-frog' }] as Record<
      string,
      string
    >[]) {
      await call(postEndpoints.listByAuthor, params);
    }
    await call(postEndpoints.listBySupportPlan, { planId: String(plan.id) });
    // Walk the whole feed, page by page.
    let cursor = '';
    for (let i = 0; i < 20; i++) {
      const page = (await call(postEndpoints.homeFeed, { cursor, pageSize: '2' })) as {
        data: { nextCursor: string | null } | null;
      };
      if (!page.data?.nextCursor) break;
      cursor = page.data.nextCursor;
    }

    return answers.join('\n');
  }

  it('anonymous visitors never get the body, attachments, or unpublished titles', async () => {
    const all = await everything(undefined);

    expect(all).not.toContain(SECRET);
    expect(all).not.toContain(DRAFT_SECRET);
    // They did get the previews: title, summary and price, in the API and in the served page.
    expect(all).toContain('人人可见的摘要');
    expect(all).toContain('9.90');
    expect(all).toContain(`data-server-rendered="post-${locked[0]?.id}"`);
  });

  it('another signed-in user gets nothing either', async () => {
    const other = await buildUser(t.db);
    const all = await everything(await t.signIn(other.phone));

    expect(all).not.toContain(SECRET);
    expect(all).not.toContain(DRAFT_SECRET);
  });

  it('a follower who bought other things (another post, an expired plan) gets nothing', async () => {
    const fan = await buildUser(t.db);
    const otherCreator = await buildCreator(t.db);
    const otherPlan = await buildPlan(t.db, otherCreator.id);
    const expired = { startsAt: new Date(Date.now() - 60 * 86_400_000), endsAt: new Date(Date.now() - 1000) };
    await t.db.insertInto('follows').values({ followerId: fan.id, followeeId: creator.id }).execute();
    await t.db
      .insertInto('planSubscriptions')
      .values([
        { userId: fan.id, planId: plan.id, ...expired },
        {
          userId: fan.id,
          planId: otherPlan.id,
          startsAt: new Date(),
          endsAt: new Date(Date.now() + 86_400_000),
        },
      ])
      .execute();
    const all = await everything(await t.signIn(fan.phone));

    expect(all).not.toContain(SECRET);
    expect(all).not.toContain(DRAFT_SECRET);
    expect(all).toContain('上锁的作品');
  });

  it('the author reads everything of their own', async () => {
    const all = await everything(creatorCookie);

    expect(all).toContain(SECRET);
    expect(all).toContain(DRAFT_SECRET);
  });

  it('a buyer of the paid post reads it and its attachments, but not the plan-only one', async () => {
    const buyer = await buildUser(t.db);
    const cookie = await t.signIn(buyer.phone);
    const [paid, planOnly] = locked;
    await t.db.insertInto('postUnlocks').values({ userId: buyer.id, postId: paid!.id }).execute();

    const detail = await t.call(postEndpoints.get, { id: String(paid!.id) }, { cookie });
    expect(detail.body.data).toMatchObject({ locked: false, bodyHtml: expect.stringContaining(SECRET) });
    expect(detail.body.data.attachments.map((a) => a.name)).toEqual([
      `${SECRET}-原图.txt`,
      `${SECRET}-视频.mp4`,
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: detail.body.data.attachments[0]!.url,
      headers: { cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(`文件内容 ${SECRET}`);
    expect(file.headers['content-disposition']).toContain('attachment;');

    const other = await t.call(postEndpoints.get, { id: String(planOnly!.id) }, { cookie });
    expect(other.body.data).toMatchObject({ locked: true, bodyHtml: null, attachments: [] });
    expect(JSON.stringify(other.body)).not.toContain(SECRET);
  });

  it('an active plan member reads the plan posts (plan and plan_or_paid), not the paid-only one', async () => {
    const member = await buildUser(t.db);
    const cookie = await t.signIn(member.phone);
    await t.db
      .insertInto('planSubscriptions')
      .values({
        userId: member.id,
        planId: plan.id,
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 86_400_000),
      })
      .execute();

    const answers = await Promise.all(
      locked.map((p) => t.call(postEndpoints.get, { id: String(p.id) }, { cookie })),
    );
    expect(answers.map((a) => [a.body.data.visibility, a.body.data.locked])).toEqual([
      ['paid', true],
      ['plan', false],
      ['plan_or_paid', false],
    ]);
    expect(answers[1]?.body.data.bodyHtml).toContain(SECRET);
    const video = await t.app.inject({
      method: 'GET',
      url: `/api/post/attachment/${locked[1]!.attachmentIds[1]}`,
      headers: { cookie, range: 'bytes=4-11' },
    });
    expect(video.statusCode).toBe(206);
    expect(video.body).toBe('ftypisom');
    const page = await t.call(postEndpoints.listBySupportPlan, { planId: String(plan.id) }, { cookie });
    expect(page.body.data.items.map((p) => p.locked)).toEqual([false, false]);
    expect(JSON.stringify(page.body)).not.toContain(SECRET);
  });

  it('the served HTML of /post/:id carries share tags with the summary only, escaped', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/post/${locked[0]!.id}` });

    expect(res.body).toContain('<meta property="og:title" content="上锁的作品" />');
    expect(res.body).toContain('<meta property="og:description" content="人人可见的摘要" />');
    expect(res.body).toContain(
      `<meta property="og:url" content="${t.env.PUBLIC_URL}/post/${locked[0]!.id}" />`,
    );
    expect(res.body).toContain('<title>上锁的作品 - 创作蛙</title>');
    expect(res.body).not.toContain(SECRET);

    const hostile = await publish({
      title: '"><script>alert(1)</script>',
      summary: "</title><img src=x onerror='x'>",
      visibility: 'free',
    });
    const page = await t.app.inject({ method: 'GET', url: `/post/${hostile}` });
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&quot;&gt;&lt;script&gt;');
  });
});

/** ftyp isom header: sniffed as video/mp4. */
function mp4Head() {
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41'),
  ]);
}
