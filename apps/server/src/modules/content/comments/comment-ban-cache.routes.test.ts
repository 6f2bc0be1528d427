import { commentEndpoints, postEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';

// Reads kept an hour: only an announced change can explain a fresh answer.
const t = useTestApp({ changeFeed: true, env: { READ_CACHE_SECONDS: '3600' } });

const BANNED = '作者已禁止你在其作品下评论';

/** What the member is told on the post page and above its comments: may they comment, and why not. */
async function standingOf(cookie: string, postId: number) {
  const list = (await t.call(commentEndpoints.commentList, { postId: String(postId) }, { cookie })).body.data;
  const post = (await t.call(postEndpoints.get, { id: String(postId) }, { cookie })).body.data;

  return { list: list.canComment, refusal: list.commentRefusal, post: post.abilities.comment };
}

describe('whether a creator banned a member from commenting is kept with the member’s reads', () => {
  it('is kept (a ban nobody announced is not seen), and a ban announced is seen at once', async () => {
    const creator = await buildCreator(t.db);
    const member = await buildUser(t.db, { nickname: '被禁评的蛙' });
    const cookie = await t.signIn(member.phone);
    const post = await buildPost(t.db, creator.id, { visibility: 'free', priceFen: 0 });
    await t.changesHeard();
    expect(await standingOf(cookie, post.id)).toEqual({ list: true, refusal: '', post: true });

    // Written with the triggers off, nothing tells the caches: the kept answer stands (the proof it is kept).
    const triggers = ['insert', 'delete'].map((event) => `comment_bans_notify_member_${event}`);
    for (const name of triggers)
      await sql`alter table comment_bans disable trigger ${sql.id(name)}`.execute(t.db);
    await t.db.insertInto('commentBans').values({ creatorId: creator.id, userId: member.id }).execute();
    for (const name of triggers)
      await sql`alter table comment_bans enable trigger ${sql.id(name)}`.execute(t.db);
    await t.changesHeard();
    expect((await standingOf(cookie, post.id)).list).toBe(true);

    // The same ban announced: every process forgets the member's answers.
    await t.db.deleteFrom('commentBans').where('userId', '=', member.id).execute();
    await t.db.insertInto('commentBans').values({ creatorId: creator.id, userId: member.id }).execute();
    await vi.waitFor(
      async () =>
        expect(await standingOf(cookie, post.id)).toEqual({ list: false, refusal: BANNED, post: false }),
      { timeout: 60_000, interval: 20 },
    );
    const refused = await t.call(
      commentEndpoints.postComment,
      { postId: String(post.id), content: '还能评论吗' },
      { cookie },
    );
    expect(refused.status).toBe(403);
  });
});
