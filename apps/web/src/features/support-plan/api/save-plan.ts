import { type PlanInput, supportEndpoints } from '@frog/contracts';
import { useSaveMutation } from '@/hooks/use-refetching-mutation';
import { api } from '@/lib/api-client';
import { myPlansKey } from './get-my-plans';

export const createPlan = (input: PlanInput) => api(supportEndpoints.createPlan, input);

export const updatePlan = (id: number, input: PlanInput) =>
  api(supportEndpoints.updatePlan, { ...input, id: String(id) });

/** Creates (no id) or updates a plan, then refreshes the list. */
export const useSavePlan = () => useSaveMutation(createPlan, updatePlan, myPlansKey);
