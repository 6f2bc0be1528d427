import { callTencentCloud, type TencentCloudTarget } from '../../../platform/sms/tencent/tencent-cloud-call';
import { type RealNameProvider, RealNameUnavailableError, type RealNameVerdict } from './real-name-provider';

/** What the 腾讯云 身份信息认证 check needs (the TENCENT_FACEID_* keys, else the SMS key). */
export type TencentRealNameConfig = TencentCloudTarget;

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
    try {
      return await callTencentCloud<Answer>(
        this.config,
        { service: 'faceid', action: 'IdCardVerification', version: '2018-03-01', payload },
        this.clock,
      );
    } catch (error) {
      throw new RealNameUnavailableError('Tencent IdCardVerification gave no usable answer', {
        cause: error,
      });
    }
  }
}
