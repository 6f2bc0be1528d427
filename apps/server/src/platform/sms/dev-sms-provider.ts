import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './sms-provider';

/**
 * Development provider: nothing leaves the machine. The code is written to the log and kept per
 * phone so tests and `/api/dev/last-sms-code` can read it. Refused in production by env.ts.
 */
export class DevSmsProvider implements SmsProvider {
  readonly name = 'dev';
  private readonly lastCodes = new Map<string, string>();

  async sendCode({ phone, code, purpose }: SmsMessage, log: FastifyBaseLogger): Promise<void> {
    this.lastCodes.set(phone, code);
    log.info({ phone, code, purpose }, '开发环境短信验证码');
  }

  /** The last code sent to a phone, if any. */
  lastCode(phone: string): string | undefined {
    return this.lastCodes.get(phone);
  }
}
