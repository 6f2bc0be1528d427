import type { FollowListType, UserCardPage } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { presentPage } from '../../../platform/http/page.presenter';
import { presentUserCard } from '../users/user-card.presenter';
import { countFollowers, deleteFollow, insertFollow, listFollowCards } from './follow.repository';
import type { Db } from '../../../platform/db/db';
import { findUserById } from '../users/user.repository';
import { inTransaction } from '../../../platform/db/transaction';
import { publish } from '../../../platform/events/event-bus';

type FollowState = { isFollowing: boolean; followerCount: number };

/** Follows a user (idempotent). Yourself: 400; an unknown user: 404. */
export async function followUser(db: Db, viewer: UserRow, userId: number): Promise<FollowState> {
  if (userId === viewer.id) throw AppError.badRequest('不能关注自己');
  const target = await findUserById(db, userId);
  if (!target) throw AppError.notFound('用户不存在');
  await inTransaction(db, async (trx) => {
    await insertFollow(trx, viewer.id, userId);
    await publish(trx, 'UserFollowed', { follower: viewer, followeeId: userId });
  });

  return { isFollowing: true, followerCount: await countFollowers(db, userId) };
}

/** Unfollows (idempotent: not following is already the wanted state). */
export async function unfollowUser(db: Db, viewer: UserRow, userId: number): Promise<FollowState> {
  await deleteFollow(db, viewer.id, userId);

  return { isFollowing: false, followerCount: await countFollowers(db, userId) };
}

/** The viewer's following or followers, newest first, as cards. */
export async function listFollows(
  db: Db,
  viewer: UserRow,
  params: { type: FollowListType; page: number; pageSize: number },
): Promise<UserCardPage> {
  const { rows, total } = await listFollowCards(db, { ...params, userId: viewer.id, viewerId: viewer.id });

  return presentPage(
    rows.map((row) => presentUserCard(row, viewer.id)),
    total,
    params,
  );
}
