import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { ConversationRow, DB, UserRow } from '../../../platform/db/types';
import { type DmFacts, supporterOf } from './private-message.policy';
import { banOf, hasNickname } from '../../identity';
import type { Db } from '../../../platform/db/db';
import { userRefColumns } from '../../../platform/db/user-ref-columns';

/** The conversation of a pair of users, either way round (`conversations_pair_idx`). */
export function findConversationBetween(db: Db, a: number, b: number): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where(sql<SqlBool>`least(starter_id, recipient_id) = ${Math.min(a, b)}`)
    .where(sql<SqlBool>`greatest(starter_id, recipient_id) = ${Math.max(a, b)}`)
    .executeTakeFirst();
}

/** Starts the conversation of a pair; when a racing first message already did, answers that one. */
export async function insertConversation(
  db: Db,
  starterId: number,
  recipientId: number,
): Promise<ConversationRow> {
  const row = await db
    .insertInto('conversations')
    .values({ starterId, recipientId })
    .onConflict((oc) =>
      oc.expression(sql`least(starter_id, recipient_id), greatest(starter_id, recipient_id)`).doNothing(),
    )
    .returningAll()
    .executeTakeFirst();
  if (row) return row;
  const existing = await findConversationBetween(db, starterId, recipientId);
  if (!existing) throw new Error('conversation vanished after a conflicting insert');

  return existing;
}

/**
 * Serialises the start of new conversations for these users until the transaction ends, so the
 * daily limits below hold however many first messages race. Locks are taken in id order.
 */
export async function lockNewConversations(db: Db, userIds: number[]): Promise<void> {
  for (const id of [...new Set(userIds)].sort((x, y) => x - y)) {
    await sql`select pg_advisory_xact_lock(${NEW_CONVERSATION_LOCK}, ${id})`.execute(db);
  }
}
/** First key of the advisory locks above (any constant no other lock uses). */
const NEW_CONVERSATION_LOCK = 9_170_301;

/**
 * Conversations started since `since` by `userId` (`starterId`, conversations_starter_idx) or with
 * them by others (`recipientId`, conversations_recipient_idx).
 */
