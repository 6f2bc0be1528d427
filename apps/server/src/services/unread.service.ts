import type { UnreadCounts } from '@frog/contracts';
import { countUnreadReceivedComments } from '../repositories/comment-inbox.repository';
import { countUnreadMessages } from '../repositories/message.repository';
import { countUnreadNotifications } from '../repositories/notification.repository';
import type { Db } from '../repositories/user.repository';

/** The badges of one user: each message tab's unread count and their sum. */
export async function readUnreadCounts(db: Db, userId: number): Promise<UnreadCounts> {
  const [notifications, comments, messages] = await Promise.all([
    countUnreadNotifications(db, userId),
    countUnreadReceivedComments(db, userId),
    countUnreadMessages(db, userId),
  ]);

  return { notifications, comments, messages, total: notifications + comments + messages };
}
