import type { SmsPurpose } from '@frog/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** One verification code to deliver; `validMinutes` is how long it can be used (said in the text). */
export type SmsMessage = { phone: string; code: string; purpose: SmsPurpose; validMinutes: number };

/** Sends verification codes: `dev` (the log) or a real provider (`tencent/`), chosen by SMS_PROVIDER. */
export interface SmsProvider {
  readonly name: string;
  /**
   * Delivers one code; `log` is the request's logger (carries the request id). A failure throws
   * SmsSendError (errors.ts), which the caller turns into a Chinese refusal.
   */
  sendCode(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}
