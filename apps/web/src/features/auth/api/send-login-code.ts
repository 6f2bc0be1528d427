import { authEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';

/** Sends a sign-in code; answers the seconds before another may be sent. */
export async function sendLoginCode(phone: string): Promise<number> {
  const { resendAfterSeconds } = await api(authEndpoints.smsSend, { phone, purpose: 'login' });

  return resendAfterSeconds;
}
