import { giftLinkEndpoints } from '@frog/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const myLinkKey = (postId: number) => ['gift-link', postId, 'mine'] as const;
const overviewKey = (postId: number) => ['gift-link', postId, 'overview'] as const;

/** The member's own link to the post (made on first ask) and how many used it. */
export const useMyGiftLink = (postId: number) =>
  useQuery({
    queryKey: myLinkKey(postId),
    queryFn: () => api(giftLinkEndpoints.share, { postId: String(postId) }),
    // Asking makes the link: ask once per dialog, not on every focus.
    staleTime: 60_000,
  });

export function useRotateGiftLink(postId: number) {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: () => api(giftLinkEndpoints.rotate, { postId: String(postId) }),
    onSuccess: (link) => queryClient.setQueryData(myLinkKey(postId), link),
  });
}

export const giftPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['gift-link', 'preview', token],
    queryFn: () => api(giftLinkEndpoints.preview, { token }),
    retry: false,
  });

/** Redeems the link; the post (and every list it is in) is read again, now open. */
export function useRedeemGiftLink() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (token: string) => api(giftLinkEndpoints.redeem, { token }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['post'] }),
        queryClient.invalidateQueries({ queryKey: ['gift-link', 'preview'] }),
      ]),
  });
}

/** The creator's gifting of a post: the number per member, live links, redemptions. */
export const useGiftOverview = (postId: number) =>
  useQuery({
    queryKey: overviewKey(postId),
    queryFn: () => api(giftLinkEndpoints.overview, { postId: String(postId) }),
  });

export function useSetGiftMax(postId: number) {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (max: number) => api(giftLinkEndpoints.setMax, { postId: String(postId), max: String(max) }),
    onSuccess: (overview) => queryClient.setQueryData(overviewKey(postId), overview),
  });
}

export function useRevokeAllGiftLinks(postId: number) {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: () => api(giftLinkEndpoints.revokeAll, { postId: String(postId) }),
    onSuccess: (overview) => queryClient.setQueryData(overviewKey(postId), overview),
  });
}
