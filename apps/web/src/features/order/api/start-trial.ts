import { supportEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Starts a plan's free trial. The plan, its creator's plan list and every post list change with it
 * (what was locked opens), so they are read again.
 */
export function useStartTrial() {
  const queryClient = useQueryClient();

  return useMutation({
    mutationFn: (planId: number) => api(supportEndpoints.startTrial, { id: String(planId) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['support-plan'] }),
        queryClient.invalidateQueries({ queryKey: ['support', 'plan-list'] }),
        queryClient.invalidateQueries({ queryKey: ['post'] }),
      ]),
  });
}
