import { devEndpoints, payoutAccountEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';

/** Sends a code to the creator's own phone; answers the seconds before a resend. */
export async function sendPayoutCode(): Promise<number> {
  const { resendAfterSeconds } = await api(payoutAccountEndpoints.sendCode);

  return resendAfterSeconds;
}

/** In development, the code just sent (the server refuses this in production: then null). */
export async function findMyDevSmsCode(): Promise<string | null> {
  try {
    return (await api(devEndpoints.myLastSmsCode)).code;
  } catch {
    return null;
  }
}
