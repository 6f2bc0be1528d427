import type { Db } from '../../../platform/db/db';
import { livePostScope } from '../posts/post.policy';

/** The bodies of these live posts, by id: asked only for posts the policy let the reader read. */
export async function findLiveBodies(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('posts')
    .select(['posts.id', 'posts.bodyHtml'])
    .where('posts.id', 'in', ids)
    .where(livePostScope)
    .execute();

  return new Map(rows.map((row) => [row.id, row.bodyHtml]));
}
