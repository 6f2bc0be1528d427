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

/** `100%_off\` → `100\%\_off\\`: the keyword matches literally inside ILIKE. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Users whose nickname contains the keyword or whose slug starts with it, case-insensitive.
 * Creators first, then an exact nickname match, then by followers. Users without a nickname yet
 * are left out.
 */
export async function searchUserCards(
  db: Db,
  input: { keyword: string; viewerId: number | null; page: number; pageSize: number },
): Promise<{ rows: UserCardRow[]; total: number }> {
  const pattern = escapeLike(input.keyword);
  const rows = await selectUserCards(db, input.viewerId)
    .where((eb) =>
      eb.and([
        eb('u.nickname', '<>', ''),
        eb.or([
          eb('u.nickname', 'ilike', `%${pattern}%`),
          eb('u.slug', 'ilike', `${pattern.toLowerCase()}%`),
        ]),
      ]),
    )
    .orderBy('u.isCreator', 'desc')
    .orderBy(sql`lower(u.nickname) = lower(${input.keyword})`, 'desc')
    .orderBy('followerCount', 'desc')
    .orderBy('u.id')
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  const { total } = await db
    .selectFrom('users as u')
    .select(sql<number>`count(*)::int`.as('total'))
    .where((eb) =>
      eb.and([
        eb('u.nickname', '<>', ''),
        eb.or([
          eb('u.nickname', 'ilike', `%${pattern}%`),
          eb('u.slug', 'ilike', `${pattern.toLowerCase()}%`),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();

  return { rows, total };
}
