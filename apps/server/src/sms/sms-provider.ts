import type { SmsPurpose } from '@frog/contracts';
import type { FastifyBaseLogger } from 'fastify';

export type SmsMessage = { phone: string; code: string; purpose: SmsPurpose };

/** Sends verification codes. Real providers (Aliyun, Tencent Cloud …) implement this. */
export interface SmsProvider {
  readonly name: string;
  /** Delivers one code; `log` is the request's logger (carries the request id). */
  sendCode(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}
