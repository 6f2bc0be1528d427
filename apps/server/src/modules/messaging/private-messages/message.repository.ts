import { sql } from 'kysely';
import type { MessageRow } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';

/**
 * Unread private messages of a user over all conversations (the 我的私信 badge): the sum of the
 * per-conversation counters, read from the partial index of members with unread messages
 * (`conversation_members_unread_idx`, which carries the counter), never a count over messages.
 */
export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('conversationMembers')
    .select(sql<number>`coalesce(sum(unread_count), 0)::int`.as('n'))
    .where('userId', '=', userId)
    .where('unreadCount', '>', 0)
    .executeTakeFirstOrThrow();

  return row.n;
}

export function insertMessage(
  db: Db,
  values: { conversationId: number; senderId: number; content: string; imageUrl: string | null },
): Promise<MessageRow> {
  return db.insertInto('messages').values(values).returningAll().executeTakeFirstOrThrow();
}

/** One page of a conversation's messages, newest first, older than `beforeId` (`messages_conversation_idx`). */
export function listMessages(
  db: Db,
  conversationId: number,
  input: { limit: number; beforeId?: number },
): Promise<MessageRow[]> {
  let query = db.selectFrom('messages').selectAll().where('conversationId', '=', conversationId);
  if (input.beforeId !== undefined) query = query.where('id', '<', input.beforeId);

  return query.orderBy('id', 'desc').limit(input.limit).execute();
}

/** Whether `userId` received this message (in a conversation of theirs, sent by the other side). */
export async function wasMessageReceivedBy(db: Db, messageId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversationId')
    .select('m.id')
    .where('m.id', '=', messageId)
    .where('m.senderId', '!=', userId)
    .where((eb) => eb.or([eb('c.starterId', '=', userId), eb('c.recipientId', '=', userId)]))
    .executeTakeFirst();

  return row !== undefined;
}
