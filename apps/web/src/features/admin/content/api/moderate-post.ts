import { adminContentEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAdmin } from '../../shared/admin-keys';

/** 下架 or 恢复 a post, with the reason its creator is told. */
export function useModeratePost() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: ({
      action,
      postId,
      reason,
    }: {
      action: 'takedown' | 'restore';
      postId: number;
      reason: string;
    }) =>
      api(action === 'takedown' ? adminContentEndpoints.takedown : adminContentEndpoints.restore, {
        postId: String(postId),
        reason,
      }),
    onSettled: () => invalidateAdmin(client),
  });
}

/** The full post whatever its price; the server records the read (with the reason) in the audit log. */
export function useReadPost() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: ({ postId, reason }: { postId: number; reason: string }) =>
      api(adminContentEndpoints.read, { postId: String(postId), reason }),
    onSettled: () => invalidateAdmin(client),
  });
}
