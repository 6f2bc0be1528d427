import { sql } from 'kysely';
import type { Db } from '../../../platform/db/db';
import type { Keyset } from '../../../platform/db/keyset';
import { livePostScope } from '../posts/post.policy';
import { cardQuery } from '../posts/post.repository';
import { banInForce } from '../../identity';

// A post's tags (post_tags, migration add-discovery) and the tag page's list.

/** Replaces the post's tags with `tags`, in that order (inside the post's write transaction). */
export async function replacePostTags(db: Db, postId: number, tags: string[]): Promise<void> {
  await db.deleteFrom('postTags').where('postId', '=', postId).execute();
  if (tags.length > 0)
    await db
      .insertInto('postTags')
      .values(tags.map((tag, position) => ({ postId, tag, position })))
      .execute();
}

/** The post's tags in the creator's order. */
export async function listTagsOfPost(db: Db, postId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('postTags')
    .select('tag')
    .where('postId', '=', postId)
    .orderBy('position')
    .execute();

  return rows.map((row) => row.tag);
}

/**
 * Live posts carrying `tag`, newest first after `after`: one ordered range of post_tags_keyset_idx
 * (the post's time is copied there), each candidate's post read by its key and kept if live and its
 * author not banned, until `limit` are found. Card columns, never the body.
 */
export function listLivePostsByTag(db: Db, tag: string, after: Keyset | undefined, limit: number) {
  return (
    cardQuery(db)
      .innerJoin('postTags', 'postTags.postId', 'posts.id')
      .where('postTags.tag', '=', tag)
      .where('postTags.publishedAt', 'is not', null)
      .where((eb) =>
        after
          ? eb(sql`(post_tags.published_at, post_tags.post_id)`, '<', sql`(${after.at}, ${after.id})`)
          : eb.lit(true),
      )
      .where(livePostScope)
      // A banned creator's page is gone (ban.policy.ts): 发现's lists leave their posts out too.
      .where(sql<boolean>`not ${banInForce('users')}`)
      .orderBy('postTags.publishedAt', 'desc')
      .orderBy('postTags.postId', 'desc')
      .limit(limit)
      .execute()
  );
}
