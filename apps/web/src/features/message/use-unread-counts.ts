import type { UnreadCounts } from '@frog/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/auth';
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
    });

    return () => connection.stop();
  }, [client, viewerId]);
}

export { useUnreadCounts } from './use-unread-count-query';
