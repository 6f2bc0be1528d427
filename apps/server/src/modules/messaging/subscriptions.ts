import type { Subscriptions } from '../../platform/events/event-bus';
import { noticeApplicationDecided, noticeNewFollower } from './notifications/account-notices';
import {
  noticeAppealHandled,
  noticeCommentHidden,
  noticePostApproved,
  noticePostRestored,
  noticePostTakenDown,
  noticeReportsHandled,
} from './notifications/moderation-notices';
import {
  noticeDoublePaymentRefunded,
  noticeOrderPaid,
  noticeOrderRefunded,
  noticePayoutAccountSaved,
  noticePlanGiftRedeemed,
  noticeWithdrawalMoved,
} from './notifications/money-notices';
import { noticeGuardianRequestDecided } from './notifications/guardian-request-notices';
import {
  noticeRefundRequested,
  noticeRefundRequestExpired,
  noticeRefundRequestRefused,
} from './notifications/refund-request-notices';
import {
  noticeComplaintMoved,
  noticeComplaintsDueSoon,
  noticeRefundRequestsDueSoon,
} from './notifications/complaint-notices';
import { noticeUserMuted, noticeUserWarned } from './notifications/standing-notices';
import { noticeRewardGranted, noticeRewardPoolEmptied } from './notifications/reward-notices';
import { noticeSupporterThanked } from './notifications/thanks-notices';
import { deliverCommentToInboxes, signalApprovedComment } from './received-comments/deliver-comment';

/** What messaging does when other modules change something: notices and received comments. */
export const messagingSubscriptions: Subscriptions = {
  OrderPaid: noticeOrderPaid,
  OrderRefunded: noticeOrderRefunded,
  PlanGiftRedeemed: noticePlanGiftRedeemed,
  DoublePaymentRefunded: noticeDoublePaymentRefunded,
  RefundRequested: noticeRefundRequested,
  RefundRequestRefused: noticeRefundRequestRefused,
  RefundRequestExpired: noticeRefundRequestExpired,
  GuardianRequestDecided: noticeGuardianRequestDecided,
  ComplaintMoved: noticeComplaintMoved,
  ComplaintsDueSoon: noticeComplaintsDueSoon,
  RefundRequestsDueSoon: noticeRefundRequestsDueSoon,
  WithdrawalMoved: noticeWithdrawalMoved,
  PayoutAccountSaved: noticePayoutAccountSaved,
  SupporterThanked: noticeSupporterThanked,
  UserFollowed: noticeNewFollower,
  CreatorApplicationDecided: noticeApplicationDecided,
  PostTakenDown: noticePostTakenDown,
  PostRestored: noticePostRestored,
  PostApproved: noticePostApproved,
  CommentHidden: noticeCommentHidden,
  ReportsHandled: noticeReportsHandled,
  AppealHandled: noticeAppealHandled,
  UserWarned: noticeUserWarned,
  UserMuted: noticeUserMuted,
  CommentApproved: signalApprovedComment,
  CommentReleased: signalApprovedComment,
  RewardGranted: noticeRewardGranted,
  RewardPoolEmptied: noticeRewardPoolEmptied,
  CommentPosted: deliverCommentToInboxes,
};
