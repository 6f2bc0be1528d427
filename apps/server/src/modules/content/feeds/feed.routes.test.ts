import { feedEndpoints, publicFeedPath } from '@frog/contracts';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it, vi } from 'vitest';
import { buildCanaryPost, expectCanaryStored, newCanary } from '../../../../test/canary';
import { buildCreator, buildPlan, buildPost, buildSignedInUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';

// Reads kept an hour: only an announced change (a refund) can explain a fresh private feed.
const t = useTestApp({ changeFeed: true, env: { READ_CACHE_SECONDS: '3600' } });

const parser = new XMLParser({ ignoreAttributes: false, cdataPropName: false });

/** GETs a feed path (or absolute URL): status, content type and the XML text. */
async function fetchFeed(url: string) {
  const res = await t.app.inject({ method: 'GET', url: url.replace(t.env.PUBLIC_URL, '') });

  return { status: res.statusCode, type: String(res.headers['content-type']), xml: res.body };
}

type RssItem = { title: string; link: string; description?: string; 'content:encoded'?: string };

/** The feed parsed (it must be well-formed XML): its items by title. */
function rssItems(xml: string): Map<string, RssItem> {
  expect(XMLValidator.validate(xml)).toBe(true);
  const items = [parser.parse(xml).rss.channel.item ?? []].flat() as RssItem[];

  return new Map(items.map((item) => [String(item.title), item]));
}

async function creatorWithPosts() {
  const creator = await buildCreator(t.db, { nickname: '蛙<&>"\u0001画家' });
  const canary = newCanary();
  const free = await buildPost(t.db, creator.id, {
    title: '免费篇 <b>&amp; ]]> ]]>',
    summary: '免费的摘要',
    visibility: 'free',
    bodyHtml: '<p>免费的正文 ]]> 结束</p><img src="/uploads/frog.png">',
    publishedAt: new Date(Date.now() - 60_000),
  });
  const paid = await buildCanaryPost(t.db, creator.id, canary, { title: '付费篇' });
  await expectCanaryStored(t.db, paid.id, canary);

  return { creator, canary, free, paid };
}

describe('the public feed: free posts in full, previews of the others', () => {
  it('is valid RSS and Atom with absolute links and no paid body', async () => {
    const { creator, canary, free, paid } = await creatorWithPosts();
    const rss = await fetchFeed(publicFeedPath(creator.slug));
    expect([rss.status, rss.type]).toEqual([200, 'application/rss+xml; charset=utf-8']);
    expect(rss.xml).not.toContain(canary);
    const items = rssItems(rss.xml);
    const freeItem = items.get('免费篇 &lt;b&gt;&amp;amp; ]]&gt; ]]&gt;');
    expect(freeItem?.link).toBe(`${t.env.PUBLIC_URL}/post/${free.id}`);
    expect(freeItem?.['content:encoded']).toContain('免费的正文');
    expect(freeItem?.['content:encoded']).toContain(`src="${t.env.PUBLIC_URL}/uploads/frog.png"`);
    const paidItem = items.get('付费篇');
    expect(paidItem?.link).toBe(`${t.env.PUBLIC_URL}/post/${paid.id}`);
    expect(paidItem?.description).toContain('公开的摘要');
    expect(paidItem?.['content:encoded']).toBeUndefined();
    expect(parser.parse(rss.xml).rss.channel.title).toBe('蛙<&>"画家的创作蛙作品');

    const atom = await fetchFeed(publicFeedPath(creator.slug, 'atom'));
    expect([atom.status, atom.type]).toEqual([200, 'application/atom+xml; charset=utf-8']);
    expect(XMLValidator.validate(atom.xml)).toBe(true);
    expect(atom.xml).not.toContain(canary);
    expect(parser.parse(atom.xml).feed.entry).toHaveLength(2);
  });

  it('an unknown creator or format is a 404', async () => {
    expect((await fetchFeed(publicFeedPath('nobody-here'))).status).toBe(404);
    const { creator } = await creatorWithPosts();
    expect((await fetchFeed(`/api/feed/creator/${creator.slug}/json`)).status).toBe(404);
  });
});

describe("a supporter's private feed", () => {
  async function memberUrl(cookie: string, creatorId: number) {
    const res = await t.call(feedEndpoints.memberUrl, { creatorId: String(creatorId) }, { cookie });
    expect(res.body.code, res.body.message).toBe(200);

    return res.body.data.url;
  }

  it('has the paid body for a member only; a refund takes it out again', async () => {
    const { creator, canary, paid } = await creatorWithPosts();
    const { user: member, cookie } = await buildSignedInUser(t);
    const { cookie: strangerCookie } = await buildSignedInUser(t);
    await t.db.insertInto('postUnlocks').values({ userId: member.id, postId: paid.id }).execute();

    const url = await memberUrl(cookie, creator.id);
    expect(url.startsWith(`${t.env.PUBLIC_URL}/api/feed/member/`)).toBe(true);
    expect(await memberUrl(cookie, creator.id)).toBe(url);
    const feed = await fetchFeed(url);
    expect([feed.status, feed.type]).toEqual([200, 'application/rss+xml; charset=utf-8']);
    expect(rssItems(feed.xml).get('付费篇')?.['content:encoded']).toContain(canary);

    // A stranger's own, valid URL lists the same posts, previews only.
    const strangers = await fetchFeed(await memberUrl(strangerCookie, creator.id));
    expect(strangers.status).toBe(200);
    expect(strangers.xml).not.toContain(canary);
    expect(rssItems(strangers.xml).get('付费篇')?.description).toContain('公开的摘要');

    // Refunded: the kept feed is forgotten at once (READ_CACHE_SECONDS is an hour here).
    await t.db.deleteFrom('postUnlocks').where('userId', '=', member.id).execute();
    await vi.waitFor(async () => expect((await fetchFeed(url)).xml).not.toContain(canary), {
      timeout: 30_000,
      interval: 50,
    });
  });

  it('a plan post is in full while the plan runs and out of the kept feed the moment it ends', async () => {
    const creator = await buildCreator(t.db);
    const plan = await buildPlan(t.db, creator.id);
    const canary = newCanary();
    const post = await buildCanaryPost(t.db, creator.id, canary, { title: '方案篇', visibility: 'plan' });
    await t.db.insertInto('postPlans').values({ postId: post.id, planId: plan.id }).execute();
    const { user: member, cookie } = await buildSignedInUser(t);
    const endsAt = new Date(Date.now() + 3_000);
    await t.db
      .insertInto('planSubscriptions')
      .values({ userId: member.id, planId: plan.id, startsAt: new Date(Date.now() - 1000), endsAt })
      .execute();
    await t.changesHeard();
    const url = await memberUrl(cookie, creator.id);
    expect((await fetchFeed(url)).xml).toContain(canary);

    // No write announces the end: the kept feed itself says how long it holds (READ_CACHE_SECONDS is an hour).
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(endsAt.getTime()), { timeout: 10_000 });
    const after = await fetchFeed(url);
    expect(after.xml).not.toContain(canary);
    expect(rssItems(after.xml).get('方案篇')?.description).toContain('公开的摘要');
  });

  it('a wrong or reset signature is a 404; the new URL works', async () => {
    const { creator, canary, paid } = await creatorWithPosts();
    const { user: member, cookie } = await buildSignedInUser(t);
    await t.db.insertInto('postUnlocks').values({ userId: member.id, postId: paid.id }).execute();
    const url = await memberUrl(cookie, creator.id);
    expect((await fetchFeed(url)).xml).toContain(canary);

    const token = decodeURIComponent(url.split('/member/')[1]!.split('/')[0]!);
    const signature = token.split('-')[2]!;
    const forged = `${token.slice(0, -signature.length)}${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const { user: other } = await buildSignedInUser(t);
    const borrowed = token.replace(`${member.id}-`, `${other.id}-`);
    for (const bad of [forged, borrowed, 'garbage', `${token}x`]) {
      const res = await fetchFeed(`/api/feed/member/${encodeURIComponent(bad)}/rss`);
      expect(res.status).toBe(404);
      expect(res.xml).not.toContain(canary);
    }

    const reset = await t.call(feedEndpoints.resetMemberUrl, { creatorId: String(creator.id) }, { cookie });
    expect(reset.body.data.url).not.toBe(url);
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await fetchFeed(reset.body.data.url)).xml).toContain(canary);
  });

  it('asking for a URL: signed in, of a creator', async () => {
    const { cookie, user } = await buildSignedInUser(t);
    expect((await t.call(feedEndpoints.memberUrl, { creatorId: '1' })).status).toBe(401);
    const notCreator = await t.call(feedEndpoints.memberUrl, { creatorId: String(user.id) }, { cookie });
    expect([notCreator.status, notCreator.body.message]).toEqual([404, '创作者不存在']);
    const bad = await t.call(feedEndpoints.resetMemberUrl, { creatorId: 'x' }, { cookie });
    expect([bad.status, bad.body.message]).toEqual([400, '创作者ID格式不正确']);
  });
});