export async function countConversationsStarted(
  db: Db,
  side: 'starterId' | 'recipientId',
  userId: number,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('conversations')
    .select(sql<number>`count(*)::int`.as('n'))
    .where(side, '=', userId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow();

  return row.n;
}

/** Whether `blockerId` blocked `blockedId` (user_blocks' primary key). */
const blocks = (blockerId: number, blockedId: number) => (eb: ExpressionBuilder<DB, never>) =>
  eb.exists(
    eb
      .selectFrom('userBlocks')
      .select(sql`1`.as('one'))
      .where('blockerId', '=', blockerId)
      .where('blockedId', '=', blockedId),
  );

/** Everything `dmRefusal` asks, in one round trip of index lookups. */
export async function loadDmFacts(
  db: Db,
  sender: { id: number; nickname: string },
  recipient: Pick<UserRow, 'id' | 'dmPolicy' | 'bannedAt' | 'banReason' | 'bannedUntil'>,
  conversationId: number | null,
): Promise<DmFacts> {
  const senderId = sender.id;
  const row = await db
    .selectNoFrom((eb) => [
      blocks(recipient.id, senderId)(eb).as('blockedByRecipient'),
      blocks(senderId, recipient.id)(eb).as('blockedBySender'),
      eb
        .exists(
          eb
            .selectFrom('follows')
            .select(sql`1`.as('one'))
            .where('followerId', '=', senderId)
            .where('followeeId', '=', recipient.id),
        )
        .as('senderFollowsRecipient'),
      supporterOf(senderId, recipient.id)(eb).as('senderSupportsRecipient'),
      eb
        .exists(
          eb
            .selectFrom('messages')
            .select(sql`1`.as('one'))
            .where('senderId', '=', recipient.id)
            .where('conversationId', '=', conversationId ?? 0),
        )
        .as('recipientHasWritten'),
    ])
    .executeTakeFirstOrThrow();

  return {
    senderId,
    senderNamed: hasNickname(sender),
    recipientId: recipient.id,
    recipientBanned: banOf(recipient) !== null,
    recipientPolicy: recipient.dmPolicy,
    blockedByRecipient: Boolean(row.blockedByRecipient),
    blockedBySender: Boolean(row.blockedBySender),
    senderFollowsRecipient: Boolean(row.senderFollowsRecipient),
    senderSupportsRecipient: Boolean(row.senderSupportsRecipient),
    recipientHasWritten: Boolean(row.recipientHasWritten),
  };
}

/** The viewer's side of a conversation, or undefined when they are not in it. */
export function findMembership(db: Db, userId: number, conversationId: number) {
  return db
    .selectFrom('conversationMembers')
    .selectAll()
    .where('userId', '=', userId)
    .where('conversationId', '=', conversationId)
    .executeTakeFirst();
}

/**
 * Puts a new message at the top of both members' lists; the recipient's unread counter goes up by
 * one in the same statement. Two messages of one conversation may commit in either order: the list
 * keeps the newer id (`greatest`), and the rows are written in user id order, so two racing senders
 * lock the pair's rows in the same order and never deadlock.
 */
export async function recordMessageForMembers(
  db: Db,
  message: { id: number; conversationId: number; senderId: number },
  recipientId: number,
): Promise<void> {
  const base = { conversationId: message.conversationId, lastMessageId: message.id };
  const rows = [
    { ...base, userId: message.senderId, peerId: recipientId, unreadCount: 0 },
    { ...base, userId: recipientId, peerId: message.senderId, unreadCount: 1 },
  ].sort((x, y) => x.userId - y.userId);
  await db
    .insertInto('conversationMembers')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['userId', 'conversationId']).doUpdateSet({
        lastMessageId: sql<number>`greatest(conversation_members.last_message_id, excluded.last_message_id)`,
        unreadCount: sql<number>`conversation_members.unread_count + excluded.unread_count`,
      }),
    )
    .execute();
}

/** Zeroes the viewer's unread counter of a conversation; answers whether it was above zero. */
export async function markConversationRead(db: Db, userId: number, conversationId: number): Promise<boolean> {
  const result = await db
    .updateTable('conversationMembers')
    .set({ unreadCount: 0 })
    .where('userId', '=', userId)
    .where('conversationId', '=', conversationId)
    .where('unreadCount', '>', 0)
    .executeTakeFirst();

  return result.numUpdatedRows > 0n;
}

export type ConversationListRow = {
  conversationId: number;
  unreadCount: number;
  peerId: number;
  peerNickname: string;
  peerAvatarUrl: string | null;
  peerSlug: string;
  messageId: number;
  messageSenderId: number;
  messageContent: string;
  messageImageUrl: string | null;
  messageCreatedAt: Date;
};

/** One page of a user's conversations, newest message first, before a last message id (`conversation_members_list_idx`). */
export function listConversations(
  db: Db,
  userId: number,
  input: { limit: number; beforeMessageId?: number },
): Promise<ConversationListRow[]> {
  let query = db
    .selectFrom('conversationMembers as m')
    .innerJoin('users as p', 'p.id', 'm.peerId')
    .innerJoin('messages as l', 'l.id', 'm.lastMessageId')
    .select([
      ...userRefColumns('p', 'peer'),
      'm.conversationId',
      'm.unreadCount',
      'p.id as peerId',
      'l.id as messageId',
      'l.senderId as messageSenderId',
      'l.content as messageContent',
      'l.imageUrl as messageImageUrl',
      'l.createdAt as messageCreatedAt',
    ])
    .where('m.userId', '=', userId);
  if (input.beforeMessageId !== undefined) query = query.where('m.lastMessageId', '<', input.beforeMessageId);

  return query.orderBy('m.lastMessageId', 'desc').limit(input.limit).execute();
}
