import { SmsSendError } from '../errors';
import type { SmsMessage, SmsProvider } from '../sms-provider';
import { tc3Authorization } from './tc3-signature';

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

const CONTENT_TYPE = 'application/json; charset=utf-8';

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
    const url = new URL(this.config.endpoint);
    const timestamp = Math.floor(this.clock() / 1000);
    const authorization = tc3Authorization({
      secretId: this.config.secretId,
      secretKey: this.config.secretKey,
      service: 'sms',
      host: url.host,
      contentType: CONTENT_TYPE,
      timestamp,
      payload,
    });
    let text: string;
    let status: number;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': CONTENT_TYPE,
          'x-tc-action': action,
          'x-tc-version': '2021-01-11',
          'x-tc-timestamp': String(timestamp),
          'x-tc-region': this.config.region,
          'x-tc-language': 'zh-CN',
        },
        body: payload,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new SmsSendError(
        timedOut ? 'timeout' : 'network',
        timedOut
          ? `Tencent SMS gave no answer within ${this.config.timeoutMs} ms`
          : 'Tencent SMS unreachable',
        { cause: error },
      );
    }
    if (status !== 200) {
      throw new SmsSendError('http_status', `Tencent SMS answered HTTP ${status}: ${text.slice(0, 200)}`, {
        status,
      });
    }
    try {
      return JSON.parse(text) as Answer;
    } catch (error) {
      throw new SmsSendError('malformed', `Tencent SMS answered no JSON: ${text.slice(0, 200)}`, {
        cause: error,
      });
    }
  }
}
