import { authEndpoints, type ParamsOf } from '@frog/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const passwordLogin = (params: ParamsOf<typeof authEndpoints.passwordLogin>) =>
  api(authEndpoints.passwordLogin, params);

export const usePasswordLogin = () => useMutation({ mutationFn: passwordLogin });
