import type { UserRow } from '../db/types';
import { AppError } from '../lib/app-error';
import { countFollowers, deleteFollow, insertFollow } from '../repositories/follow.repository';
import { type Db, findUserById } from '../repositories/user.repository';

type FollowState = { isFollowing: boolean; followerCount: number };

/** Follows a user (idempotent). Yourself: 400; an unknown user: 404. */
export async function followUser(db: Db, viewer: UserRow, userId: number): Promise<FollowState> {
  if (userId === viewer.id) throw AppError.badRequest('不能关注自己');
  const target = await findUserById(db, userId);
  if (!target) throw AppError.notFound('用户不存在');
  await insertFollow(db, viewer.id, userId);

  return { isFollowing: true, followerCount: await countFollowers(db, userId) };
}

/** Unfollows (idempotent: not following is already the wanted state). */
export async function unfollowUser(db: Db, viewer: UserRow, userId: number): Promise<FollowState> {
  await deleteFollow(db, viewer.id, userId);

  return { isFollowing: false, followerCount: await countFollowers(db, userId) };
}
