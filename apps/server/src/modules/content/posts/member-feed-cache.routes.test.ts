import { followEndpoints, type PostCard, postEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { buildCreator, buildPlan, buildPost, buildUser } from '../../../../test/factories';
import { useTestApp } from '../../../../test/test-app';
import { nextSubscriptionChange } from '../../support';

// Reads kept an hour: only an announced change can explain a fresh answer.
const t = useTestApp({ changeFeed: true, env: { READ_CACHE_SECONDS: '3600' } });

/** The member's first home feed page, by post id. */
async function feedOf(cookie: string): Promise<Map<number, PostCard>> {
  const page = (await t.call(postEndpoints.homeFeed, { pageSize: '50' }, { cookie })).body.data;

  return new Map(page.items.map((card: PostCard) => [card.id, card]));
}

/** Polls the member's feed until `check` holds (a NOTIFY reaches the listener a moment after its commit). */
const eventually = (cookie: string, check: (feed: Map<number, PostCard>) => void) =>
  vi.waitFor(async () => check(await feedOf(cookie)), { timeout: 60_000, interval: 20 });

/** Runs `write` with the member-change triggers of `table` off: nothing tells the caches. */
async function unannounced(table: 'post_unlocks', write: () => Promise<unknown>) {
  const triggers = ['insert', 'update', 'delete'].map((event) => `${table}_notify_member_${event}`);
  for (const name of triggers)
    await sql`alter table ${sql.table(table)} disable trigger ${sql.id(name)}`.execute(t.db);
  try {
    await write();
  } finally {
    for (const name of triggers)
      await sql`alter table ${sql.table(table)} enable trigger ${sql.id(name)}`.execute(t.db);
  }
}

describe("a member's home feed is kept for them and forgotten on any change of theirs", () => {
  it('a follow or an unfollow reorders their feed at once', async () => {
    const member = await buildUser(t.db);
    const cookie = await t.signIn(member.phone);
    const [quiet, followed] = [await buildCreator(t.db), await buildCreator(t.db)];
    const older = await buildPost(t.db, followed.id, { publishedAt: new Date(Date.now() - 86_400_000) });
    const quietPost = await buildPost(t.db, quiet.id);
    await t.changesHeard();
    const first = (feed: Map<number, PostCard>) => [...feed.keys()][0];
    expect(first(await feedOf(cookie))).toBe(quietPost.id);

    // Followed creators' posts come first, however old.
    await t.call(followEndpoints.follow, { userId: String(followed.id) }, { cookie });
    await eventually(cookie, (feed) => expect(first(feed)).toBe(older.id));
    await t.call(followEndpoints.follow, { userId: String(quiet.id) }, { cookie });
    await eventually(cookie, (feed) =>
      expect([...feed.keys()].slice(0, 2)).toEqual([quietPost.id, older.id]),
    );
    await t.call(followEndpoints.unfollow, { userId: String(quiet.id) }, { cookie });
    await eventually(cookie, (feed) => expect(first(feed)).toBe(older.id));
  });

  it('a purchase unlocks the card at once, a refund locks it again; another member keeps their own', async () => {
    const [buyer, other] = [await buildUser(t.db), await buildUser(t.db)];
    const [buyerCookie, otherCookie] = [await t.signIn(buyer.phone), await t.signIn(other.phone)];
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id, { visibility: 'paid', priceFen: 990 });
    await t.changesHeard();
    expect((await feedOf(buyerCookie)).get(post.id)?.locked).toBe(true);
    expect((await feedOf(otherCookie)).get(post.id)?.locked).toBe(true);

    // Unlocked by raw SQL with the triggers off: the kept feed still shows it locked (proof that it
    // is kept); the same row announced unlocks it.
    await unannounced('post_unlocks', () =>
      t.db.insertInto('postUnlocks').values({ userId: buyer.id, postId: post.id }).execute(),
    );
    await t.changesHeard();
    expect((await feedOf(buyerCookie)).get(post.id)?.locked).toBe(true);
    await t.db
      .updateTable('postUnlocks')
      .set({ createdAt: new Date() })
      .where('userId', '=', buyer.id)
      .execute();
    await eventually(buyerCookie, (feed) => expect(feed.get(post.id)?.locked).toBe(false));
    expect((await feedOf(otherCookie)).get(post.id)?.locked).toBe(true);

    await t.db.deleteFrom('postUnlocks').where('userId', '=', buyer.id).execute();
    await eventually(buyerCookie, (feed) => expect(feed.get(post.id)?.locked).toBe(true));
  });

  it('joining a plan opens its posts at once; a takedown removes the post from every kept feed', async () => {
    const member = await buildUser(t.db);
    const cookie = await t.signIn(member.phone);
    const creator = await buildCreator(t.db);
    const plan = await buildPlan(t.db, creator.id);
    const post = await buildPost(t.db, creator.id, { visibility: 'plan' });
    await t.db.insertInto('postPlans').values({ postId: post.id, planId: plan.id }).execute();
    await t.changesHeard();
    expect((await feedOf(cookie)).get(post.id)?.locked).toBe(true);

    const endsAt = new Date(Date.now() + 30 * 86_400_000);
    await t.db
      .insertInto('planSubscriptions')
      .values({ userId: member.id, planId: plan.id, startsAt: new Date(Date.now() - 1000), endsAt })
      .execute();
    await eventually(cookie, (feed) => expect(feed.get(post.id)?.locked).toBe(false));

    await t.db.updateTable('posts').set({ takenDownAt: new Date() }).where('id', '=', post.id).execute();
    await eventually(cookie, (feed) => expect(feed.has(post.id)).toBe(false));
  });
});

describe('nextSubscriptionChange: how long a kept answer may rely on the subscriptions', () => {
  it('is the nearest end of a running one or start of a waiting one; null with none', async () => {
    const member = await buildUser(t.db);
    const creator = await buildCreator(t.db);
    const [a, b] = [await buildPlan(t.db, creator.id), await buildPlan(t.db, creator.id)];
    expect(await nextSubscriptionChange(t.db, member.id)).toBeNull();

    const now = Date.now();
    const at = (hours: number) => new Date(now + hours * 3_600_000);
    await t.db
      .insertInto('planSubscriptions')
      .values({ userId: member.id, planId: a.id, startsAt: at(-24), endsAt: at(48) })
      .execute();
    expect((await nextSubscriptionChange(t.db, member.id))?.getTime()).toBe(at(48).getTime());

    // A plan that starts later (months bought ahead) changes what they may read when it starts.
    await t.db
      .insertInto('planSubscriptions')
      .values({ userId: member.id, planId: b.id, startsAt: at(2), endsAt: at(72) })
      .execute();
    expect((await nextSubscriptionChange(t.db, member.id))?.getTime()).toBe(at(2).getTime());

    // Ended subscriptions say nothing about the future.
    await t.db
      .updateTable('planSubscriptions')
      .set({ startsAt: at(-48), endsAt: at(-1) })
      .where('userId', '=', member.id)
      .execute();
    expect(await nextSubscriptionChange(t.db, member.id)).toBeNull();
  });
});
