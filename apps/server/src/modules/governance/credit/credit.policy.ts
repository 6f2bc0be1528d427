import type { StrikeKind } from '../../../platform/db/types';

// Account credit (DESIGN 8; 《互联网跟帖评论服务管理规定》 asks providers to grade users by credit):
// every strike against an account has points, and the points of the last CREDIT_WINDOW_DAYS decide
// what service it gets: review first (先审后发), then a mute, then a ban with an end. A permanent ban
// stays a person's decision.

export const CREDIT_WINDOW_DAYS = 90;

/** Points a strike of each kind costs. */
export const STRIKE_POINTS: Record<StrikeKind, number> = {
  /** An operator's warning. */
  warning: 1,
  /** Reports on something they wrote, upheld by an operator (once per object). */
  report_upheld: 2,
  /** A text the word lists refused (at most once a day: retrying is not a new offence). */
  text_blocked: 1,
};

/** From this many points, every post, comment and reply they write waits for review (先审后发). */
export const REVIEW_ALL_AT = 3;
/** From this many points, account credit mutes them for AUTO_MUTE_DAYS. */
export const AUTO_MUTE_AT = 6;
export const AUTO_MUTE_DAYS = 7;

/** From this many points, account credit bans them for AUTO_BAN_DAYS (sessions end, no sign-in). */
export const AUTO_BAN_AT = 10;
export const AUTO_BAN_DAYS = 30;

export type CreditStanding = { points: number; reviewAll: boolean };

export const standingOf = (points: number): CreditStanding => ({
  points,
  reviewAll: points >= REVIEW_ALL_AT,
});

/** What a strike that took the points from `before` to `after` does by itself: ban, mute or nothing. */
export function creditConsequence(before: number, after: number): 'ban' | 'mute' | null {
  if (before < AUTO_BAN_AT && after >= AUTO_BAN_AT) return 'ban';
  if (before < AUTO_MUTE_AT && after >= AUTO_MUTE_AT) return 'mute';

  return null;
}

/** The reason a mute or ban of account credit gives. */
export const CREDIT_ACTION_REASON = `近 ${CREDIT_WINDOW_DAYS} 天违规记录过多（账号信用）`;
