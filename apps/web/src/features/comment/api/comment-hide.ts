import { commentSettingEndpoints } from '@frog/contracts';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';
import { commentsKey } from './get-comments';

/** The creator's 被隐藏的评论 list. */
export const hiddenCommentsKey = ['comment-settings', 'hidden'] as const;

export const hideComment = (commentId: string) => api(commentSettingEndpoints.hide, { commentId });
export const unhideComment = (commentId: string) => api(commentSettingEndpoints.unhide, { commentId });

/** 隐藏 a comment on the creator's post; the post's comments and the hidden list load again. */
export const useHideComment = (postId: number) =>
  useRefetchingMutation(hideComment, commentsKey(postId), hiddenCommentsKey);

/** 恢复显示 a hidden or word-kept comment; the hidden list and that post's comments load again. */
export function useUnhideComment() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: ({ commentId }: { commentId: string; postId: string }) => unhideComment(commentId),
    onSuccess: (_, { postId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: hiddenCommentsKey }),
        client.invalidateQueries({ queryKey: commentsKey(Number(postId)) }),
      ]),
  });
}

/** Comments on the creator's posts that only their writers see, newest first. */
export const useHiddenComments = () =>
  useInfiniteQuery(
    cursorPagesOptions(hiddenCommentsKey, (cursor) =>
      api(commentSettingEndpoints.hiddenList, cursor ? { cursor } : {}),
    ),
  );
