import { authEndpoints, type ParamsOf } from '@frog/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const smsLogin = (params: ParamsOf<typeof authEndpoints.smsLogin>) =>
  api(authEndpoints.smsLogin, params);

/** Signs in with an SMS code; the first sign-in creates the account (`isNew`). */
export const useSmsLogin = () => useMutation({ mutationFn: smsLogin });
