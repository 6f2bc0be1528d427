import { commentSettingEndpoints } from '@frog/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useRefetchingMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/paged-queries';
import { commentsKey } from './get-comments';

/** The creator's 禁止评论 list. */
export const commentBansKey = ['comment-settings', 'bans'] as const;

export const banCommenter = (commentId: string) => api(commentSettingEndpoints.ban, { commentId });
export const unbanCommenter = (userId: number) =>
  api(commentSettingEndpoints.unban, { userId: String(userId) });

/** 禁止TA评论 from a comment on the creator's post; the post's comments and the ban list load again. */
export const useBanCommenter = (postId: number) =>
  useRefetchingMutation(banCommenter, commentsKey(postId), commentBansKey);

/** 解除 a ban; the list loads again. */
export const useUnbanCommenter = () => useRefetchingMutation(unbanCommenter, commentBansKey);

/** The users the creator banned from commenting, most recent first. */
export const useCommentBans = () =>
  useInfiniteQuery(
    cursorPagesOptions(commentBansKey, (cursor) =>
      api(commentSettingEndpoints.banList, cursor ? { cursor } : {}),
    ),
  );
