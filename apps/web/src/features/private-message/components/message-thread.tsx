import { ArrowLeftOutlined, MoreOutlined } from '@ant-design/icons';
import type { PrivateMessage } from '@frog/contracts';
import { Alert, App, Button, Dropdown, Empty, Popconfirm, Result, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { cachedUnreadCount, useReloadOnUnread } from '@/lib/unread';
import { ReportButton } from '@/features/report/components/report-button';
import { formatDateTime } from '@/utils/format-time';
import { useSetBlocked } from '../api/block-user';
import { useThreadMessages } from '../api/list-messages';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useOpenConversation } from '../api/open-conversation';
import { MessageComposer } from './message-composer';

function Bubble({ message, peerName }: { message: PrivateMessage; peerName: string }) {
  return (
    <li className={`dm-message${message.mine ? ' dm-message--mine' : ''}`}>
      <div className="dm-message__bubble">
        <span className="visually-hidden">{message.mine ? '我：' : `${peerName}：`}</span>
        {message.imageUrl && (
          <a href={message.imageUrl} target="_blank" rel="noreferrer">
            <img className="dm-message__image" src={message.imageUrl} alt="私信图片" loading="lazy" />
          </a>
        )}
        {message.content && <p className="dm-message__text">{message.content}</p>}
      </div>
      <div className="dm-message__meta">
        <time className="dm-message__time" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt)}
        </time>
        {!message.mine && (
          <ReportButton
            target={{ kind: 'message', id: message.id }}
            variant="link"
            size="small"
            className="dm-message__report"
          />
        )}
      </div>
    </li>
  );
}

type MessageThreadProps = { userId: number; onBack?: () => void };

/**
 * The conversation with one user: header (profile link, 屏蔽/解除屏蔽), messages oldest at the top
 * (older pages load above), and the composer, or the reason the viewer cannot write. Opening it
 * marks it read; new messages arrive through `frog:unread` (messages) and on focus.
 */
export function MessageThread({ userId, onBack }: MessageThreadProps) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const open = useOpenConversation(userId);
  const conversationId = open.data?.conversationId ?? null;
  const thread = useThreadMessages(conversationId);
  const markRead = useMarkConversationRead();
  const setBlocked = useSetBlocked();
  useReloadOnUnread('messages', () => {
    void open.refetch();
    if (conversationId !== null) void thread.refetch();
  });

  const { mutate: markReadMutate } = markRead;
  // Each time the messages load (first open, a new arrival) the conversation is read, unless the
  // badges know nothing is unread (after the viewer's own send, on focus with no news).
  useEffect(() => {
    if (conversationId === null || thread.dataUpdatedAt === 0) return;
    if (cachedUnreadCount(client, 'messages') !== 0) markReadMutate(conversationId);
  }, [client, conversationId, thread.dataUpdatedAt, markReadMutate]);

  if (open.isPending) return <LoadingScreen variant="inline" />;
  if (open.isError) {
    return (
      <Result
        status="warning"
        title="无法打开私信"
        subTitle={errorMessage(open.error)}
        extra={onBack && <Button onClick={onBack}>返回</Button>}
      />
    );
  }
  const { peer, canSend, refusal, refusalMessage, blockedByMe } = open.data;
  const messages = (thread.data?.pages.flatMap((page) => page.list) ?? []).slice().reverse();

  const handleBlock = (blocked: boolean) =>
    setBlocked.mutate(
      { userId: peer.id, blocked },
      {
        onSuccess: () => message.success(blocked ? '已屏蔽，对方将不能给你发私信' : '已解除屏蔽'),
        onError: (error) => message.error(errorMessage(error)),
      },
    );

  return (
    <section className="dm-thread" aria-label={`与${peer.nickname}的私信`}>
      <header className="dm-thread__header">
        {onBack && (
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回会话列表" onClick={onBack} />
        )}
        <Link to={paths.user.href(peer.slug)} className="dm-thread__peer">
          <UserAvatar nickname={peer.nickname} avatarUrl={peer.avatarUrl} size={32} />
          <span className="dm-thread__name">{peer.nickname}</span>
        </Link>
        {blockedByMe ? (
          <Button size="small" onClick={() => handleBlock(false)} loading={setBlocked.isPending}>
            解除屏蔽
          </Button>
        ) : (
          <Dropdown
            trigger={['click']}
            menu={{
              items: [{ key: 'block', danger: true, label: '屏蔽此用户' }],
              onClick: () => handleBlock(true),
            }}
          >
            <Button type="text" icon={<MoreOutlined />} aria-label="更多操作" />
          </Dropdown>
        )}
      </header>
      <div className="dm-thread__messages">
        {thread.hasNextPage && (
          <Button
            size="small"
            type="link"
            block
            onClick={() => thread.fetchNextPage()}
            loading={thread.isFetchingNextPage}
          >
            查看更早的消息
          </Button>
        )}
        {conversationId !== null && thread.isPending ? (
          <Spin />
        ) : messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`和${peer.nickname}打个招呼吧`} />
        ) : (
          <ul className="dm-messages">
            {messages.map((m) => (
              <Bubble key={m.id} message={m} peerName={peer.nickname} />
            ))}
          </ul>
        )}
      </div>
      {canSend ? (
        <MessageComposer key={peer.id} toUserId={peer.id} />
      ) : (
        <Alert
          className="dm-thread__refusal"
          type="info"
          showIcon
          message={refusalMessage ?? '你暂时不能给对方发私信'}
          action={
            blockedByMe ? (
              <Popconfirm
                title="解除屏蔽后对方可以再给你发私信"
                okText="解除屏蔽"
                cancelText="取消"
                onConfirm={() => handleBlock(false)}
              >
                <Button size="small">解除屏蔽</Button>
              </Popconfirm>
            ) : refusal === 'nickname_required' ? (
              <Link to={paths.userSettings.href()}>去设置昵称</Link>
            ) : undefined
          }
        />
      )}
    </section>
  );
}
