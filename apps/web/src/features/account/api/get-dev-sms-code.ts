import { devEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';

/** Development only: the code just "sent" to `phone`; null when the server refuses (production). */
export async function findDevSmsCode(phone: string): Promise<string | null> {
  try {
    return (await api(devEndpoints.lastSmsCode, { phone })).code;
  } catch {
    return null;
  }
}
