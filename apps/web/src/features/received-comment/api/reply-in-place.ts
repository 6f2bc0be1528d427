import { commentEndpoints } from '@frog/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Answers a received comment where it is (the comment API: it lands under the same top-level comment). */
export const useReplyInPlace = () =>
  useMutation({
    mutationFn: ({ commentId, content }: { commentId: string; content: string }) =>
      api(commentEndpoints.postReply, { commentId, content }),
  });
