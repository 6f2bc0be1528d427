import { appealEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** 申诉: the author appeals the takedown of their post; the post page then shows it waiting. */
export function useAppealTakedown(postId: number) {
  const client = useQueryClient();

  return useMutation({
    mutationFn: (text: string) => api(appealEndpoints.create, { postId: String(postId), text }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['post', postId] }),
  });
}
