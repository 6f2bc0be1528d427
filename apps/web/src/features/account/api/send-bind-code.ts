import { authEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';

/** Sends a code to the new phone to bind it (purpose `bind`); answers the seconds before a resend. */
export async function sendBindCode(phone: string): Promise<number> {
  const { resendAfterSeconds } = await api(authEndpoints.smsSend, { phone, purpose: 'bind' });

  return resendAfterSeconds;
}
