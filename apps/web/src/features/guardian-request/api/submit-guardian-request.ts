import { guardianRequestEndpoints, type ParamsOf } from '@frog/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type GuardianRequestInput = ParamsOf<typeof guardianRequestEndpoints.create>;

/** A guardian's request for a minor's payments back (the operator decides). */
export const useSubmitGuardianRequest = () =>
  useMutation({ mutationFn: (input: GuardianRequestInput) => api(guardianRequestEndpoints.create, input) });
