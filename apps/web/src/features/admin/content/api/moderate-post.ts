import { adminContentEndpoints, adminReviewEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';
import { useAdminMutation } from '../../shared/use-admin-mutation';

/** 下架 or 恢复 a post, with the reason its creator is told. */
export function useModeratePost() {
  return useAdminMutation(
    ({ action, postId, reason }: { action: 'takedown' | 'restore'; postId: number; reason: string }) =>
      api(action === 'takedown' ? adminContentEndpoints.takedown : adminContentEndpoints.restore, {
        postId: String(postId),
        reason,
      }),
  );
}

/** 通过: a post a review word held goes out (audited); its creator is told. */
export function useApprovePost() {
  return useAdminMutation((postId: number) =>
    api(adminReviewEndpoints.approvePost, { postId: String(postId) }),
  );
}

/** The full post whatever its price; the server records the read (with the reason) in the audit log. */
export function useReadPost() {
  return useAdminMutation(({ postId, reason }: { postId: number; reason: string }) =>
    api(adminContentEndpoints.read, { postId: String(postId), reason }),
  );
}
