import { Reason } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { formatChinaTime } from '../../../platform/lib/china-time';

// 禁言 (DESIGN 8): a muted user reads, follows and pays as before but writes nothing others read
// in the comment areas or private messages until the mute ends. The one rule: comment, reply and
// message writes call assertNotMuted with the viewer row (fresh: the session cache forgets a user
// whose row changes).

type MuteColumns = Pick<UserRow, 'mutedUntil' | 'muteReason'>;

/** The mute in force now, if any. */
export function muteOf(user: MuteColumns, now = new Date()): { until: Date; reason: string } | null {
  if (!user.mutedUntil || user.mutedUntil.getTime() <= now.getTime()) return null;

  return { until: user.mutedUntil, reason: user.muteReason ?? '' };
}

/** What a muted user is told when they try to write, and in their notice. */
export const mutedMessage = (mute: { until: Date; reason: string }) =>
  `你已被禁言至 ${formatChinaTime(mute.until)}${mute.reason ? `，原因：${mute.reason}` : ''}。禁言期间不能发表评论、回复和私信。`;

/** Refuses a comment, reply or private message of a muted user (403, account_muted). */
export function assertNotMuted(user: MuteColumns): void {
  const mute = muteOf(user);
  if (mute) throw AppError.forbidden(mutedMessage(mute), Reason.ACCOUNT_MUTED);
}
