import type { UnreadCounts } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '@/lib/auth';
import { unreadCountsQueryOptions } from './api/get-unread-counts';

/** The signed-in user's unread counts (undefined for a visitor or until the first answer). */
export function useUnreadCounts(): UnreadCounts | undefined {
  const { isSignedIn } = useCurrentUser();
  const { data } = useQuery({ ...unreadCountsQueryOptions(), enabled: isSignedIn });

  return isSignedIn ? data : undefined;
}
