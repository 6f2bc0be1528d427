import { tc3Authorization } from '../../../platform/sms/tencent/tc3-signature';
import { type RealNameProvider, RealNameUnavailableError, type RealNameVerdict } from './real-name-provider';

/** What the 腾讯云 身份信息认证 check needs (the TENCENT_FACEID_* keys, else the SMS key). */
export type TencentRealNameConfig = {
  secretId: string;
  secretKey: string;
  region: string;
  /** https://faceid.tencentcloudapi.com, or a stub's address in tests. */
  endpoint: string;
  timeoutMs: number;
};

const CONTENT_TYPE = 'application/json; charset=utf-8';

type Answer = {
  Response?: { Result?: string; Description?: string; Error?: { Code?: string; Message?: string } };
};

/**
 * 腾讯云慧眼 身份信息认证 (faceid API 2018-03-01, action IdCardVerification: `IdCard`, `Name`), signed
 * TC3-HMAC-SHA256 like our SMS calls. Its `Result`: "0" the name and number agree, "-1" they do not
 * (both billed); "-2" / "-3" malformed number or name, "-5" no such record: a mismatch for the buyer;
 * anything else ("-4" service error, "-6" upgrading, "-7" daily limit), an error or no answer:
 * unavailable, try again later. Codes as Tencent's SDK (tencentcloud-sdk-go faceid/v20180301) lists them.
 */
export class TencentRealNameProvider implements RealNameProvider {
  readonly name = 'tencent';

  constructor(
    private readonly config: TencentRealNameConfig,
    private readonly clock: () => number = Date.now,
  ) {}

  async check(input: { realName: string; idNumber: string }): Promise<RealNameVerdict> {
    const answer = await this.post(JSON.stringify({ IdCard: input.idNumber, Name: input.realName }));
    const result = answer.Response?.Result;
    if (result === '0') return 'match';
    if (result === '-1' || result === '-2' || result === '-3' || result === '-5') return 'mismatch';
    const why = answer.Response?.Error?.Code ?? `Result ${result ?? 'missing'}`;
    throw new RealNameUnavailableError(`Tencent IdCardVerification: ${why}`);
  }

  private async post(payload: string): Promise<Answer> {
    const url = new URL(this.config.endpoint);
    const timestamp = Math.floor(this.clock() / 1000);
    const authorization = tc3Authorization({
      secretId: this.config.secretId,
      secretKey: this.config.secretKey,
      service: 'faceid',
      host: url.host,
      contentType: CONTENT_TYPE,
      timestamp,
      payload,
    });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': CONTENT_TYPE,
          'x-tc-action': 'IdCardVerification',
          'x-tc-version': '2018-03-01',
          'x-tc-timestamp': String(timestamp),
          'x-tc-region': this.config.region,
        },
        body: payload,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);

      return (await response.json()) as Answer;
    } catch (error) {
      throw new RealNameUnavailableError('Tencent IdCardVerification unreachable', { cause: error });
    }
  }
}
