import type { OwnAppeal } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { findAppealOfTakedown, insertAppeal, type OwnAppealRow } from './appeal.repository';

export const presentOwnAppeal = (row: OwnAppealRow): OwnAppeal => ({
  status: row.status,
  text: row.text,
  outcome: row.outcome,
  createdAt: row.createdAt.toISOString(),
});

/** The author's appeal of the takedown in force on their post, and whether they may still make one. */
export async function takedownAppealOf(
  db: Db,
  postId: number,
  authorId: number,
): Promise<{ appeal: OwnAppeal | null; canAppeal: boolean }> {
  const row = await findAppealOfTakedown(db, postId, authorId);

  return { appeal: row ? presentOwnAppeal(row) : null, canAppeal: row === undefined };
}

/**
 * The author appeals the takedown in force on their post, once. Anyone else's post, or one not
 * taken down, is not found; a second appeal of the same takedown is 409.
 */
export async function appealTakedown(
  db: Db,
  viewer: UserRow,
  params: { postId: number; text: string },
): Promise<OwnAppeal> {
  const row = await insertAppeal(db, { postId: params.postId, authorId: viewer.id, text: params.text });
  if (row) return presentOwnAppeal(row);
  const existing = await findAppealOfTakedown(db, params.postId, viewer.id);
  if (!existing) throw AppError.notFound('作品不存在或未被下架');
  throw AppError.conflict(
    existing.status === 'open'
      ? '你已提交申诉，平台处理后会通过系统通知告诉你'
      : '这次下架已申诉过，不能再次申诉',
  );
}
