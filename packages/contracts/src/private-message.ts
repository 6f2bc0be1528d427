import { z } from 'zod';
import {
  cursorParam,
  defineEndpoint,
  idParam,
  imageUploadEndpoint,
  noParamsSchema,
  optionalText,
  UPLOAD_URL_SHAPE,
} from './common';
import { cursorListEndpoint, cursorPageOf, cursorPageSize } from './lists';
import { userRefSchema } from './user-refs';

/** Longest private message, in characters (plain text, trimmed, like a comment). */
export const MESSAGE_MAX_LENGTH = 1000;
export const MESSAGE_PAGE_SIZE = 30;
export const CONVERSATION_PAGE_SIZE = 20;

/** Who may write to a user: everyone, their followers, or their supporters (a paid order or an active plan). */
export const dmPolicySchema = z.enum(['everyone', 'followers', 'supporters'], {
  error: '私信权限只能是所有人、关注我的人或支持者',
});
export type DmPolicy = z.infer<typeof dmPolicySchema>;
export const dmPolicyLabels: Record<DmPolicy, string> = {
  everyone: '所有人',
  followers: '仅关注我的人',
  supporters: '仅支持过我的人',
};

export const messagePeerSchema = userRefSchema;
export type MessagePeer = z.infer<typeof messagePeerSchema>;

/** One private message. Plain text: show `content` as text, never as HTML. */
export const privateMessageSchema = z.object({
  id: z.number(),
  conversationId: z.number(),
  senderId: z.number(),
  /** Sent by the viewer. */
  mine: z.boolean(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type PrivateMessage = z.infer<typeof privateMessageSchema>;

export const conversationSchema = z.object({
  id: z.number(),
  peer: messagePeerSchema,
  /** The newest message, for the list's preview line. */
  lastMessage: privateMessageSchema,
  unread: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Why the viewer cannot write to a user (null: they can). */
export const dmRefusalSchema = z
  .enum([
    'blocked_by_me',
    'blocked_by_them',
    'followers_only',
    'supporters_only',
    'self',
    'banned',
    'nickname_required',
    'muted',
  ])
  .nullable();
export type DmRefusal = z.infer<typeof dmRefusalSchema>;

const userIdParam = idParam('用户ID');
const conversationIdParam = idParam('会话ID');

export const privateMessageEndpoints = {
  /** The viewer's conversations, newest message first, each with its unread count. */
  conversationList: defineEndpoint({
    path: '/api/message/conversation-list',
    summary: '我的私信会话：最新消息的在前，按游标分页，附每个会话和总的未读数',
    params: z.object({ cursor: cursorParam(), pageSize: cursorPageSize(CONVERSATION_PAGE_SIZE) }),
    data: cursorPageOf(conversationSchema).extend({ unread: z.number().int() }),
  }),
  /**
   * What the thread with a user needs before its messages: the peer, the conversation (null before
   * the first message), whether the viewer may write and why not, and whether the viewer blocked them.
   */
  open: defineEndpoint({
    path: '/api/message/conversation-open',
    summary: '打开与某个用户的私信：对方信息、会话ID、能否发送及原因',
    params: z.object({ userId: userIdParam }),
    data: z.object({
      peer: messagePeerSchema,
      conversationId: z.number().nullable(),
      canSend: z.boolean(),
      refusal: dmRefusalSchema,
      /** The sentence to show when the viewer cannot write (null when they can). */
      refusalMessage: z.string().nullable(),
      blockedByMe: z.boolean(),
    }),
  }),
  /** Messages of one of the viewer's conversations, newest first (the page before `cursor`). 404 if not a member. */
  messageList: defineEndpoint({
    path: '/api/message/message-list',
    summary: '私信会话的消息：最新的在前，按游标向前翻页；不在会话中则 404',
    params: z.object({
      conversationId: conversationIdParam,
      cursor: cursorParam(),
      pageSize: cursorPageSize(MESSAGE_PAGE_SIZE),
    }),
    data: cursorPageOf(privateMessageSchema),
  }),
  /** Marks a conversation read for the viewer; answers the viewer's total unread messages. */
  markRead: defineEndpoint({
    path: '/api/message/conversation-read',
    summary: '将一个私信会话标为已读',
    params: z.object({ conversationId: conversationIdParam }),
    data: z.object({ unread: z.number().int() }),
  }),
  /** Sends text and/or one image (uploaded first with image-upload) to a user. */
  send: defineEndpoint({
    path: '/api/message/send',
    summary: '发送私信（文字和/或一张先上传的图片）',
    params: z.object({
      toUserId: userIdParam,
      content: optionalText('私信内容', MESSAGE_MAX_LENGTH),
      imageUrl: z.preprocess(
        (v) => (v === '' ? undefined : v),
        z
          .string({ error: '图片地址格式不正确' })
          .max(500, '图片地址格式不正确')
          .regex(UPLOAD_URL_SHAPE, '图片地址格式不正确')
          .optional(),
      ),
    }),
    data: privateMessageSchema,
  }),
  imageUpload: imageUploadEndpoint('/api/message/image-upload', '上传私信图片（JPG、PNG、WebP、GIF）'),
  block: defineEndpoint({
    path: '/api/message/block',
    summary: '屏蔽用户：对方不能再给我发私信',
    params: z.object({ userId: userIdParam }),
    data: z.null(),
  }),
  unblock: defineEndpoint({
    path: '/api/message/unblock',
    summary: '解除屏蔽',
    params: z.object({ userId: userIdParam }),
    data: z.null(),
  }),
  blockList: cursorListEndpoint(
    '/api/message/block-list',
    '我屏蔽的用户：最近屏蔽的在前，按游标分页',
    messagePeerSchema,
  ),
  dmSetting: defineEndpoint({
    path: '/api/message/dm-setting',
    summary: '我的私信权限：谁可以给我发私信',
    params: noParamsSchema,
    data: z.object({ dmPolicy: dmPolicySchema }),
  }),
  updateDmSetting: defineEndpoint({
    path: '/api/message/dm-setting-update',
    summary: '设置谁可以给我发私信（创作者）',
    params: z.object({ dmPolicy: dmPolicySchema }),
    data: z.object({ dmPolicy: dmPolicySchema }),
  }),
};
