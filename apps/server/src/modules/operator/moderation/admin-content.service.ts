import { randomUUID } from 'node:crypto';
import type { AdminComment, AdminPost, adminContentEndpoints, DataOf } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentAdminComment, presentAdminPost } from './admin-content.presenter';
import { presentPage } from '../../../platform/http/page.presenter';
import {
  findAdminComment,
  findAdminPost,
  findPostContent,
  hideComment,
  listAdminComments,
  lockPostForModeration,
  searchAdminPosts,
  setPostTakedown,
} from './moderation.repository';
import type { Db } from '../../../platform/db/db';
import {
  type AuditedTrx,
  changeLockedRow,
  operatorAction,
  type Snapshot,
} from '../../../platform/audit/audit.service';
import { publish } from '../../../platform/events/event-bus';

type Page = { page: number; pageSize: number };

export async function searchPosts(
  db: Db,
  params: Page & { keyword?: string; takenDown: boolean },
): Promise<DataOf<typeof adminContentEndpoints.posts>> {
  const { rows, total } = await searchAdminPosts(db, params);
  const now = new Date();

  return presentPage(
    rows.map((r) => presentAdminPost(r, now)),
    total,
    params,
  );
}

async function describePost(db: Db, id: number): Promise<AdminPost> {
  const row = await findAdminPost(db, id);
  if (!row) throw AppError.notFound('作品不存在');

  return presentAdminPost(row, new Date());
}

/** The whole post whatever its price, for an operator looking into a report; the read is audited (post.read). */
export async function readPost(
  db: Db,
  operator: UserRow,
  input: { postId: number; reason: string },
): Promise<DataOf<typeof adminContentEndpoints.read>> {
  const content = await operatorAction(
    db,
    operator,
    { action: 'post.read', target: { kind: 'post', id: input.postId }, reason: input.reason },
    async (trx) => {
      const found = await findPostContent(trx, input.postId);
      if (!found) throw AppError.notFound('作品不存在');

      return { result: found, before: null, after: null };
    },
  );

  return {
    post: await describePost(db, input.postId),
    bodyHtml: content.bodyHtml,
    attachments: content.attachments.map((a) => ({
      id: a.id,
      kind: a.kind,
      name: a.originalName,
      size: a.size,
    })),
  };
}

type ModeratedPost = NonNullable<Awaited<ReturnType<typeof lockPostForModeration>>>;

/**
 * An operator's change to one post (`action`, audited with the operator's reason): `change` runs on
 * the post locked (whatever its status but deleted: 作品不存在) and answers the audit entry's before
 * and after. Answers the post as the console shows it afterwards.
 */
async function moderatePost(
  db: Db,
  operator: UserRow,
  action: 'post.takedown' | 'post.restore',
  input: { postId: number; reason: string },
  change: (trx: AuditedTrx, post: ModeratedPost) => Promise<{ before: Snapshot; after: Snapshot }>,
): Promise<AdminPost> {
  await changeLockedRow(
    db,
    operator,
    { action, target: { kind: 'post', id: input.postId }, reason: input.reason },
    async (trx) => {
      const post = await lockPostForModeration(trx, input.postId);

      return post?.status === 'deleted' ? undefined : post;
    },
    '作品不存在',
    change,
  );

  return describePost(db, input.postId);
}

/** What the creator's notice names of the post. */
const noticedPost = (post: ModeratedPost) => ({ id: post.id, authorId: post.authorId, title: post.title });

/**
 * Takes a post down (post.takedown): invisible to all but its author and operators at once
 * (post.policy livePostScope); the creator is told why.
 */
export function takedownPost(
  db: Db,
  operator: UserRow,
  input: { postId: number; reason: string },
): Promise<AdminPost> {
  return moderatePost(db, operator, 'post.takedown', input, async (trx, post) => {
    if (post.takenDownAt) throw AppError.conflict('该作品已被下架');
    await setPostTakedown(trx, post.id, { reason: input.reason, operatorId: operator.id });
    await publish(trx, 'PostTakenDown', {
      post: noticedPost(post),
      reason: input.reason,
      actionId: randomUUID(),
    });

    return { before: { takenDown: false }, after: { takenDown: true, reason: input.reason } };
  });
}

/** Gives a taken-down post back (post.restore); the creator is told. */
export function restorePost(
  db: Db,
  operator: UserRow,
  input: { postId: number; reason: string },
): Promise<AdminPost> {
  return moderatePost(db, operator, 'post.restore', input, async (trx, post) => {
    if (!post.takenDownAt) throw AppError.conflict('该作品未被下架');
    await setPostTakedown(trx, post.id, null);
    await publish(trx, 'PostRestored', { post: noticedPost(post), actionId: randomUUID() });

    return { before: { takenDown: true, reason: post.takedownReason }, after: { takenDown: false } };
  });
}

export async function listPostComments(
  db: Db,
  params: Page & { postId: number },
): Promise<DataOf<typeof adminContentEndpoints.comments>> {
  const { rows, total } = await listAdminComments(db, params);

  return presentPage(rows.map(presentAdminComment), total, params);
}

/**
 * Hides a comment (comment.hide): it vanishes from every list and count, like a deleted one; its
 * author is told why. Rejecting a comment held for review is this too.
 */
export async function hidePostComment(
  db: Db,
  operator: UserRow,
  input: { commentId: number; reason: string },
): Promise<AdminComment> {
  await operatorAction(
    db,
    operator,
    { action: 'comment.hide', target: { kind: 'comment', id: input.commentId }, reason: input.reason },
    async (trx) => {
      const hidden = await hideComment(trx, input.commentId, operator.id);
      if (!hidden) {
        const exists = await findAdminComment(trx, input.commentId);
        throw exists ? AppError.conflict('该评论已被删除或隐藏') : AppError.notFound('评论不存在');
      }
      await publish(trx, 'CommentHidden', {
        comment: { id: hidden.id, authorId: hidden.authorId, content: hidden.content },
        postTitle: hidden.postTitle,
        reason: input.reason,
      });

      return {
        result: null,
        before: { hidden: false, content: hidden.content },
        after: { hidden: true },
      };
    },
  );
  const row = await findAdminComment(db, input.commentId);

  return presentAdminComment(row!);
}
