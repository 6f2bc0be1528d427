import type { UnreadCounts } from '@frog/contracts';
import { countUnreadReceivedComments } from '../received-comments/comment-inbox.repository';
import { countUnreadMessages } from '../private-messages/message.repository';
import { countUnreadNotifications } from '../notifications/notification.repository';
import type { Db } from '../../../platform/db/db';

/** The badges of one user: each message tab's unread count and their sum. */
export async function readUnreadCounts(db: Db, userId: number): Promise<UnreadCounts> {
  const [notifications, comments, messages] = await Promise.all([
    countUnreadNotifications(db, userId),
    countUnreadReceivedComments(db, userId),
    countUnreadMessages(db, userId),
  ]);

  return { notifications, comments, messages, total: notifications + comments + messages };
}
