import { MessageOutlined } from '@ant-design/icons';
import type { Conversation } from '@frog/contracts';
import { Badge, Button, Empty } from 'antd';
import '@/components/inbox-list.css';
import { QueryFallback } from '@/components/query-failure';
import { UserAvatar } from '@/components/user-avatar';
import { useReloadOnUnread } from '@/lib/unread';
import { formatRelativeTime } from '@/utils/format-time';
import { useConversations } from '../api/list-conversations';

/** The preview line: the text, or [图片] for an image-only message; mine start with 我：. */
function preview(conversation: Conversation): string {
  const { lastMessage } = conversation;
  const text = lastMessage.content || (lastMessage.imageUrl ? '[图片]' : '');

  return lastMessage.mine ? `我：${text}` : text;
}

type ConversationListProps = {
  activeUserId: number | null;
  onOpen: (userId: number) => void;
};

/** 我的私信: conversations, newest message first, each with its unread count; 加载更多 by cursor. */
export function ConversationList({ activeUserId, onOpen }: ConversationListProps) {
  const conversations = useConversations();
  useReloadOnUnread('messages', () => conversations.refetch());
  const items = conversations.data?.pages.flatMap((page) => page.list) ?? [];

  if (conversations.isPending || conversations.isError) return <QueryFallback query={conversations} />;
  if (items.length === 0) {
    return (
      <Empty
        className="dm-empty"
        image={<MessageOutlined className="inbox-empty-icon" />}
        description="还没有私信。在创作者或用户的主页点「私信」就能开始聊天"
      />
    );
  }

  return (
    <nav aria-label="私信会话">
      <ul className="dm-conversations inbox-list">
        {items.map((conversation) => (
          <li key={conversation.id}>
            <button
              type="button"
              className={`dm-conversation inbox-row${conversation.peer.id === activeUserId ? ' dm-conversation--active' : ''}`}
              aria-current={conversation.peer.id === activeUserId ? 'true' : undefined}
              onClick={() => onOpen(conversation.peer.id)}
            >
              <Badge count={conversation.unread} size="small" overflowCount={99}>
                <UserAvatar
                  nickname={conversation.peer.nickname}
                  avatarUrl={conversation.peer.avatarUrl}
                  size={44}
                />
              </Badge>
              <span className="dm-conversation__body">
                <span className="dm-conversation__top">
                  <span className="dm-conversation__name">{conversation.peer.nickname}</span>
                  <time className="dm-conversation__time" dateTime={conversation.lastMessage.createdAt}>
                    {formatRelativeTime(conversation.lastMessage.createdAt)}
                  </time>
                </span>
                <span className="dm-conversation__preview">{preview(conversation)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {conversations.hasNextPage && (
        <Button
          block
          onClick={() => conversations.fetchNextPage()}
          loading={conversations.isFetchingNextPage}
        >
          加载更多
        </Button>
      )}
    </nav>
  );
}
