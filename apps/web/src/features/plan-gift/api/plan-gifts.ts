import { planGiftLinkEndpoints } from '@frog/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Who gives which plan for how long, and whether the viewer may take it (never the price). */
export const planGiftQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['plan-gift', token],
    queryFn: () => api(planGiftLinkEndpoints.preview, { token }),
    retry: false,
  });

/**
 * Takes the link's months. The gift itself, the plan, the viewer's plans and every post list change
 * with it (what the plan opens is readable now), so they are read again.
 */
export function useRedeemPlanGift() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (token: string) => api(planGiftLinkEndpoints.redeem, { token }),
    onSuccess: () =>
      Promise.all(
        [['plan-gift'], ['support-plan'], ['support', 'plan-list'], ['my-support'], ['post']].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
