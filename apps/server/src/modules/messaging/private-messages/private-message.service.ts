import {
  type DataOf,
  type DmPolicy,
  type PrivateMessage,
  type privateMessageEndpoints,
  Reason,
} from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { inTransaction } from '../../../platform/db/transaction';
import { signalUnread } from '../../../platform/live/signal';
import { dmRefusal, dmRefusalMessages } from './private-message.policy';
import { presentConversation, presentMessage, presentPeer } from './private-message.presenter';
import {
  countConversationsStarted,
  findConversationBetween,
  findMembership,
  insertConversation,
  listConversations,
  loadDmFacts,
  lockNewConversations,
  markConversationRead,
  recordMessageForMembers,
} from './conversation.repository';
import { countUnreadMessages, insertMessage, listMessages } from './message.repository';
import { isOwnUpload } from '../../../platform/uploads/webp-image';
import { MESSAGE_IMAGE_KIND } from './private-message-image.service';
import type { Db } from '../../../platform/db/db';
import { assertNotMuted, banOf, findUserById, mutedMessage, muteOf } from '../../identity';
import type { Storage } from '../../../platform/storage/storage';
import { cursorPage, readListCursor } from '../../../platform/http/cursor-page';
import { readInboxPage } from '../unread/unread-page';

/** New conversations a user may start in 24 hours (spam: many strangers written to). */
export const NEW_CONVERSATIONS_PER_SENDER_PER_DAY = 30;
/** New conversations others may start with one user in 24 hours (a flood aimed at one creator). */
export const NEW_CONVERSATIONS_PER_RECIPIENT_PER_DAY = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

type Ctx = { db: Db; storage: Storage };
type Page = { cursor?: string; pageSize: number };

/** Another user who exists and is not banned; anyone else is not found (sending to yourself: 400). */
async function getRecipient(db: Db, viewer: UserRow, userId: number): Promise<UserRow> {
  if (userId === viewer.id) throw AppError.badRequest(dmRefusalMessages.self);
  const user = await findUserById(db, userId);
  if (!user || banOf(user)) throw AppError.notFound('用户不存在或已被封禁');

  return user;
}

/** The viewer's conversations, newest message first, with the total of unread messages. */
export function listMyConversations(
  db: Db,
  viewer: UserRow,
  params: Page,
): Promise<DataOf<typeof privateMessageEndpoints.conversationList>> {
  return readInboxPage(
    params,
    'cv',
    (beforeMessageId, limit) => listConversations(db, viewer.id, { limit, beforeMessageId }),
    () => countUnreadMessages(db, viewer.id),
    (row) => ({ at: row.messageCreatedAt, id: row.messageId }),
    (row) => presentConversation(row, viewer.id),
  );
}

/** Before the thread with a user: who they are, the conversation if any, and whether the viewer may write. */
export async function openConversation(
  db: Db,
  viewer: UserRow,
  userId: number,
): Promise<DataOf<typeof privateMessageEndpoints.open>> {
  const peer = await getRecipient(db, viewer, userId);
  const conversation = await findConversationBetween(db, viewer.id, peer.id);
  const facts = await loadDmFacts(db, viewer, peer, conversation?.id ?? null);
  // A muted viewer is told before they type, in the words a refused send uses (blocks still show first).
  const mute = muteOf(viewer);
  const refused = dmRefusal(facts);

  return {
    peer: presentPeer(peer),
    conversationId: conversation?.id ?? null,
    canSend: refused === null && mute === null,
    refusal: refused ?? (mute && 'muted'),
    refusalMessage: refused ? dmRefusalMessages[refused] : mute && mutedMessage(mute),
    blockedByMe: facts.blockedBySender,
  };
}

/** A page of one of the viewer's conversations, newest first; a conversation they are not in is not found. */
export async function listConversationMessages(
  db: Db,
  viewer: UserRow,
  params: Page & { conversationId: number },
): Promise<DataOf<typeof privateMessageEndpoints.messageList>> {
  const cursor = readListCursor(params.cursor, 'msg');
  if (!(await findMembership(db, viewer.id, params.conversationId))) throw AppError.notFound('会话不存在');
  const rows = await listMessages(db, params.conversationId, {
    limit: params.pageSize + 1,
    beforeId: cursor?.id,
  });
  const { page, nextCursor } = cursorPage(rows, params.pageSize, 'msg', (row) => ({
    at: row.createdAt,
    id: row.id,
  }));

  return { list: page.map((row) => presentMessage(row, viewer.id)), nextCursor };
}

