import { likeEndpoints, type PostCard, postEndpoints } from '@frog/contracts';
import { describe, expect, it, vi } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';

// Reads kept an hour: only an announced change (or this process's own eviction) explains a fresh answer.
const t = useTestApp({ changeFeed: true, env: { READ_CACHE_SECONDS: '3600' } });

/** The like state of one card of the member's home feed. */
async function likesInFeed(cookie: string, postId: number) {
  const page = (await t.call(postEndpoints.homeFeed, { pageSize: '50' }, { cookie })).body.data;

  return page.items.find((card: PostCard) => card.id === postId)?.likes;
}

describe("a member's kept home feed shows their likes", () => {
  it('at once after they like, and after a like another process wrote (frog_member)', async () => {
    const member = await buildUser(t.db);
    const cookie = await t.signIn(member.phone);
    const creator = await buildCreator(t.db);
    const [first, second] = [await buildPost(t.db, creator.id), await buildPost(t.db, creator.id)];
    await t.changesHeard();
    expect(await likesInFeed(cookie, first.id)).toEqual({ liked: false, count: 0 });

    await t.call(likeEndpoints.likePost, { postId: String(first.id) }, { cookie });
    expect(await likesInFeed(cookie, first.id)).toEqual({ liked: true, count: 1 });

    // Written past this process (as another server process would): the database's notice forgets it.
    expect(await likesInFeed(cookie, second.id)).toEqual({ liked: false, count: 0 });
    await t.db.insertInto('postLikes').values({ userId: member.id, postId: second.id }).execute();
    await vi.waitFor(
      async () => expect(await likesInFeed(cookie, second.id)).toEqual({ liked: true, count: 1 }),
      {
        timeout: 60_000,
        interval: 20,
      },
    );
  });
});
