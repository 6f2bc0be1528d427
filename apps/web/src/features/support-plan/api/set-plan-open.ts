import { supportEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myPlansKey } from './get-my-plans';

export const closePlan = (id: number) => api(supportEndpoints.closePlan, { id: String(id) });
export const reopenPlan = (id: number) => api(supportEndpoints.reopenPlan, { id: String(id) });

/** Closes (no new supporters) or reopens a plan. */
export function useSetPlanOpen() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: ({ id, open }: { id: number; open: boolean }) => (open ? reopenPlan(id) : closePlan(id)),
    onSettled: () => client.invalidateQueries({ queryKey: myPlansKey }),
  });
}
