import type { Db } from '../../../platform/db/db';
import { banInForce } from '../../identity';

export type GiftRecipientRow = {
  id: number;
  slug: string;
  nickname: string;
  avatarUrl: string | null;
  banned: boolean;
};

/** The user a plan is given to, by profile address (users_slug_key); a closed account is not found. */
export function findGiftRecipient(db: Db, slug: string): Promise<GiftRecipientRow | undefined> {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.slug', 'u.nickname', 'u.avatarUrl', banInForce('u').as('banned')])
    .where('u.slug', '=', slug)
    .where('u.closedAt', 'is', null)
    .executeTakeFirst();
}
