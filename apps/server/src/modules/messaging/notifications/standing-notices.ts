import type { Db } from '../../../platform/db/db';
import type { DomainEvents } from '../../../platform/events/event-bus';
import { mutedMessage } from '../../identity';
import { sendNotices } from './notification.service';
import { sentence } from './sentence';

// Notices about a user's standing: a warning from the operators, a mute (theirs or account
// credit's). `actionId` names one warning or mute, so a handler run twice notifies once.

/** Tells a user an operator warned them, in the operator's words. */
export async function noticeUserWarned(db: Db, { userId, reason, actionId }: DomainEvents['UserWarned']) {
  await sendNotices(db, [
    {
      userId,
      kind: 'user_warned',
      title: '平台警告',
      body: `${sentence(reason)}请遵守平台公约，多次违规将被限制评论、私信乃至封禁账号。`,
      targetKind: null,
      targetId: null,
      dedupeKey: `user_warned:${actionId}`,
    },
  ]);
}

/** Tells a user they are muted, why and until when. */
export async function noticeUserMuted(
  db: Db,
  { userId, until, reason, actionId }: DomainEvents['UserMuted'],
) {
  await sendNotices(db, [
    {
      userId,
      kind: 'user_muted',
      title: '你已被禁言',
      body: mutedMessage({ until: new Date(until), reason }),
      targetKind: null,
      targetId: null,
      dedupeKey: `user_muted:${actionId}`,
    },
  ]);
}
