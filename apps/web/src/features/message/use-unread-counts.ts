import type { UnreadCounts, UnreadStreamEnded } from '@frog/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadDialogs } from '@/features/order/lib/deferred-dialogs';
import { clearUserInfo, useCurrentUser } from '@/lib/auth';
import { dispatchUnread, risenCategories, unreadCountsQueryKey } from '@/lib/unread';
import { getUnreadCounts } from './api/get-unread-counts';
import { connectUnread } from './lib/unread-connection';

/**
 * Keeps `['message','unread-count']` live while someone is signed in (mounted once, by the site
 * layout): the server's event stream, or a slow poll where it is refused. Counts that rose fire
 * `frog:unread` with their categories for the open list of each; counts that fell (the viewer's own
 * reading, echoed by the stream) fire nothing, so a list keeps its 新 marks. Closed on sign-out and
 * reopened for whoever signs in next.
 */
export function useUnreadLive() {
  const client = useQueryClient();
  const { user, isSignedIn } = useCurrentUser();
  const viewerId = isSignedIn ? (user?.id ?? 'signed-in') : null;

  useEffect(() => {
    if (viewerId === null || typeof EventSource === 'undefined') return;
    const connection = connectUnread({
      openStream: (path) => new EventSource(path),
      poll: getUnreadCounts,
      onCounts: (counts) => {
        const risen = risenCategories(client.getQueryData<UnreadCounts>(unreadCountsQueryKey), counts);
        client.setQueryData(unreadCountsQueryKey, counts);
        if (risen.length > 0) dispatchUnread(risen);
      },
      onEnded: (ended) => void endSignedInPage(ended),
    });

    return () => connection.stop();
  }, [client, viewerId]);
}

/**
 * The server ended this page's session (a sign-out in another tab or device, expiry, a ban): the
 * page forgets the user at once; a banned user is told why, in a dialog that stays until closed.
 */
async function endSignedInPage(ended: UnreadStreamEnded) {
  clearUserInfo();
  if (ended.reason !== 'banned') return;
  const { modal } = await loadDialogs();
  modal.error({ title: '账号已被封禁', content: ended.message, okText: '知道了' });
}

export { useUnreadCounts } from './use-unread-count-query';
