import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followUser } from '../api/follow-user';
import { followListKey } from '../api/get-follow-list';
import { unfollowUser } from '../api/unfollow-user';

/** Follows or unfollows; every follow list is refetched afterwards. */
export function useToggleFollow() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: ({ userId, follow }: { userId: number; follow: boolean }) =>
      follow ? followUser(userId) : unfollowUser(userId),
    onSettled: () => client.invalidateQueries({ queryKey: followListKey }),
  });
}
