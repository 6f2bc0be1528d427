import { sql } from 'kysely';
import type { Db } from './user.repository';

/** What a user list shows: public columns, the follower count and whether the viewer follows. */
export type UserCardRow = {
  id: number;
  nickname: string;
  avatarUrl: string | null;
  bio: string;
  slug: string;
  isCreator: boolean;
  followerCount: number;
  isFollowing: boolean | number;
};

/**
 * `users as u` with the card columns. Never selects the phone or the password hash, so a list
 * built on it cannot leak them.
 */
export function selectUserCards(db: Db, viewerId: number | null) {
  return db
    .selectFrom('users as u')
    .select((eb) => [
      'u.id',
      'u.nickname',
      'u.avatarUrl',
      'u.bio',
      'u.slug',
      'u.isCreator',
      eb
        .selectFrom('follows')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('follows.followeeId', '=', 'u.id')
        .$asScalar()
        .as('followerCount'),
      viewerId === null
        ? sql<boolean>`false`.as('isFollowing')
        : eb
            .exists(
              eb
                .selectFrom('follows')
                .select(sql`1`.as('one'))
                .whereRef('follows.followeeId', '=', 'u.id')
                .where('follows.followerId', '=', viewerId),
            )
            .as('isFollowing'),
    ]);
}
