import { adminContentEndpoints, adminReviewEndpoints } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';
import { useAdminMutation } from '../../shared/use-admin-mutation';

const COMMENTS_PAGE_SIZE = 20;

export const postCommentsQueryOptions = (postId: number, page: number) =>
  numberedPageOptions(
    [...adminKey, 'post-comments', postId],
    { page, pageSize: COMMENTS_PAGE_SIZE },
    (paging) => api(adminContentEndpoints.comments, { postId: String(postId), ...paging }),
  );

/** A post's comments and replies, newest first, removed ones included. */
export const usePostComments = (postId: number | null, page: number) =>
  useQuery({ ...postCommentsQueryOptions(postId ?? 0, page), enabled: postId !== null });

export function useHideComment() {
  return useAdminMutation(({ commentId, reason }: { commentId: number; reason: string }) =>
    api(adminContentEndpoints.hideComment, { commentId: String(commentId), reason }),
  );
}

/** 通过: a comment a review word held is listed and counted from now on (audited). */
export function useApproveComment() {
  return useAdminMutation((commentId: number) =>
    api(adminReviewEndpoints.approveComment, { commentId: String(commentId) }),
  );
}
