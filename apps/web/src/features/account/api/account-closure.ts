import { accountClosureEndpoints } from '@frog/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearUserInfo } from '@/lib/auth';

/** Whether the signed-in user may close their account now (and why not). */
export const useAccountClosureCheck = () =>
  useQuery({ queryKey: ['account-closure'], queryFn: () => api(accountClosureEndpoints.check) });

/** The code to the user's own phone; answers the seconds before a resend. */
export async function sendClosureCode(): Promise<number> {
  return (await api(accountClosureEndpoints.sendCode)).resendAfterSeconds;
}

/** 注销账号 with the code; the stored user goes with it (every cached answer is reset). */
export const useCloseAccount = () =>
  useMutation({
    mutationFn: (code: string) => api(accountClosureEndpoints.close, { code }),
    onSuccess: () => clearUserInfo(),
  });
