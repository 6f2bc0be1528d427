import { randomUUID } from 'node:crypto';
import type { adminReviewEndpoints, DataOf, HeldComment } from '@frog/contracts';
import { operatorAction } from '../../../platform/audit/audit.service';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { publish } from '../../../platform/events/event-bus';
import { presentPage } from '../../../platform/http/page.presenter';
import { AppError } from '../../../platform/lib/app-error';
import { presentAdminComment, presentAdminPost } from '../moderation/admin-content.presenter';
import { findAdminPost } from '../moderation/moderation.repository';
import {
  findHeldComment,
  type HeldCommentRow,
  listHeldComments,
  listHeldPosts,
  releaseHeldComment,
  releaseHeldPost,
} from './held-content.repository';

// The 待审核 queue (DESIGN 8): posts and comments a review word holds. Approving releases them
// (audited: post.approve, comment.approve); rejecting is a takedown or a hide (moderation/), whose
// reason reaches the author.

type Page = { page: number; pageSize: number };

const presentHeldComment = (row: HeldCommentRow): HeldComment => ({
  ...presentAdminComment(row),
  postTitle: row.postTitle,
});

export async function heldPosts(db: Db, page: Page): Promise<DataOf<typeof adminReviewEndpoints.heldPosts>> {
  const { rows, total } = await listHeldPosts(db, page);
  const now = new Date();

  return presentPage(
    rows.map((row) => presentAdminPost(row, now)),
    total,
    page,
  );
}

export async function heldComments(
  db: Db,
  page: Page,
): Promise<DataOf<typeof adminReviewEndpoints.heldComments>> {
  const { rows, total } = await listHeldComments(db, page);

  return presentPage(rows.map(presentHeldComment), total, page);
}

const NOT_WAITING = '该内容已不在待审核中（可能已被处理或修改）';

/** Approves a held post (post.approve): it is out at once, and its creator is told. */
export async function approvePost(
  db: Db,
  operator: UserRow,
  { postId }: { postId: number },
): Promise<DataOf<typeof adminReviewEndpoints.approvePost>> {
  await operatorAction(
    db,
    operator,
    { action: 'post.approve', target: { kind: 'post', id: postId }, reason: '' },
    async (trx) => {
      const post = await findAdminPost(trx, postId);
      if (!post) throw AppError.notFound('作品不存在');
      if (!(await releaseHeldPost(trx, postId))) throw AppError.conflict(NOT_WAITING);
      await publish(trx, 'PostApproved', {
        post: { id: post.id, authorId: post.authorId, title: post.title },
        actionId: randomUUID(),
      });

      return { result: null, before: { held: true, heldFor: post.heldFor }, after: { held: false } };
    },
  );
  const row = await findAdminPost(db, postId);

  return presentAdminPost(row!, new Date());
}

/**
 * Approves a held comment or reply (comment.approve): it is listed and counted from now on, and the
 * 收到的评论 it was delivered to show it.
 */
export async function approveComment(
  db: Db,
  operator: UserRow,
  { commentId }: { commentId: number },
): Promise<DataOf<typeof adminReviewEndpoints.approveComment>> {
  await operatorAction(
    db,
    operator,
    { action: 'comment.approve', target: { kind: 'comment', id: commentId }, reason: '' },
    async (trx) => {
      const released = await releaseHeldComment(trx, commentId);
      if (!released) {
        const exists = await findHeldComment(trx, commentId);
        throw exists ? AppError.conflict(NOT_WAITING) : AppError.notFound('评论不存在');
      }
      await publish(trx, 'CommentApproved', { commentId });

      return { result: null, before: { held: true, heldFor: released.heldFor }, after: { held: false } };
    },
  );
  const row = await findHeldComment(db, commentId);

  return presentHeldComment(row!);
}
