import type { Db } from '../../../platform/db/db';
import type { DomainEvents } from '../../../platform/events/event-bus';
import { sendNotices } from './notification.service';
import { sentence } from './sentence';

// Notices of the identity module's events (subscribed in ../subscriptions.ts), one per event: the
// dedupe key names it.

/** Tells a user about a new follower, once per follower ever (unfollowing and following again stays quiet). */
export async function noticeNewFollower(
  db: Db,
  { follower, followeeId }: DomainEvents['UserFollowed'],
): Promise<void> {
  await sendNotices(db, [
    {
      userId: followeeId,
      kind: 'new_follower',
      title: `${follower.nickname} 关注了你`,
      body: '去看看 TA 的主页吧。',
      targetKind: 'user',
      targetId: follower.id,
      dedupeKey: `new_follower:${follower.id}`,
    },
  ]);
}

/** Tells the applicant how their creator application was decided. */
export async function noticeApplicationDecided(
  db: Db,
  { application, reason }: DomainEvents['CreatorApplicationDecided'],
): Promise<void> {
  const approved = application.status === 'approved';
  await sendNotices(db, [
    {
      userId: application.userId,
      kind: approved ? 'creator_application:approved' : 'creator_application:rejected',
      title: approved ? '创作者申请已通过' : '创作者申请未通过',
      body: approved
        ? '恭喜！你已成为创作者，现在可以发布作品、设置支持方案了。'
        : `未通过原因：${sentence(reason)}你可以修改后重新申请。`,
      targetKind: 'creator_application',
      targetId: application.id,
      dedupeKey: `creator_application:${application.id}`,
    },
  ]);
}
