import { sql } from 'kysely';
import type { UserRow } from '../../../platform/db/types';
import { formatChinaTime } from '../../../platform/lib/china-time';

// 封禁 (DESIGN 8): a banned user has no session and cannot sign in while the ban lasts; their
// profile says 该用户已被封禁 and their creator page is gone. A ban lasts until `bannedUntil`, or
// until an operator lifts it when that is null. The one rule, twice: `banOf` for a row in hand,
// `banInForce` for a query; the lifting job (lift-expired-bans.ts) then clears ended bans' rows, so
// the caches that listen for user-row changes forget them too.

type BanColumns = Pick<UserRow, 'bannedAt' | 'banReason' | 'bannedUntil'>;

export type Ban = { reason: string; until: Date | null };

/** The ban in force now, if any. */
export function banOf(user: BanColumns, now = new Date()): Ban | null {
  if (!user.bannedAt) return null;
  if (user.bannedUntil && user.bannedUntil.getTime() <= now.getTime()) return null;

  return { reason: user.banReason ?? '', until: user.bannedUntil };
}

/** The same rule in SQL, on the users table under `alias`. */
export function banInForce(alias: 'users' | 'u') {
  const until = sql.ref(`${alias}.bannedUntil`);

  return sql<boolean>`(${sql.ref(`${alias}.bannedAt`)} is not null and (${until} is null or ${until} > now()))`;
}

/** What a banned user is told when they try to sign in, and on their open pages: why, and until when. */
export const bannedMessage = (ban: Ban) =>
  `你的账号已被封禁${ban.reason ? `，原因：${ban.reason}` : ''}，${
    ban.until ? `直至 ${formatChinaTime(ban.until)}` : '直至平台解除封禁'
  }。如有疑问，请联系客服申诉。`;
