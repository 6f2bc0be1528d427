import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCreator, buildPost, buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { createMigrator, migrateToLatest } from '../../platform/db/migrate';
import { diffCounters, recountCounters } from './counter.repository';

const t = useTestApp();

const postCounts = async (id: number) =>
  t.db
    .selectFrom('posts')
    .select(['commentCount', 'rootCommentCount'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const replyCount = async (id: number) =>
  (await t.db.selectFrom('comments').select('replyCount').where('id', '=', id).executeTakeFirstOrThrow())
    .replyCount;
const followCounts = async (id: number) =>
  t.db
    .selectFrom('users')
    .select(['followerCount', 'followingCount'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function comment(postId: number, authorId: number, rootId: number | null = null) {
  return t.db
    .insertInto('comments')
    .values({ postId, authorId, rootId, replyToUserId: null, content: '评论' })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A post with a top-level comment and two replies under it, the first by the post's creator. */
async function thread() {
  const creator = await buildCreator(t.db);
  const reader = await buildUser(t.db);
  const post = await buildPost(t.db, creator.id);
  const root = await comment(post.id, reader.id);
  const reply = await comment(post.id, creator.id, root.id);
  await comment(post.id, reader.id, root.id);

  return { creator, reader, post, root, reply };
}

const softDelete = (id: number) =>
  t.db.updateTable('comments').set({ deletedAt: new Date(), deletedBy: 1 }).where('id', '=', id).execute();

describe('counters kept by the database', () => {
  it('counts live comments, top-level comments and replies through adds, deletes and bulk writes', async () => {
    const { reader, post, root, reply } = await thread();
    expect(await postCounts(post.id)).toEqual({ commentCount: 3, rootCommentCount: 1 });
    expect(await replyCount(root.id)).toBe(2);

    await softDelete(reply.id);
    // Deleting again changes nothing.
    await softDelete(reply.id);
    expect(await postCounts(post.id)).toEqual({ commentCount: 2, rootCommentCount: 1 });
    expect(await replyCount(root.id)).toBe(1);

    // The top-level comment goes; its live reply keeps counting.
    await softDelete(root.id);
    expect(await postCounts(post.id)).toEqual({ commentCount: 1, rootCommentCount: 0 });
    expect(await replyCount(root.id)).toBe(1);

    // One statement, many rows (as a seed or a backfill writes them).
    await sql`insert into comments (post_id, author_id, content)
      select ${post.id}, ${reader.id}, '批量 ' || i from generate_series(1, 50) i`.execute(t.db);
    expect(await postCounts(post.id)).toEqual({ commentCount: 51, rootCommentCount: 50 });

    // One statement hiding many top-level comments, one of them hidden already (an operator clearing
    // a post), then one bringing the 50 back: the live reply counts throughout.
    const topLevel = () =>
      t.db.updateTable('comments').where('postId', '=', post.id).where('rootId', 'is', null);
    await topLevel().set({ deletedAt: new Date(), deletedBy: 1 }).execute();
    expect(await postCounts(post.id)).toEqual({ commentCount: 1, rootCommentCount: 0 });
    await topLevel().set({ deletedAt: null, deletedBy: null }).where('content', 'like', '批量%').execute();
    expect(await postCounts(post.id)).toEqual({ commentCount: 51, rootCommentCount: 50 });

    // A hard delete (a post removed with its comments) takes its counts along.
    await t.db.deleteFrom('comments').where('postId', '=', post.id).where('rootId', 'is not', null).execute();
    expect(await replyCount(root.id)).toBe(0);
    expect(await postCounts(post.id)).toEqual({ commentCount: 50, rootCommentCount: 50 });
    expect(await diffCounters(t.db)).toEqual([]);
  });

  it('counts a thread’s replies towards its post only while its top-level comment is listed', async () => {
    const { creator, reader, post, root, reply: first } = await thread();
    const hideRoot = (hidden: boolean) =>
      t.db
        .updateTable('comments')
        .set(
          hidden
            ? { authorOnly: true, authorOnlyReason: 'hidden', keptBy: creator.id }
            : { authorOnly: false, authorOnlyReason: null, keptBy: null },
        )
        .where('id', '=', root.id)
        .execute();

    await hideRoot(true);
    expect(await postCounts(post.id)).toEqual({ commentCount: 0, rootCommentCount: 0 });
    expect(await replyCount(root.id)).toBe(2);
    // A reply deleted while the thread is hidden leaves the thread, not the post's count again.
    await softDelete(first.id);
    expect(await postCounts(post.id)).toEqual({ commentCount: 0, rootCommentCount: 0 });
    // A reply written meanwhile (its writer answering inside the hidden thread) waits with it.
    await comment(post.id, reader.id, root.id);
    expect(await diffCounters(t.db)).toEqual([]);

    await hideRoot(false);
    expect(await postCounts(post.id)).toEqual({ commentCount: 3, rootCommentCount: 1 });
    expect(await replyCount(root.id)).toBe(2);
    expect(await diffCounters(t.db)).toEqual([]);
  });

  it('counts followers and followings, once per edge', async () => {
    const creator = await buildCreator(t.db);
    const fans = await Promise.all([buildUser(t.db), buildUser(t.db), buildUser(t.db)]);
    await t.db
      .insertInto('follows')
      .values(fans.map((fan) => ({ followerId: fan.id, followeeId: creator.id })))
      .execute();
    await t.db
      .insertInto('follows')
      .values({ followerId: fans[0]!.id, followeeId: creator.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
    expect(await followCounts(creator.id)).toEqual({ followerCount: 3, followingCount: 0 });
    expect(await followCounts(fans[0]!.id)).toEqual({ followerCount: 0, followingCount: 1 });

    await t.db.deleteFrom('follows').where('followerId', '=', fans[1]!.id).execute();
    expect(await followCounts(creator.id)).toEqual({ followerCount: 2, followingCount: 0 });
    expect(await diffCounters(t.db)).toEqual([]);
  });

  it('recounts counters that drifted (an existing database, a manual fix) and then agrees with the rows', async () => {
    const creator = await buildCreator(t.db);
    const post = await buildPost(t.db, creator.id);
    await comment(post.id, creator.id);
    // Simulates a database from before the counters: the stored counts are wrong.
    await sql`update posts set comment_count = 0, root_comment_count = 7 where id = ${post.id}`.execute(t.db);
    expect((await diffCounters(t.db)).map((d) => d.counter).sort()).toEqual([
      'posts.comment_count',
      'posts.root_comment_count',
    ]);

    expect(await recountCounters(t.db)).toBeGreaterThanOrEqual(1);
    expect(await postCounts(post.id)).toEqual({ commentCount: 1, rootCommentCount: 1 });
    expect(await diffCounters(t.db)).toEqual([]);
  });

  it('are filled from the rows already there when the counters migration runs on an existing database', async () => {
    const creator = await buildCreator(t.db);
    const reader = await buildUser(t.db);
    const post = await buildPost(t.db, creator.id);
    const root = await comment(post.id, reader.id);
    await comment(post.id, creator.id, root.id);
    await t.db.insertInto('follows').values({ followerId: reader.id, followeeId: creator.id }).execute();

    // Back to before the counters (they are dropped), then forward again, as a deploy would.
    const { error } = await (await createMigrator(t.db)).migrateTo(
      '20261126135815_add-payment-query-schedule',
    );
    expect(error).toBeUndefined();
    await migrateToLatest(t.db);

    expect(await postCounts(post.id)).toEqual({ commentCount: 2, rootCommentCount: 1 });
    expect(await replyCount(root.id)).toBe(1);
    expect(await followCounts(creator.id)).toEqual({ followerCount: 1, followingCount: 0 });
    expect(await diffCounters(t.db)).toEqual([]);
  });
});
