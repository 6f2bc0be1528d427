import type { Env } from '../config/env';
import { DevSmsProvider } from './dev-sms-provider';
import type { SmsProvider } from './sms-provider';

/** The provider SMS_PROVIDER names (only `dev` exists yet). */
export function createSmsProvider(env: Pick<Env, 'SMS_PROVIDER'>): SmsProvider {
  switch (env.SMS_PROVIDER) {
    case 'dev':
      return new DevSmsProvider();
  }
}
