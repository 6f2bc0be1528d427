import { sql } from 'kysely';
import type { AuthorOnlyReason } from '../../../platform/db/types';
import { type Keyset, newestFirstPage } from '../../../platform/db/keyset';
import type { Db } from '../../../platform/db/db';
import { userRefColumns } from '../../../platform/db/user-ref-columns';

// 隐藏 and 被隐藏的评论: comments on a creator's posts kept to their writer (`author_only`), because
// the creator hid them or they held one of the creator's words (`author_only_reason`), listed for
// that creator by `kept_by` (migration add-comment-hiding). Leaving or entering author_only moves
// the counters (the comment triggers) and tells every process to forget cached lists (NOTIFY).

/**
 * Hides a live comment listed for everyone: it becomes its writer's alone, kept for the post's
 * creator. Answers false when nothing changed (already kept, held, deleted): racing hides of one
 * comment wait on its row, and the first one alone changes it.
 */
export async function hideCommentRow(db: Db, id: number, creatorId: number): Promise<boolean> {
  const result = await db
    .updateTable('comments')
    .set({ authorOnly: true, authorOnlyReason: 'hidden', keptBy: creatorId })
    .where('id', '=', id)
    .where('authorOnly', '=', false)
    .where('heldAt', 'is', null)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

  return result.numUpdatedRows > 0n;
}

/**
 * Shows a comment kept for this creator to everyone again (listed, counted). Answers false when
 * nothing changed (not kept, deleted, held for review).
 */
export async function releaseCommentRow(db: Db, id: number, creatorId: number): Promise<boolean> {
  const result = await db
    .updateTable('comments')
    .set({ authorOnly: false, authorOnlyReason: null, keptBy: null })
    .where('id', '=', id)
    .where('keptBy', '=', creatorId)
    .where('authorOnly', '=', true)
    .where('heldAt', 'is', null)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();

  return result.numUpdatedRows > 0n;
}

export type KeptCommentRow = {
  id: number;
  postId: number;
  postTitle: string;
  rootId: number | null;
  content: string;
  createdAt: Date;
  reason: AuthorOnlyReason;
  authorId: number;
  authorNickname: string;
  authorAvatarUrl: string | null;
  authorSlug: string;
};

/**
 * The comments and replies kept to their writers on the creator's posts (hidden by them or holding
 * one of their words), newest first, after the cursor; none waiting for review (operators decide
 * those first), none on a post the creator no longer sees. One backward range of
 * comments_kept_by_idx (kept_by, created_at, id) where author_only and deleted_at is null, stopped at
 * `limit`; the post and the writer by primary key per row. No sort, however many posts they have.
 */
export function listKeptComments(
  db: Db,
  creatorId: number,
  input: { limit: number; before?: Keyset },
): Promise<KeptCommentRow[]> {
  return (
    db
      .selectFrom('comments as c')
      .innerJoin('posts', 'posts.id', 'c.postId')
      .innerJoin('users as a', 'a.id', 'c.authorId')
      .select([
        ...userRefColumns('a', 'author'),
        'c.id',
        'c.postId',
        'posts.title as postTitle',
        'c.rootId',
        'c.content',
        'c.createdAt',
        sql<AuthorOnlyReason>`c.author_only_reason`.as('reason'),
        'c.authorId',
      ])
      .where('c.keptBy', '=', creatorId)
      // Written out, so that the planner matches the partial index's predicate.
      .where(sql<boolean>`c.author_only and c.deleted_at is null`)
      .where('c.heldAt', 'is', null)
      // kept_by is the post's creator, so the post is theirs: of their own posts an author sees all
      // but deleted ones (visiblePostsFor), checked on each row's post, found by primary key.
      .where('posts.status', '<>', 'deleted')
      .$call(newestFirstPage({ table: 'comments', alias: 'c', key: 'created_at' }, input.before, input.limit))
      .execute()
  );
}
