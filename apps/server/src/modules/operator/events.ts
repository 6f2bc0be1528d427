import type { ReportTargetKind } from '@frog/contracts';
// What the operator module tells others, from inside the audited transaction of the action. An
// `actionId` is fixed when the event is published, so a notice handler run twice dedupes on it.
type TakenDownPost = { id: number; authorId: number; title: string };

declare module '../../platform/events/event-bus' {
  interface DomainEvents {
    /** Operators took a post down; `actionId` names this takedown (a later one is another). */
    PostTakenDown: { post: TakenDownPost; reason: string; actionId: string };
    /** Operators made a taken-down post visible again. */
    PostRestored: { post: TakenDownPost; actionId: string };
    /** Operators approved a post a review word held (待审核): it is out now. */
    PostApproved: { post: TakenDownPost; actionId: string };
    /** Operators approved a comment a review word held: its recipients' 收到的评论 shows it now. */
    CommentApproved: { commentId: number };
    /** Operators closed every open report on an object; each reporter is told the outcome. */
    ReportsHandled: {
      reports: { id: number; reporterId: number }[];
      targetKind: ReportTargetKind;
      decision: 'upheld' | 'dismissed';
      note: string;
    };
    /** Operators handled an author's appeal of a takedown (upheld: the post is restored). */
    AppealHandled: {
      appealId: number;
      authorId: number;
      post: { id: number; title: string };
      decision: 'upheld' | 'rejected';
      note: string;
      actionId: string;
    };
    /** Operators warned a user; they are told in 系统通知. */
    UserWarned: { userId: number; reason: string; actionId: string };
    /** Operators hid a comment; its author is told why. */
    CommentHidden: {
      comment: { id: number; authorId: number; content: string };
      postTitle: string;
      reason: string;
    };
  }
}
