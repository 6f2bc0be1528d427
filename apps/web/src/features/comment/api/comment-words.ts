import { type CommentWordList, commentSettingEndpoints } from '@frog/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The creator's own word list (我的评论区屏蔽词). */
export const commentWordsKey = ['comment-settings', 'words'] as const;

export const useCommentWords = () =>
  useQuery({ queryKey: commentWordsKey, queryFn: () => api(commentSettingEndpoints.wordList) });

/** Adds (`add`) or removes a word; the answer is the list as it is now. */
export function useChangeCommentWord() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: ({ word, add }: { word: string; add: boolean }) =>
      api(add ? commentSettingEndpoints.addWord : commentSettingEndpoints.removeWord, { word }),
    onSuccess: (data: CommentWordList) => client.setQueryData(commentWordsKey, data),
  });
}
