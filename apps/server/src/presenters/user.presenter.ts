import type { CurrentUser, PublicUser } from '@frog/contracts';
import type { UserRow } from '../db/types';
import type { PublicUserRow } from '../repositories/user.repository';

/** 13800000001 → 138****0001. */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return '****';

  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** The signed-in user as the browser keeps it; the phone only masked, never the hash. */
export function presentCurrentUser(user: UserRow): CurrentUser {
  return {
    id: String(user.id),
    nickname: user.nickname,
    avatarUrl: user.avatarUrl,
    bio: user.bio,
    slug: user.slug,
    phoneMasked: maskPhone(user.phone),
    hasPassword: user.passwordHash !== null,
    isCreator: user.isCreator,
    isOperator: user.isOperator,
  };
}

/** What anyone may see of a user. */
export function presentPublicUser(user: PublicUserRow): PublicUser {
  return {
    id: String(user.id),
    nickname: user.nickname,
    avatarUrl: user.avatarUrl,
    bio: user.bio,
    slug: user.slug,
    isCreator: user.isCreator,
  };
}
