import { Grid } from 'antd';
import { useSearchParams } from 'react-router';
import { conversationsQueryOptions } from '@/features/private-message/api/list-conversations';
import { BlockedUsersButton } from '@/features/private-message/components/blocked-users';
import { ConversationList } from '@/features/private-message/components/conversation-list';
import { MessageThread } from '@/features/private-message/components/message-thread';
import '@/features/private-message/components/private-message.css';
import { prefetchLoader } from '@/lib/query-client';

export const loader = prefetchLoader((client) => client.prefetchInfiniteQuery(conversationsQueryOptions()));

/** `?with=<userId>`: the conversation shown (a positive id), or null. */
function readWith(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);

  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * 我的私信: conversations beside the open thread on a wide screen; on a phone the list, or the
 * thread as its own screen (`?with=` opens it, back returns to the list).
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const screens = Grid.useBreakpoint();
  const isPhone = screens.md === false;
  const withUserId = readWith(searchParams.get('with'));
  const openThread = (userId: number) => setSearchParams({ with: String(userId) });
  const closeThread = () => setSearchParams({});

  const side = (
    <div className="dm-layout__side">
      <div className="dm-layout__bar">
        <h2 className="dm-layout__title">会话</h2>
        <BlockedUsersButton />
      </div>
      <ConversationList activeUserId={withUserId} onOpen={openThread} />
    </div>
  );

  return (
    <div className="page page--narrow">
      {isPhone ? (
        withUserId === null ? (
          side
        ) : (
          <MessageThread key={withUserId} userId={withUserId} onBack={closeThread} />
        )
      ) : (
        <div className="dm-layout">
          {side}
          {withUserId === null ? (
            <p className="dm-layout__placeholder">选择一个会话开始聊天</p>
          ) : (
            <MessageThread key={withUserId} userId={withUserId} />
          )}
        </div>
      )}
    </div>
  );
}
