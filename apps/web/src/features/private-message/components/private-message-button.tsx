import { MessageOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { openConversationQueryOptions } from '../api/open-conversation';

/**
 * 私信 on a profile: opens the conversation with this user. A visitor signs in first and comes
 * back; when the user does not take messages from the viewer (and no conversation exists yet), it
 * says why instead. Hidden on the viewer's own profile.
 */
export function PrivateMessageButton({ userId, block }: { userId: number; block?: boolean }) {
  const { message } = App.useApp();
  const { isSignedIn, user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [checking, setChecking] = useState(false);

  if (user?.id !== undefined && String(user.id) === String(userId)) return null;

  const handleClick = async () => {
    if (!isSignedIn) {
      void navigate(paths.login.href(`${location.pathname}${location.search}`));
      return;
    }
    setChecking(true);
    try {
      const open = await queryClient.fetchQuery({ ...openConversationQueryOptions(userId), staleTime: 0 });
      if (!open.canSend && open.conversationId === null) {
        message.warning(open.refusalMessage ?? '你暂时不能给对方发私信');
        return;
      }
      void navigate(paths.mineMsg.href(userId));
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <Button icon={<MessageOutlined />} onClick={handleClick} loading={checking} block={block}>
      私信
    </Button>
  );
}
