import { reportTargetText } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import type { DomainEvents } from '../../../platform/events/event-bus';
import { sendNotices } from './notification.service';
import { sentence } from './sentence';

// Notices of the operator module's events (subscribed in ../subscriptions.ts). `actionId` names one
// takedown or restore, so the same one never notifies twice while a later one does. A notice
// carries the post's title only.

/** One notice to a post's creator about their post, once per operator action (`actionId`). */
async function noticeAboutPost(
  db: Db,
  post: { id: number; authorId: number },
  actionId: string | number,
  notice: { kind: 'post_takedown' | 'post_restored' | 'post_approved'; title: string; body: string },
): Promise<void> {
  await sendNotices(db, [
    {
      userId: post.authorId,
      ...notice,
      targetKind: 'post',
      targetId: post.id,
      dedupeKey: `${notice.kind}:${post.id}:${actionId}`,
    },
  ]);
}

/** Tells the creator that operators took a post down, with the reason. */
export const noticePostTakenDown = (db: Db, { post, reason, actionId }: DomainEvents['PostTakenDown']) =>
  noticeAboutPost(db, post, actionId, {
    kind: 'post_takedown',
    title: `你的作品《${post.title}》已被下架`,
    body: `下架原因：${sentence(reason)}如有疑问，请联系客服申诉。`,
  });

/** Tells the creator that a taken-down post is visible again. */
export const noticePostRestored = (db: Db, { post, actionId }: DomainEvents['PostRestored']) =>
  noticeAboutPost(db, post, actionId, {
    kind: 'post_restored',
    title: `你的作品《${post.title}》已恢复显示`,
    body: '经复核，该作品已恢复，支持者可以正常查看。',
  });

/** Tells the creator that a post held for review (待审核) passed and is out. */
export const noticePostApproved = (db: Db, { post, actionId }: DomainEvents['PostApproved']) =>
  noticeAboutPost(db, post, actionId, {
    kind: 'post_approved',
    title: `你的作品《${post.title}》已通过审核`,
    body: '作品已公开，支持者可以正常查看。',
  });

/** The start of a hidden comment the notice quotes (the comment itself is gone from every list). */
const quote = (content: string) => (content.length > 30 ? `${content.slice(0, 30)}…` : content);

/** Tells a commenter that operators hid their comment, and why. */
export async function noticeCommentHidden(
  db: Db,
  { comment, postTitle, reason }: DomainEvents['CommentHidden'],
): Promise<void> {
  await sendNotices(db, [
    {
      userId: comment.authorId,
      kind: 'comment_hidden',
      title: `你在《${postTitle}》下的评论已被隐藏`,
      body: `评论“${quote(comment.content)}”不符合平台公约，已被隐藏。原因：${sentence(reason)}`,
      targetKind: null,
      targetId: null,
      dedupeKey: `comment_hidden:${comment.id}`,
    },
  ]);
}

/** Tells each reporter how their report was handled (one notice per report). */
export async function noticeReportsHandled(
  db: Db,
  { reports, targetKind, decision, note }: DomainEvents['ReportsHandled'],
): Promise<void> {
  const what = reportTargetText[targetKind];
  const body =
    decision === 'upheld'
      ? `你举报的${what}经核查属实，平台已处理：${sentence(note)}感谢你帮助维护社区环境。`
      : `你举报的${what}经核查暂未发现违规：${sentence(note)}感谢你的反馈。`;
  await sendNotices(
    db,
    reports.map((report) => ({
      userId: report.reporterId,
      kind: `report_result:${decision}`,
      title: '你的举报已处理',
      body,
      targetKind: null,
      targetId: null,
      dedupeKey: `report_result:${report.id}`,
    })),
  );
}

/** Tells an author how their appeal of a takedown was handled (upheld: the post is back). */
export async function noticeAppealHandled(
  db: Db,
  { authorId, post, decision, note, actionId }: DomainEvents['AppealHandled'],
): Promise<void> {
  const upheld = decision === 'upheld';
  await sendNotices(db, [
    {
      userId: authorId,
      kind: `appeal_result:${decision}`,
      title: upheld ? `你的申诉已通过，《${post.title}》已恢复` : `你对《${post.title}》的申诉未通过`,
      body: upheld
        ? `经复核，作品已恢复公开。说明：${sentence(note)}`
        : `经复核，作品仍保持下架。说明：${sentence(note)}如有疑问，请联系客服。`,
      targetKind: 'post',
      targetId: post.id,
      dedupeKey: `appeal_result:${actionId}`,
    },
  ]);
}
