import type { Comment, CommentUser, TopComment } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { UNKNOWN_REGION } from '../../governance';
import {
  canBanCommenter,
  canDeleteComment,
  canHideComment,
  canReplyToComment,
  canReportComment,
} from './comment.policy';
import type { CommentWithUsers, TopCommentWithUsers } from './comment.repository';
import { userRefOf } from '../../../platform/db/user-ref-columns';

type Viewer = Pick<UserRow, 'id' | 'isOperator' | 'nickname'> | null;

const replyToUser = (row: CommentWithUsers): CommentUser | null =>
  row.replyToUserId === null || row.replyToNickname === null || row.replyToSlug === null
    ? null
    : {
        id: String(row.replyToUserId),
        nickname: row.replyToNickname,
        avatarUrl: row.replyToAvatarUrl,
        slug: row.replyToSlug,
      };

/**
 * One comment as the contract shows it: a deleted one keeps its place but loses author, text and
 * IP属地 (未知 for one written before it was kept).
 * `mayWrite`: the post's comment policy lets the viewer write (no 回复 otherwise).
 */
export function presentComment(
  row: CommentWithUsers,
  viewer: Viewer,
  postAuthorId: number,
  mayWrite = true,
): Comment {
  const isDeleted = row.deletedAt !== null;

  return {
    id: String(row.id),
    postId: String(row.postId),
    rootId: row.rootId === null ? null : String(row.rootId),
    author: isDeleted ? null : userRefOf(row, 'author', String(row.authorId)),
    replyToUser: isDeleted ? null : replyToUser(row),
    content: isDeleted ? '' : row.content,
    isDeleted,
    isHeld: row.heldAt !== null,
    createdAt: row.createdAt.toISOString(),
    ipRegion: isDeleted ? '' : (row.ipRegion ?? UNKNOWN_REGION),
    abilities: {
      reply: mayWrite && canReplyToComment(viewer, row),
      delete: canDeleteComment(viewer, row, postAuthorId),
      report: canReportComment(viewer, row),
      ban: canBanCommenter(viewer, row, postAuthorId),
      hide: canHideComment(viewer, row, postAuthorId),
    },
  };
}

export function presentTopComment(
  row: TopCommentWithUsers,
  replies: CommentWithUsers[],
  viewer: Viewer,
  postAuthorId: number,
  mayWrite = true,
): TopComment {
  return {
    ...presentComment(row, viewer, postAuthorId, mayWrite),
    replyCount: row.replyCount,
    replies: replies.map((reply) => presentComment(reply, viewer, postAuthorId, mayWrite)),
  };
}
