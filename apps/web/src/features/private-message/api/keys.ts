/** Query keys of 我的私信 (all under ['message'], beside the badges' key in lib/unread.ts). */
export const conversationsKey = ['message', 'conversations'] as const;
export const threadKey = (conversationId: number) => ['message', 'thread', conversationId] as const;
export const openConversationKey = (userId: number) => ['message', 'conversation-open', userId] as const;
export const blockListKey = ['message', 'block-list'] as const;
export const dmSettingKey = ['message', 'dm-setting'] as const;
