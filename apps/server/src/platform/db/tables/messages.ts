import type { Generated, Selectable } from 'kysely';
import type { Timestamp, DefaultTimestamp } from './columns';

// Notifications, 收到的评论 and 私信. Tables as TypeScript sees them (CamelCasePlugin maps to snake_case SQL).

/** 收到的评论: a comment on the user's post ('comment') or a reply to their comment ('reply'). */
export interface CommentInboxTable {
  userId: number;
  commentId: number;
  kind: 'comment' | 'reply';
  /** For a reply: the user's own comment it answers (the quote); null otherwise or once deleted for good. */
  repliedCommentId: number | null;
  createdAt: DefaultTimestamp;
  readAt: Timestamp | null;
}

/** 私信: one conversation per pair of users. */
export interface ConversationsTable {
  id: Generated<number>;
  starterId: number;
  recipientId: number;
  createdAt: DefaultTimestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  conversationId: number;
  senderId: number;
  /** Plain text ('' for an image-only message). */
  content: Generated<string>;
  imageUrl: string | null;
  createdAt: DefaultTimestamp;
}

/** One side of a conversation: its place in the user's list and its unread counter. */
export interface ConversationMembersTable {
  userId: number;
  conversationId: number;
  peerId: number;
  lastMessageId: number;
  unreadCount: Generated<number>;
}

export interface UserBlocksTable {
  blockerId: number;
  blockedId: number;
  createdAt: DefaultTimestamp;
}

/** What a notice is about; the presenter turns it into a same-site link. */
export type NotificationTargetKind =
  | 'order'
  | 'post'
  | 'user'
  | 'plan'
  | 'creator_application'
  | 'withdrawal'
  | 'reward_grant'
  | 'payout_account';

export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  kind: string;
  title: string;
  body: Generated<string>;
  readAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  /** Both set or both null (check constraint). */
  targetKind: NotificationTargetKind | null;
  targetId: number | null;
  /** One notice per (user, event): unique with user_id; null only on rows written before it existed. */
  dedupeKey: string | null;
}

export type NotificationRow = Selectable<NotificationsTable>;
