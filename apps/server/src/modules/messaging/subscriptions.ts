import type { EventBus } from '../../platform/events/event-bus';
import { noticeApplicationDecided, noticeNewFollower } from './notifications/account-notices';
import { noticePostRestored, noticePostTakenDown } from './notifications/moderation-notices';
import {
  noticeDoublePaymentRefunded,
  noticeOrderPaid,
  noticeOrderRefunded,
  noticePayoutAccountSaved,
  noticeWithdrawalMoved,
} from './notifications/money-notices';
import { noticeRewardGranted, noticeRewardPoolEmptied } from './notifications/reward-notices';
import { deliverCommentToInboxes } from './received-comments/deliver-comment';

/** What messaging does when other modules change something: notices and received comments. */
export function subscribeMessaging(bus: EventBus): void {
  bus.subscribe('OrderPaid', noticeOrderPaid);
  bus.subscribe('OrderRefunded', noticeOrderRefunded);
  bus.subscribe('DoublePaymentRefunded', noticeDoublePaymentRefunded);
  bus.subscribe('WithdrawalMoved', noticeWithdrawalMoved);
  bus.subscribe('PayoutAccountSaved', noticePayoutAccountSaved);
  bus.subscribe('UserFollowed', noticeNewFollower);
  bus.subscribe('CreatorApplicationDecided', noticeApplicationDecided);
  bus.subscribe('PostTakenDown', noticePostTakenDown);
  bus.subscribe('PostRestored', noticePostRestored);
  bus.subscribe('RewardGranted', noticeRewardGranted);
  bus.subscribe('RewardPoolEmptied', noticeRewardPoolEmptied);
  bus.subscribe('CommentPosted', deliverCommentToInboxes);
}
