import { SmsSendError } from '../errors';
import type { SmsMessage, SmsProvider } from '../sms-provider';
import { callTencentCloud, TencentCallError } from './tencent-cloud-call';

/** What TencentSmsProvider needs (the TENCENT_SMS_* keys and SMS_TIMEOUT_MS). */
export type TencentSmsConfig = {
  secretId: string;
  secretKey: string;
  /** SmsSdkAppId of the SMS application, e.g. 1400006666. */
  sdkAppId: string;
  /** Approved signature (签名), e.g. 创作蛙. */
  signName: string;
  /** Approved template whose variables are {1} the code and, with `code,minutes`, {2} its minutes. */
  templateId: string;
  templateParams: 'code' | 'code,minutes';
  /** X-TC-Region, e.g. ap-guangzhou. */
  region: string;
  /** https://sms.tencentcloudapi.com, or a stub's address in tests. */
  endpoint: string;
  timeoutMs: number;
};

type SendStatus = { PhoneNumber?: string; Code?: string; Message?: string; SerialNo?: string };
type Answer = {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: SendStatus[];
    RequestId?: string;
  };
};

/** `+86…` for a mainland number (what the contracts accept); E.164 is what SendSms documents. */
export function toE164(phone: string): string {
  if (/^\+\d{6,15}$/.test(phone)) return phone;
  if (/^1\d{10}$/.test(phone)) return `+86${phone}`;
  throw new SmsSendError('refused', `not a phone number SendSms accepts: ${phone}`);
}

/**
 * The provider's per-phone frequency limits (30 s, 1 hour, daily, and the console's delivery
 * frequency policy): the person asked too often, and may ask again later.
 */
const isPhoneRateLimit = (code: string) =>
  code.startsWith('LimitExceeded.PhoneNumber') || code === 'LimitExceeded.DeliveryFrequencyLimit';

const refusal = (code: string, message: string | undefined, requestId: string | undefined) =>
  new SmsSendError(
    isPhoneRateLimit(code) ? 'rate_limited' : 'refused',
    `Tencent SMS refused: ${code} ${message ?? ''} (RequestId ${requestId ?? '?'})`.trim(),
    { code },
  );

/**
 * Tencent Cloud SMS, API 2021-01-11 action SendSms (POST JSON to https://sms.tencentcloudapi.com,
 * signed TC3-HMAC-SHA256). A small client of our own rather than tencentcloud-sdk-nodejs-sms: one
 * action, no dependencies (the SDK's common package brings node-fetch 2, form-data, https-proxy-agent,
 * uuid …). Every failure is an SmsSendError: a refusal carries Tencent's code, a transport failure
 * its cause.
 */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';

  constructor(
    private readonly config: TencentSmsConfig,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Sends the code to one phone; resolves only when Tencent answers `Ok` for that number. */
  async sendCode(message: SmsMessage): Promise<void> {
    const phone = toE164(message.phone);
    const params =
      this.config.templateParams === 'code' ? [message.code] : [message.code, String(message.validMinutes)];
    const payload = JSON.stringify({
      PhoneNumberSet: [phone],
      SmsSdkAppId: this.config.sdkAppId,
      SignName: this.config.signName,
      TemplateId: this.config.templateId,
      TemplateParamSet: params,
    });
    const answer = await this.post('SendSms', payload);
    const response = answer.Response;
    if (!response) throw new SmsSendError('malformed', 'Tencent SMS answered without Response');
    if (response.Error) {
      throw refusal(response.Error.Code ?? 'Unknown', response.Error.Message, response.RequestId);
    }
    const status = response.SendStatusSet?.find((item) => item.PhoneNumber === phone);
    if (!status) throw new SmsSendError('malformed', `Tencent SMS answered no status for ${phone}`);
    if (status.Code !== 'Ok') throw refusal(status.Code ?? 'Unknown', status.Message, response.RequestId);
  }

  private async post(action: string, payload: string): Promise<Answer> {
    try {
      return await callTencentCloud<Answer>(
        this.config,
        { service: 'sms', action, version: '2021-01-11', payload, language: 'zh-CN' },
        this.clock,
      );
    } catch (error) {
      if (!(error instanceof TencentCallError)) throw error;
      throw new SmsSendError(error.failure, error.message, error.details);
    }
  }
}
