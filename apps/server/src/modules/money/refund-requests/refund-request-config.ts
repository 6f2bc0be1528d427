import type { Env } from '../../../platform/config/env';

/** The window of asking and the deadline of deciding (REFUND_REQUEST_WINDOW_DAYS, _DECIDE_HOURS). */
export type RefundRequestConfig = { windowDays: number; decideHours: number };

export const refundRequestConfigOf = (
  env: Pick<Env, 'REFUND_REQUEST_WINDOW_DAYS' | 'REFUND_REQUEST_DECIDE_HOURS'>,
): RefundRequestConfig => ({
  windowDays: env.REFUND_REQUEST_WINDOW_DAYS,
  decideHours: env.REFUND_REQUEST_DECIDE_HOURS,
});
