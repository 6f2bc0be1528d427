import { COMMENT_BAN_LIMIT, type commentSettingEndpoints, type DataOf, Reason } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { inTransaction } from '../../../platform/db/transaction';
import { readCursorPage } from '../../../platform/http/cursor-page';
import type { Db } from '../../../platform/db/db';
import { canBanCommenter } from './comment.policy';
import { getVisibleComment } from './comment-access';
import { COMMENT_BANS, findBanCount, lockCommentSettingsOf } from './comment-ban.repository';
import { deletePair, insertPair, listPairedUsers } from '../../../platform/db/pair-table';

// 禁止TA评论: a creator keeps a user from commenting and replying on all their posts. What the user
// wrote before stays until the creator deletes it; the ban itself is read by the comment policy
// (comment.policy.ts, commentRefusal).

/**
 * The post's creator bans the writer of a comment on their post. Banning twice is one ban; past
 * COMMENT_BAN_LIMIT users it is refused (400). Counted under the creator's row lock, so racing bans
 * never pass the limit.
 */
export async function banCommenter(db: Db, viewer: UserRow, params: { commentId: number }): Promise<void> {
  const { comment, post } = await getVisibleComment(db, params.commentId, viewer);
  if (viewer.id !== post.authorId) throw AppError.forbidden('只能禁止自己作品下的评论者');
  if (comment.authorId === viewer.id) throw AppError.badRequest('不能禁止自己评论');
  if (!canBanCommenter(viewer, comment, post.authorId)) throw AppError.notFound('评论不存在或已删除');

  await inTransaction(db, async (trx) => {
    await lockCommentSettingsOf(trx, viewer.id);
    const { count, banned } = await findBanCount(trx, viewer.id, comment.authorId);
    if (banned) return;
    if (count >= COMMENT_BAN_LIMIT)
      throw AppError.badRequest(
        `最多可以禁止${COMMENT_BAN_LIMIT}人评论，请先解除一些再试`,
        Reason.LIMIT_REACHED,
      );
    await insertPair(trx, COMMENT_BANS, viewer.id, comment.authorId);
  });
}

/** Lets a banned user comment on the viewer's posts again; unbanning someone not banned changes nothing. */
export async function unbanCommenter(db: Db, viewer: UserRow, params: { userId: number }): Promise<void> {
  await deletePair(db, COMMENT_BANS, viewer.id, params.userId);
}

/** The users the viewer banned from their comment areas, most recent first. */
export async function listMyCommentBans(
  db: Db,
  viewer: UserRow,
  params: { cursor?: string; pageSize: number },
): Promise<DataOf<typeof commentSettingEndpoints.banList>> {
  const { page, nextCursor } = await readCursorPage(
    params,
    'cban',
    (query) => listPairedUsers(db, COMMENT_BANS, viewer.id, query),
    (row) => ({ at: row.pairedAt, id: row.id }),
  );

  return {
    list: page.map((row) => ({
      id: row.id,
      nickname: row.nickname,
      avatarUrl: row.avatarUrl,
      slug: row.slug,
      bannedAt: row.pairedAt.toISOString(),
    })),
    nextCursor,
  };
}
