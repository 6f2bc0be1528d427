import type { AdminComment, AdminPost, WordCategory } from '@frog/contracts';
import { displayYuan } from '../../../platform/lib/money';
import { displayStatus } from '../../content';
import type { AdminCommentRow, AdminPostRow } from './moderation.repository';

/** A takedown or a ban: why, when and by which operator; null when there is none. */
export function presentOperatorMark(
  at: Date | null,
  reason: string | null,
  by: number | null,
  byNickname: string | null,
) {
  return at !== null
    ? { reason: reason ?? '', at: at.toISOString(), by: { id: by ?? 0, nickname: byNickname ?? '' } }
    : null;
}

/** A hold for review: since when and for which word categories; null when not held. */
const presentHold = (at: Date | null, heldFor: WordCategory[]) =>
  at !== null ? { at: at.toISOString(), for: heldFor } : null;

export function presentAdminPost(row: AdminPostRow, now: Date): AdminPost {
  const takenDown = row.takenDownAt !== null;
  const deleted = row.status === 'deleted';
  const waiting = row.heldAt !== null && !takenDown && !deleted && row.status === 'published';

  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    visibility: row.visibility,
    price: displayYuan(row.priceFen),
    status: displayStatus(row, now),
    deleted,
    author: { id: row.authorId, nickname: row.authorNickname, slug: row.authorSlug, phone: row.authorPhone },
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    takedown: presentOperatorMark(
      row.takenDownAt,
      row.takedownReason,
      row.takenDownBy,
      row.takenDownByNickname,
    ),
    review: presentHold(row.heldAt, row.heldFor),
    openComplaints: row.openComplaints,
    abilities: { takedown: !takenDown && !deleted, restore: takenDown && !deleted, approve: waiting },
  };
}

export function presentAdminComment(row: AdminCommentRow): AdminComment {
  const removed = row.deletedAt !== null;

  return {
    id: row.id,
    postId: row.postId,
    rootId: row.rootId,
    author: { id: row.authorId, nickname: row.authorNickname, slug: row.authorSlug, phone: row.authorPhone },
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    removed,
    review: presentHold(row.heldAt, row.heldFor),
    abilities: { hide: !removed, approve: !removed && row.heldAt !== null },
  };
}
