import type { Env } from '../config/env';
import { DevSmsProvider } from './dev-sms-provider';
import { observeSmsProvider } from './observed-sms-provider';
import type { SmsProvider } from './sms-provider';
import { TencentSmsProvider } from './tencent/tencent-sms-provider';

type SmsProviderEnv = Pick<
  Env,
  | 'SMS_PROVIDER'
  | 'SMS_TIMEOUT_MS'
  | 'TENCENT_SMS_SECRET_ID'
  | 'TENCENT_SMS_SECRET_KEY'
  | 'TENCENT_SMS_SDK_APP_ID'
  | 'TENCENT_SMS_SIGN_NAME'
  | 'TENCENT_SMS_TEMPLATE_ID'
  | 'TENCENT_SMS_TEMPLATE_PARAMS'
  | 'TENCENT_SMS_REGION'
  | 'TENCENT_SMS_ENDPOINT'
>;

/**
 * The provider SMS_PROVIDER names: `dev` (the log), or Tencent Cloud SMS, whose failures are logged
 * and counted (observed-sms-provider.ts). loadEnv has already named any missing key.
 */
export function createSmsProvider(env: SmsProviderEnv): SmsProvider {
  switch (env.SMS_PROVIDER) {
    case 'dev':
      return new DevSmsProvider();
    case 'tencent': {
      const { TENCENT_SMS_SECRET_ID, TENCENT_SMS_SECRET_KEY, TENCENT_SMS_SDK_APP_ID } = env;
      const { TENCENT_SMS_SIGN_NAME, TENCENT_SMS_TEMPLATE_ID } = env;
      if (
        !TENCENT_SMS_SECRET_ID ||
        !TENCENT_SMS_SECRET_KEY ||
        !TENCENT_SMS_SDK_APP_ID ||
        !TENCENT_SMS_SIGN_NAME ||
        !TENCENT_SMS_TEMPLATE_ID
      ) {
        throw new Error('SMS_PROVIDER=tencent needs the TENCENT_SMS_* keys');
      }

      return observeSmsProvider(
        new TencentSmsProvider({
          secretId: TENCENT_SMS_SECRET_ID,
          secretKey: TENCENT_SMS_SECRET_KEY,
          sdkAppId: TENCENT_SMS_SDK_APP_ID,
          signName: TENCENT_SMS_SIGN_NAME,
          templateId: TENCENT_SMS_TEMPLATE_ID,
          templateParams: env.TENCENT_SMS_TEMPLATE_PARAMS,
          region: env.TENCENT_SMS_REGION,
          endpoint: env.TENCENT_SMS_ENDPOINT,
          timeoutMs: env.SMS_TIMEOUT_MS,
        }),
      );
    }
  }
}