/** Marks a conversation read for the viewer (the other tabs hear of it); answers the new total. */
export async function readConversation(
  db: Db,
  viewer: UserRow,
  conversationId: number,
): Promise<{ unread: number }> {
  if (!(await findMembership(db, viewer.id, conversationId))) throw AppError.notFound('会话不存在');
  if (await markConversationRead(db, viewer.id, conversationId)) signalUnread(db, [viewer.id]);

  return { unread: await countUnreadMessages(db, viewer.id) };
}

/** An image URL the viewer uploaded through the message image upload; anything else is refused. */
async function checkOwnMessageImage(ctx: Ctx, viewer: UserRow, url: string): Promise<void> {
  if (!(await isOwnUpload(ctx, url, viewer.id, MESSAGE_IMAGE_KIND)))
    throw AppError.badRequest('图片地址无效，请重新上传图片');
}

/** Refuses a new conversation past the daily limits of the sender or the recipient (under their locks). */
async function checkNewConversationLimits(db: Db, senderId: number, recipientId: number): Promise<void> {
  const since = new Date(Date.now() - DAY_MS);
  const [started, received] = await Promise.all([
    countConversationsStarted(db, 'starterId', senderId, since),
    countConversationsStarted(db, 'recipientId', recipientId, since),
  ]);
  if (started >= NEW_CONVERSATIONS_PER_SENDER_PER_DAY)
    throw AppError.rateLimited('今天发起的新私信太多了，请明天再试');
  if (received >= NEW_CONVERSATIONS_PER_RECIPIENT_PER_DAY)
    throw AppError.rateLimited('对方今天收到的新私信太多了，请稍后再试');
}

/**
 * Sends a message: only what the sender wrote (plain text, checked like a comment) and an image
 * they uploaded. Permission (blocks, the recipient's dm_policy), the conversation, the message and
 * both members' lists and unread counters change in one transaction; the recipient's badge is
 * signalled once it commits.
 */
export async function sendMessage(
  ctx: Ctx,
  viewer: UserRow,
  params: { toUserId: number; content: string; imageUrl?: string },
): Promise<PrivateMessage> {
  assertNotMuted(viewer);
  const recipient = await getRecipient(ctx.db, viewer, params.toUserId);
  if (params.content === '' && params.imageUrl === undefined)
    throw AppError.badRequest('请输入私信内容或选择图片');
  if (params.imageUrl !== undefined) await checkOwnMessageImage(ctx, viewer, params.imageUrl);

  const message = await inTransaction(ctx.db, async (trx) => {
    let conversation = await findConversationBetween(trx, viewer.id, recipient.id);
    const refusal = dmRefusal(await loadDmFacts(trx, viewer, recipient, conversation?.id ?? null));
    if (refusal !== null)
      throw AppError.forbidden(
        dmRefusalMessages[refusal],
        refusal === 'nickname_required' ? Reason.NICKNAME_REQUIRED : Reason.DM_NOT_ALLOWED,
      );
    if (!conversation) {
      await lockNewConversations(trx, [viewer.id, recipient.id]);
      // A racing first message may have started it while we waited for the lock.
      conversation = await findConversationBetween(trx, viewer.id, recipient.id);
      if (!conversation) {
        await checkNewConversationLimits(trx, viewer.id, recipient.id);
        conversation = await insertConversation(trx, viewer.id, recipient.id);
      }
    }
    const row = await insertMessage(trx, {
      conversationId: conversation.id,
      senderId: viewer.id,
      content: params.content,
      imageUrl: params.imageUrl ?? null,
    });
    await recordMessageForMembers(trx, row, recipient.id);
    signalUnread(trx, [recipient.id]);

    return row;
  });

  return presentMessage(message, viewer.id);
}

export async function getDmPolicy(viewer: UserRow): Promise<{ dmPolicy: DmPolicy }> {
  return { dmPolicy: viewer.dmPolicy };
}
