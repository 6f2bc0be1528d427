import type { Env } from '../../../platform/config/env';
import { TencentRealNameProvider } from './tencent-real-name-provider';

/** What a real-name check answers: the pair matches the national record, or it does not. */
export type RealNameVerdict = 'match' | 'mismatch';

/**
 * Checks a name against an ID number (二要素核验). Throws RealNameUnavailableError when the service
 * refuses or does not answer: the buyer is told to try again, nothing is stored.
 */
export interface RealNameProvider {
  readonly name: string;
  check(input: { realName: string; idNumber: string }): Promise<RealNameVerdict>;
}

export class RealNameUnavailableError extends Error {
  override name = 'RealNameUnavailableError';
}

/** The name the development provider always refuses, to try the refusal by hand. */
export const DEV_MISMATCH_NAME = '测试不符';

/** Development and tests: every valid pair matches but one whose name is 测试不符. Refused in production (buyer-env.ts). */
export const devRealNameProvider: RealNameProvider = {
  name: 'dev',
  async check({ realName }) {
    return realName === DEV_MISMATCH_NAME ? 'mismatch' : 'match';
  },
};

/** REAL_NAME_PROVIDER's provider. */
export function createRealNameProvider(env: Env): RealNameProvider {
  if (env.REAL_NAME_PROVIDER === 'dev') return devRealNameProvider;

  return new TencentRealNameProvider({
    secretId: env.TENCENT_FACEID_SECRET_ID ?? env.TENCENT_SMS_SECRET_ID ?? '',
    secretKey: env.TENCENT_FACEID_SECRET_KEY ?? env.TENCENT_SMS_SECRET_KEY ?? '',
    region: env.TENCENT_FACEID_REGION,
    endpoint: env.TENCENT_FACEID_ENDPOINT,
    timeoutMs: env.SMS_TIMEOUT_MS,
  });
}
