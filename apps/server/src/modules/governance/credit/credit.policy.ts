import type { StrikeKind } from '../../../platform/db/types';

// Account credit (DESIGN 8; 《互联网跟帖评论服务管理规定》 asks providers to grade users by credit):
// every strike against an account has points, and the points of the last CREDIT_WINDOW_DAYS decide
// what service it gets. Operators still ban by hand: a machine mutes, a person bans.

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

export type CreditStanding = { points: number; reviewAll: boolean };

export const standingOf = (points: number): CreditStanding => ({
  points,
  reviewAll: points >= REVIEW_ALL_AT,
});

/** Whether a strike that took the points from `before` to `after` crosses the mute threshold. */
export const crossesAutoMute = (before: number, after: number) =>
  before < AUTO_MUTE_AT && after >= AUTO_MUTE_AT;

export const AUTO_MUTE_REASON = `近 ${CREDIT_WINDOW_DAYS} 天违规记录过多（账号信用）`;
