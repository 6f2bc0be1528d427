import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';

/**
 * A local stand-in for Tencent Cloud SMS (SendSms, API 2021-01-11) on a loopback port. It checks each
 * request the way Tencent documents: the TC3-HMAC-SHA256 signature recomputed here from the raw body
 * and headers with the SecretKey (written out from the documented pseudo-code, not with our client's
 * signer), a timestamp within 5 minutes whose UTC date is the credential's, the action and version
 * headers. A bad request is answered like Tencent (HTTP 200, `Response.Error`) and not recorded; a good
 * one is recorded in `sent` and answered `Ok`, or with what `failNext` queued.
 */
export const STUB_CREDENTIALS = {
  secretId: 'AKIDstub0000000000000000000000000000',
  secretKey: 'stub-secret-key-0000000000000000',
} as const;

/** The SMS app, sign and template the tests configure against the stub. */
export const STUB_ACCOUNT = { sdkAppId: '1400006666', signName: '创作蛙', templateId: '1110' } as const;

/** The env of an app sending SMS through Tencent with the stub's credentials and STUB_ACCOUNT (no endpoint). */
export const STUB_SMS_ENV = {
  SMS_PROVIDER: 'tencent',
  TENCENT_SMS_SECRET_ID: STUB_CREDENTIALS.secretId,
  TENCENT_SMS_SECRET_KEY: STUB_CREDENTIALS.secretKey,
  TENCENT_SMS_SDK_APP_ID: STUB_ACCOUNT.sdkAppId,
  TENCENT_SMS_SIGN_NAME: STUB_ACCOUNT.signName,
  TENCENT_SMS_TEMPLATE_ID: STUB_ACCOUNT.templateId,
};

export type SentSms = {
  phoneNumbers: string[];
  sdkAppId: string;
  signName: string;
  templateId: string;
  templateParams: string[];
  region: string;
};

/** What the next SendSms answers instead of `Ok`. */
export type StubFailure =
  /** An error of the whole request (`Response.Error`), e.g. FailedOperation.TemplateIncorrectOrUnapproved. */
  | { requestError: string }
  /** A per-number status other than Ok, e.g. LimitExceeded.PhoneNumberDailyLimit. */
  | { statusCode: string }
  /** No answer for this long. */
  | { delayMs: number };

export type TencentSmsStub = {
  url: string;
  sent: SentSms[];
  /** Requests refused for a bad signature, timestamp or headers (each one a bug in the client). */
  rejected: string[];
  failNext(failure: StubFailure): void;
  close(): Promise<void>;
};

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

const AUTHORIZATION =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/** Why this request's authentication fails, or undefined when it holds. */
function authenticationProblem(
  request: FastifyRequest,
  body: string,
  nowSeconds: number,
): string | undefined {
  const header = (name: string) => {
    const value = request.headers[name];

    return typeof value === 'string' ? value : undefined;
  };
  const match = AUTHORIZATION.exec(header('authorization') ?? '');
  if (!match) return 'AuthFailure.InvalidAuthorization';
  const [, secretId, date, service, signedHeaders, signature] = match as unknown as string[];
  if (secretId !== STUB_CREDENTIALS.secretId) return 'AuthFailure.SecretIdNotFound';
  if (service !== 'sms') return 'AuthFailure.InvalidAuthorization';
  const timestamp = Number(header('x-tc-timestamp'));
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300)
    return 'AuthFailure.SignatureExpire';
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'AuthFailure.SignatureFailure';
  const names = (signedHeaders ?? '').split(';');
  if (!names.includes('content-type') || !names.includes('host')) return 'AuthFailure.SignatureFailure';

  const canonicalHeaders = names
    .map((name) => `${name}:${(header(name) ?? '').trim().toLowerCase()}\n`)
    .join('');
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(body)].join('\n');
  const stringToSign = [
    'TC3-HMAC-SHA256',
    String(timestamp),
    `${date}/${service}/tc3_request`,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const secretDate = hmac(`TC3${STUB_CREDENTIALS.secretKey}`, date ?? '');
  const secretSigning = hmac(hmac(secretDate, service ?? ''), 'tc3_request');
  const expected = Buffer.from(createHmac('sha256', secretSigning).update(stringToSign).digest('hex'));
  const given = Buffer.from(signature ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return 'AuthFailure.SignatureFailure';
  if (header('x-tc-action') !== 'SendSms') return 'InvalidAction';
  if (header('x-tc-version') !== '2021-01-11') return 'NoSuchVersion';
  if (!header('x-tc-region')) return 'MissingParameter';

  return undefined;
}

/** Starts the stub on a free loopback port. */
export async function startTencentSmsStub(): Promise<TencentSmsStub> {
  // Close keep-alive connections of the client under test at once when a test file ends.
  const app: FastifyInstance = Fastify({ logger: false, forceCloseConnections: true });
  const sent: SentSms[] = [];
  const rejected: string[] = [];
  const failures: StubFailure[] = [];
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/', async (request) => {
    const body = String(request.body);
    const requestId = `stub-${sent.length + rejected.length + 1}`;
    const problem = authenticationProblem(request, body, Math.floor(Date.now() / 1000));
    if (problem) {
      rejected.push(problem);

      return { Response: { Error: { Code: problem, Message: '鉴权失败（本地桩）' }, RequestId: requestId } };
    }
    const params = JSON.parse(body) as {
      PhoneNumberSet: string[];
      SmsSdkAppId: string;
      SignName: string;
      TemplateId: string;
      TemplateParamSet?: string[];
    };
    const failure = failures.shift();
    if (failure && 'delayMs' in failure) await new Promise((resolve) => setTimeout(resolve, failure.delayMs));
    if (failure && 'requestError' in failure) {
      return {
        Response: { Error: { Code: failure.requestError, Message: '模拟的拒绝' }, RequestId: requestId },
      };
    }
    const code = failure && 'statusCode' in failure ? failure.statusCode : 'Ok';
    // A delayed answer is still a delivery: the client gave up waiting, Tencent did not.
    if (code === 'Ok') {
      sent.push({
        phoneNumbers: params.PhoneNumberSet,
        sdkAppId: params.SmsSdkAppId,
        signName: params.SignName,
        templateId: params.TemplateId,
        templateParams: params.TemplateParamSet ?? [],
        region: String(request.headers['x-tc-region']),
      });
    }

    return {
      Response: {
        SendStatusSet: params.PhoneNumberSet.map((phone, index) => ({
          SerialNo: `${requestId}-${index}`,
          PhoneNumber: phone,
          Fee: code === 'Ok' ? 1 : 0,
          SessionContext: '',
          Code: code,
          Message: code === 'Ok' ? 'send success' : '模拟的失败',
          IsoCode: 'CN',
        })),
        RequestId: requestId,
      },
    };
  });

  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  return {
    url: address,
    sent,
    rejected,
    failNext: (failure) => failures.push(failure),
    close: () => app.close(),
  };
}
