import { signalUnread } from '../../../platform/live/signal';
import { insertPlanExpiryNotices } from './notification.repository';
import type { Db } from '../../../platform/db/db';

/**
 * Tells supporters that a plan membership ends within 3 days, and that it has ended (within the
 * last 7 days, so a stopped server catches up). One notice of each per membership period: the
 * dedupe key carries the period's end, so running twice, or on two processes at once, writes one.
 */
export async function notifyPlanExpiry(db: Db, now = new Date()): Promise<number> {
  const userIds = await insertPlanExpiryNotices(db, now);
  signalUnread(db, userIds);

  return userIds.length;
}
