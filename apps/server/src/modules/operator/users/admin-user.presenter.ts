import type { AdminUser } from '@frog/contracts';
import { standingOf } from '../../governance';
import { banOf, muteOf } from '../../identity';
import type { AdminUserRow } from './admin-user.repository';

/** A user as the console shows them, with their account credit's points (`points`). */
export function presentAdminUser(row: AdminUserRow, points: number): AdminUser {
  const ban = banOf(row);
  const banned = ban !== null;
  const mute = muteOf(row);
  const actsOn = !row.isOperator;

  return {
    id: row.id,
    nickname: row.nickname,
    slug: row.slug,
    phone: row.phone,
    avatarUrl: row.avatarUrl,
    isCreator: row.isCreator,
    isOperator: row.isOperator,
    createdAt: row.createdAt.toISOString(),
    ban: ban && {
      reason: ban.reason,
      at: (row.bannedAt ?? new Date()).toISOString(),
      by: row.bannedBy !== null ? { id: row.bannedBy, nickname: row.bannedByNickname ?? '' } : null,
      until: ban.until?.toISOString() ?? null,
    },
    mute: mute && {
      until: mute.until.toISOString(),
      reason: mute.reason,
      by: row.mutedBy !== null ? { id: row.mutedBy, nickname: row.mutedByNickname ?? '' } : null,
    },
    credit: standingOf(points),
    abilities: {
      ban: !banned && actsOn,
      unban: banned,
      warn: !banned && actsOn,
      mute: !banned && actsOn && mute === null,
      unmute: mute !== null,
    },
  };
}
