import { commentEndpoints, postEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';

const t = useTestApp({ changeFeed: true });

const visitorTitle = async (id: number) =>
  (await t.call(postEndpoints.get, { id: String(id) })).body.data?.title;

/** Polls until `read` answers `want` (a NOTIFY reaches the listener a moment after its commit). */
const eventually = <T>(read: () => Promise<T>, want: T) =>
  vi.waitFor(async () => expect(await read()).toBe(want), { timeout: 3000, interval: 20 });

describe("visitors' reads are cached and emptied by every committed change", () => {
  it('serves a visitor the cached post; a change (any writer, even raw SQL) reaches them at once', async () => {
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id, { title: '第一版' });
    const reader = await t.signIn((await buildUser(t.db)).phone);
    expect(await visitorTitle(post.id)).toBe('第一版');

    // With the trigger off nothing tells the cache: the visitor keeps the cached answer (proof that
    // it is cached), while a signed-in reader, never served from it, sees the row.
    await sql`alter table posts disable trigger posts_notify_content`.execute(t.db);
    await sql`update posts set title = '没人通知' where id = ${post.id}`.execute(t.db);
    await sql`alter table posts enable trigger posts_notify_content`.execute(t.db);
    expect(await visitorTitle(post.id)).toBe('第一版');
    const signedIn = await t.call(postEndpoints.get, { id: String(post.id) }, { cookie: reader });
    expect(signedIn.body.data.title).toBe('没人通知');

    await sql`update posts set title = '第二版' where id = ${post.id}`.execute(t.db);
    await eventually(() => visitorTitle(post.id), '第二版');
  });

  it('a new comment shows in the cached comment list and count; a takedown hides the post', async () => {
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id);
    const reader = await t.signIn((await buildUser(t.db, { nickname: '读者' })).phone);
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
});
