import type { Conversation, MessagePeer, PrivateMessage } from '@frog/contracts';
import type { MessageRow } from '../../../platform/db/types';
import type { ConversationListRow } from './conversation.repository';
import { userRefOf } from '../../../platform/db/user-ref-columns';

/** A message as its two members see it: what the sender wrote, nothing else. */
export function presentMessage(row: MessageRow, viewerId: number): PrivateMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    mine: row.senderId === viewerId,
    content: row.content,
    imageUrl: row.imageUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Public fields of the other member: never a phone. */
export function presentPeer(user: {
  id: number;
  nickname: string;
  avatarUrl: string | null;
  slug: string;
}): MessagePeer {
  return { id: user.id, nickname: user.nickname, avatarUrl: user.avatarUrl, slug: user.slug };
}

export function presentConversation(row: ConversationListRow, viewerId: number): Conversation {
  return {
    id: row.conversationId,
    peer: presentPeer(userRefOf(row, 'peer', row.peerId)),
    lastMessage: presentMessage(
      {
        id: row.messageId,
        conversationId: row.conversationId,
        senderId: row.messageSenderId,
        content: row.messageContent,
        imageUrl: row.messageImageUrl,
        createdAt: row.messageCreatedAt,
      },
      viewerId,
    ),
    unread: row.unreadCount,
  };
}
