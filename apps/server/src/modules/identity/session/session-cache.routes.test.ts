import { authEndpoints, postEndpoints, userEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { buildCreator, buildPost } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp({ changeFeed: true });

const SECRET = '<p>只给作者看的正文</p>';

/** The body of a paid post as this cookie's holder is answered: the author's, or null for a visitor. */
const bodyFor = async (postId: number, cookie: string) =>
  (await t.call(postEndpoints.get, { id: String(postId) }, { cookie })).body.data?.bodyHtml ?? null;

/** Polls until `read` answers `want` (a NOTIFY reaches the listener a moment after its commit). */
const eventually = <T>(read: () => Promise<T>, want: T) =>
  vi.waitFor(async () => expect(await read()).toBe(want), { timeout: 60_000, interval: 20 });

/** Waits until the notifies of what was just written have reached the caches. */
const settle = () => t.changesHeard();

async function authorWithPaidPost() {
  const creator = await buildCreator(t.db);
  const post = await buildPost(t.db, creator.id, { bodyHtml: SECRET });
  const cookie = await t.signIn(creator.phone);
  await settle();

  return { creator, post, cookie };
}

describe("a member's public reads find their session in memory, forgotten on every committed change", () => {
  it('a session deleted unannounced still reads a post, no other call accepts it, and any change of the user ends it', async () => {
    const { creator, post, cookie } = await authorWithPaidPost();
    expect(await bodyFor(post.id, cookie)).toBe(SECRET);

    // With the trigger off nothing tells the cache: the post still reads as its author (proof that
    // the session is kept), while a call that is not a public read looks the session up and refuses.
    await sql`alter table sessions disable trigger sessions_notify_session_delete`.execute(t.db);
    await t.db.deleteFrom('sessions').where('userId', '=', creator.id).execute();
    await sql`alter table sessions enable trigger sessions_notify_session_delete`.execute(t.db);
    expect(await bodyFor(post.id, cookie)).toBe(SECRET);
    expect((await t.call(userEndpoints.current, {}, { cookie })).status).toBe(401);

    // Any committed change of the user's row is announced and forgets their sessions.
    await t.db.updateTable('users').set({ bio: '换了简介' }).where('id', '=', creator.id).execute();
    await eventually(() => bodyFor(post.id, cookie), null);
  });

  it('signing out on one device ends that session at its next read; the other device stays signed in', async () => {
    const { creator, post, cookie: phone } = await authorWithPaidPost();
    const laptop = await t.signIn(creator.phone);
    expect(await bodyFor(post.id, phone)).toBe(SECRET);
    expect(await bodyFor(post.id, laptop)).toBe(SECRET);

    expect((await t.call(authEndpoints.logout, {}, { cookie: phone })).status).toBe(200);
    await eventually(() => bodyFor(post.id, phone), null);
    expect(await bodyFor(post.id, laptop)).toBe(SECRET);
  });

  it('a ban ends every session of the user at the next read, even before they are deleted', async () => {
    const { creator, post, cookie } = await authorWithPaidPost();
    expect(await bodyFor(post.id, cookie)).toBe(SECRET);

    await t.db.updateTable('users').set({ bannedAt: new Date() }).where('id', '=', creator.id).execute();
    await eventually(() => bodyFor(post.id, cookie), null);
  });

  it('a kept session is not used past its expiry', async () => {
    const { creator, post, cookie } = await authorWithPaidPost();
    await t.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() + 5000) })
      .where('userId', '=', creator.id)
      .execute();
    await settle();
    expect(await bodyFor(post.id, cookie)).toBe(SECRET);

    // Nothing announces an expiry: the kept session is checked against the clock at each use.
    await eventually(() => bodyFor(post.id, cookie), null);
  });
});
