import { supportEndpoints } from '@frog/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myPlansKey } from './get-my-plans';

export const sortPlans = (ids: number[]) => api(supportEndpoints.sortPlans, { ids: ids.map(String) });

export function useSortPlans() {
  const client = useQueryClient();

  return useMutation({
    mutationFn: sortPlans,
    onSettled: () => client.invalidateQueries({ queryKey: myPlansKey }),
  });
}
