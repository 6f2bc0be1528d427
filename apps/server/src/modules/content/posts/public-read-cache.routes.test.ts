import { commentEndpoints, postEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { buildCreator, buildPlan, buildPost, buildSignedInUser, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';

// Reads kept an hour: only an announced change can explain a fresh answer.
const t = useTestApp({ changeFeed: true, env: { READ_CACHE_SECONDS: '3600' } });

const visitorTitle = async (id: number) =>
  (await t.call(postEndpoints.get, { id: String(id) })).body.data?.title;

/** Polls until `read` answers `want` (a NOTIFY reaches the listener a moment after its commit). */
const eventually = <T>(read: () => Promise<T>, want: T) =>
  vi.waitFor(async () => expect(await read()).toBe(want), { timeout: 60_000, interval: 20 });

/** Changes a post with its notify trigger off: nothing tells the caches. */
async function retitleUnannounced(id: number, title: string) {
  await sql`alter table posts disable trigger posts_notify_content_update`.execute(t.db);
  await sql`update posts set title = ${title} where id = ${id}`.execute(t.db);
  await sql`alter table posts enable trigger posts_notify_content_update`.execute(t.db);
}

/** Waits until the notifies of what was just written have reached the caches. */
const settle = () => t.changesHeard();

describe("visitors' reads are cached and emptied by every committed change", () => {
  it('serves a visitor the cached post; a change (any writer, even raw SQL) reaches them at once', async () => {
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id, { title: '第一版' });
    const creatorCookie = await t.signIn(creator.phone);
    await settle();
    expect(await visitorTitle(post.id)).toBe('第一版');

    // With the trigger off nothing tells the cache: the visitor keeps the cached answer (proof that
    // it is cached), while the post's author is always answered from the database.
    await retitleUnannounced(post.id, '没人通知');
    expect(await visitorTitle(post.id)).toBe('第一版');
    const author = await t.call(postEndpoints.get, { id: String(post.id) }, { cookie: creatorCookie });
    expect(author.body.data.title).toBe('没人通知');

    await sql`update posts set title = '第二版' where id = ${post.id}`.execute(t.db);
    await eventually(() => visitorTitle(post.id), '第二版');
  });

  it('a new comment shows in the cached comment list and count; a takedown hides the post', async () => {
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id);
    const { cookie: reader } = await buildSignedInUser(t, { nickname: '读者' });
    const total = async () =>
      (await t.call(commentEndpoints.commentList, { postId: String(post.id) })).body.data.total;
    expect(await total()).toBe(0);

    await t.call(
      commentEndpoints.postComment,
      { postId: String(post.id), content: '好看' },
      { cookie: reader },
    );
    await eventually(total, 1);

    await t.db.updateTable('posts').set({ takenDownAt: new Date() }).where('id', '=', post.id).execute();
    await eventually(async () => (await t.call(postEndpoints.get, { id: String(post.id) })).body.code, 404);
  });

  it("a creator's draft (autosaves, its plans, its attachments) leaves the cache alone; publishing it empties it", async () => {
    const creator = await buildCreator(t.db);
    const cookie = await t.signIn(creator.phone);
    const plan = await buildPlan(t.db, creator.id);
    const post = await buildPost(t.db, creator.id, { title: '第一版' });
    await settle();
    expect(await visitorTitle(post.id)).toBe('第一版');
    // A change nothing announces: the visitor goes on seeing 第一版 until something empties the cache.
    await retitleUnannounced(post.id, '新版');

    const draft = await t.call(postEndpoints.saveDraft, { title: '草稿' }, { cookie });
    const id = String(draft.body.data.id);
    for (const title of ['草稿，再写', '草稿，写完']) {
      const saved = await t.call(
        postEndpoints.saveDraft,
        { id, title, visibility: 'plan', planIds: [String(plan.id)] },
        { cookie },
      );
      expect(saved.body.code, saved.body.message).toBe(200);
    }
    await t.db
      .insertInto('postAttachments')
      .values({
        postId: draft.body.data.id,
        ownerId: creator.id,
        storageKey: 'attachments/draft.zip',
        kind: 'file',
        originalName: '草稿附件.zip',
        size: 10,
        mime: 'application/zip',
      })
      .execute();
    await settle(); // any notify the draft sent has arrived by now

    expect(await visitorTitle(post.id)).toBe('第一版');

    const published = await t.call(
      postEndpoints.publish,
      { id, title: '草稿，写完', visibility: 'plan', planIds: [String(plan.id)] },
      { cookie },
    );
    expect(published.body.code, published.body.message).toBe(200);
    await eventually(() => visitorTitle(post.id), '新版');
  });

  it("ignores a change in another schema of the same database (another deployment's, another test file's)", async () => {
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id, { title: '第一版' });
    await settle();
    expect(await visitorTitle(post.id)).toBe('第一版');
    await retitleUnannounced(post.id, '新版');

    await sql`select pg_notify('frog_content', 'some_other_schema')`.execute(t.db);
    await settle();
    expect(await visitorTitle(post.id)).toBe('第一版');

    await sql`select pg_notify('frog_content', current_schema())`.execute(t.db);
    await eventually(() => visitorTitle(post.id), '新版');
  });

  it("a member reads a live post's comments from the cache too, with their own buttons; their new comment shows at once", async () => {
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id);
    const [alice, bob] = [
      await t.signIn((await buildUser(t.db, { nickname: '甲' })).phone),
      await t.signIn((await buildUser(t.db, { nickname: '乙' })).phone),
    ];
    const creatorCookie = await t.signIn(creator.phone);
    const comment = (cookie: string, content: string) =>
      t.call(commentEndpoints.postComment, { postId: String(post.id), content }, { cookie });
    const seen = async (cookie: string) => {
      const { data } = (await t.call(commentEndpoints.commentList, { postId: String(post.id) }, { cookie }))
        .body;
      return { count: data.commentCount, rows: data.list.map((c) => [c.content, c.abilities.delete]) };
    };
    const bobs = (await comment(bob, '乙的评论')).body.data;
    await settle();
    expect(await seen(alice)).toEqual({ count: 1, rows: [['乙的评论', false]] });

    // An edit nothing announces: Alice goes on reading the cached page (proof that it is cached)...
    await sql`alter table comments disable trigger comments_notify_content`.execute(t.db);
    await sql`update comments set content = '改过' where id = ${Number(bobs.id)}`.execute(t.db);
    await sql`alter table comments enable trigger comments_notify_content`.execute(t.db);
    expect(await seen(alice)).toEqual({ count: 1, rows: [['乙的评论', false]] });
    // ...and each reader of it still gets their own buttons: the writer and the post's creator may delete.
    expect(await seen(bob)).toEqual({ count: 1, rows: [['乙的评论', true]] });
    expect(await seen(creatorCookie)).toEqual({ count: 1, rows: [['乙的评论', true]] });
    // Bystanders share one answer, by whether they may comment (a member without a nickname may
    // not); an operator is no bystander: they may delete anything.
    const { cookie: nameless } = await buildSignedInUser(t, { nickname: '' });
    const { cookie: operator } = await buildSignedInUser(t, { nickname: '运营', isOperator: true });
    const mayComment = async (cookie: string) =>
      (await t.call(commentEndpoints.commentList, { postId: String(post.id) }, { cookie })).body.data
        .canComment;
    expect(await mayComment(alice)).toBe(true);
    expect(await mayComment(nameless)).toBe(false);
    expect(await mayComment(alice)).toBe(true);
    expect(await seen(nameless)).toEqual({ count: 1, rows: [['乙的评论', false]] });
    expect(await seen(operator)).toEqual({ count: 1, rows: [['乙的评论', true]] });

    // Alice's own comment is there on her very next read, without waiting for any notification.
    expect((await comment(alice, '甲的评论')).body.code).toBe(200);
    expect(await seen(alice)).toEqual({
      count: 2,
      rows: [
        ['甲的评论', true],
        ['改过', false],
      ],
    });
  });

  it("a member's home feed: the list is theirs and fresh (a follow moves a post at once), the cards come from the cache, locks are theirs", async () => {
    const [followed, other] = [await buildCreator(t.db), await buildCreator(t.db)];
    const post = await buildPost(t.db, followed.id, {
      title: '第一版',
      publishedAt: new Date(Date.now() - 60_000),
    });
    const later = await buildPost(t.db, other.id, { title: '别人的' });
    const member = await buildUser(t.db);
    await t.db.insertInto('follows').values({ followerId: member.id, followeeId: followed.id }).execute();
    const cookie = await t.signIn(member.phone);
    const feed = async () =>
      (await t.call(postEndpoints.homeFeed, { pageSize: '50' }, { cookie })).body.data.items.map(
        (card) => [Number(card.id), card.title, card.locked] as const,
      );
    const place = (items: Awaited<ReturnType<typeof feed>>, id: number) =>
      items.findIndex(([each]) => each === id);
    await settle();
    const first = await feed();
    expect(first[0]).toEqual([post.id, '第一版', true]); // followed first, though older
    expect(place(first, later.id)).toBeGreaterThan(0);

    // The card is the cached one (an unannounced edit does not show)...
    await retitleUnannounced(post.id, '新版');
    expect((await feed())[0]).toEqual([post.id, '第一版', true]);
    // ...but what the member buys unlocks it at once, and whom they follow moves posts at once.
    await t.db.insertInto('postUnlocks').values({ userId: member.id, postId: post.id }).execute();
    await t.db.insertInto('follows').values({ followerId: member.id, followeeId: other.id }).execute();
    expect((await feed()).slice(0, 2)).toEqual([
      [later.id, '别人的', true],
      [post.id, '第一版', false],
    ]);

    await sql`update posts set summary = '改了' where id = ${post.id}`.execute(t.db);
    await eventually(async () => (await feed())[1]?.[1], '新版');
  });

  it('a member reads a live post from the cache too, yet what they buy unlocks it at once', async () => {
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id, { title: '第一版', bodyHtml: '<p>买了才看得到</p>' });
    const member = await buildUser(t.db);
    const cookie = await t.signIn(member.phone);
    const read = async () => (await t.call(postEndpoints.get, { id: String(post.id) }, { cookie })).body.data;
    await settle();
    expect(await read()).toMatchObject({ title: '第一版', locked: true, bodyHtml: null });

    await retitleUnannounced(post.id, '新版');
    // Served from the cache, and still locked: the cached post's body is not theirs.
    expect(await read()).toMatchObject({ title: '第一版', locked: true, bodyHtml: null, attachments: [] });
    // An unlock notifies nothing, and needs not: a member's entitlements are always read.
    await t.db.insertInto('postUnlocks').values({ userId: member.id, postId: post.id }).execute();
    expect(await read()).toMatchObject({ title: '第一版', locked: false, bodyHtml: '<p>买了才看得到</p>' });

    await sql`update posts set title = '第三版' where id = ${post.id}`.execute(t.db);
    await eventually(async () => (await read()).title, '第三版');
  });
});
