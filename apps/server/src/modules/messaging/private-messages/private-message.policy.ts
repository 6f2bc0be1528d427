import { type DmRefusal, NICKNAME_REQUIRED_MESSAGE } from '@frog/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB, DmPolicy } from '../../../platform/db/types';
import { memberOfCreatorScope } from '../../support';

// Who may write to whom. The facts are loaded in one query (conversation.repository
// `loadDmFacts`); `supporterOf` is the SQL of "a supporter" the facts use.

/** What the database says about a sender and a recipient before a message. */
export type DmFacts = {
  senderId: number;
  /** The sender has chosen a nickname (an SMS sign-up may not have yet). */
  senderNamed: boolean;
  recipientId: number;
  recipientBanned: boolean;
  recipientPolicy: DmPolicy;
  /** The recipient blocked the sender. */
  blockedByRecipient: boolean;
  /** The sender blocked the recipient (they must unblock before writing). */
  blockedBySender: boolean;
  senderFollowsRecipient: boolean;
  senderSupportsRecipient: boolean;
  /** The recipient has written to the sender: answering is always allowed (blocks aside). */
  recipientHasWritten: boolean;
};

/**
 * Why the sender may not write to the recipient, or null. Blocks win over everything; a sender
 * without a nickname sets one first (as for comments); a creator's
 * followers-only or supporters-only setting keeps strangers out, but never stops an answer to
 * someone the creator wrote to first.
 */
export function dmRefusal(facts: DmFacts): Exclude<DmRefusal, 'muted'> {
  if (facts.senderId === facts.recipientId) return 'self';
  if (facts.recipientBanned) return 'banned';
  if (facts.blockedBySender) return 'blocked_by_me';
  if (facts.blockedByRecipient) return 'blocked_by_them';
  if (!facts.senderNamed) return 'nickname_required';
  if (facts.recipientHasWritten) return null;
  if (facts.recipientPolicy === 'followers' && !facts.senderFollowsRecipient) return 'followers_only';
  if (facts.recipientPolicy === 'supporters' && !facts.senderSupportsRecipient) return 'supporters_only';

  return null;
}

/** The Chinese sentence for each refusal of `dmRefusal` (a mute's names its own reason and end). */
export const dmRefusalMessages: Record<Exclude<DmRefusal, null | 'muted'>, string> = {
  self: '不能给自己发私信',
  banned: '该用户不存在或已被封禁',
  blocked_by_me: '你已屏蔽对方，解除屏蔽后才能发私信',
  blocked_by_them: '由于对方的隐私设置，你无法给 TA 发私信',
  followers_only: '对方只接收关注者的私信，关注后即可发私信',
  supporters_only: '对方只接收支持者的私信，支持后即可发私信',
  nickname_required: NICKNAME_REQUIRED_MESSAGE,
};

/**
 * "`userId` supports `creatorId`": paid them something that was not refunded (the 充电榜 totals,
 * kept by triggers) or holds an active plan of theirs (`activeSubscriptionScope`). Both are
 * primary-key or unique-index lookups.
 */
export const supporterOf = (userId: number, creatorId: number) => (eb: ExpressionBuilder<DB, never>) =>
  eb.or([
    eb.exists(
      eb
        .selectFrom('supporterTotals')
        .select(sql`1`.as('one'))
        .where('supporterTotals.creatorId', '=', creatorId)
        .where('supporterTotals.period', '=', 'all')
        .where('supporterTotals.buyerId', '=', userId)
        .where('supporterTotals.netFen', '>', '0'),
    ),
    memberOfCreatorScope(userId, creatorId)(eb),
  ]);
