import { purgeReadNotifications } from './notification.repository';
import type { Db } from '../../../platform/db/db';

/** Read notices are kept this long, then deleted (unread ones are kept however old). */
export const READ_NOTICE_RETENTION_DAYS = 180;

/** Deletes notices read more than READ_NOTICE_RETENTION_DAYS ago. */
export function purgeOldReadNotifications(db: Db, now = new Date()): Promise<number> {
  return purgeReadNotifications(db, new Date(now.getTime() - READ_NOTICE_RETENTION_DAYS * 86_400_000));
}
