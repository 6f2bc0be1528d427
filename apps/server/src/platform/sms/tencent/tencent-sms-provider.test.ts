import { authEndpoints } from '@frog/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { uniquePhone } from '../../../../test/factories';
import {
  STUB_ACCOUNT,
  STUB_CREDENTIALS,
  STUB_SMS_ENV,
  startTencentSmsStub,
  type TencentSmsStub,
} from '../../../../test/tencent-sms-stub';
import { buildTestApp, type TestApp } from '../../../../test/test-app';
import { loadEnv } from '../../config/env';
import { providerCallCount } from '../../lib/metrics';
import { createSmsProvider } from '../create-sms-provider';
import { SmsSendError } from '../errors';
import { TencentSmsProvider } from './tencent-sms-provider';

const tencentEnv = (endpoint: string) => ({
  ...STUB_SMS_ENV,
  TENCENT_SMS_ENDPOINT: endpoint,
  SMS_TIMEOUT_MS: '500',
});

type LogLine = { msg: string; reqId?: string } & Record<string, unknown>;

let stub: TencentSmsStub;
let t: TestApp;
const logs: LogLine[] = [];

beforeAll(async () => {
  stub = await startTencentSmsStub();
  const env = tencentEnv(stub.url);
  t = await buildTestApp({
    env,
    sms: createSmsProvider(loadEnv(env)),
    logger: { level: 'warn', stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) } },
  });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});
/** Failed sends of this kind counted for Prometheus since the test began. */
let countedBefore: Record<string, number> = {};
beforeEach(async () => {
  countedBefore = {};
  for (const kind of ['rate_limited', 'refused', 'timeout'])
    countedBefore[kind] = await providerCallCount('sms', 'sendCode', kind);
});
const countedSince = async (kind: string) =>
  (await providerCallCount('sms', 'sendCode', kind)) - (countedBefore[kind] ?? 0);

const storedCodes = (phone: string) =>
  t.db.selectFrom('smsCodes').select('id').where('phone', '=', phone).execute();

/** The warn line the failed send wrote, found by the request id the caller was given. */
const failureLogged = (requestId: unknown) =>
  logs.find((line) => line.msg === 'sms provider failure' && line.reqId === requestId);

describe('Tencent Cloud SMS through the sign-in flow', () => {
  it('delivers a sign-in code to the phone in E.164 with the template, its parameters and the signature, and the code signs in', async () => {
    const phone = uniquePhone();

    const sent = await t.call(authEndpoints.smsSend, { phone });

    expect(sent.status).toBe(200);
    expect(stub.rejected).toEqual([]);
    const delivered = stub.sent.at(-1);
    expect(delivered).toEqual({
      phoneNumbers: [`+86${phone}`],
      ...STUB_ACCOUNT,
      templateParams: [expect.stringMatching(/^\d{6}$/), '5'],
      region: 'ap-guangzhou',
    });
    const signedIn = await t.call(authEndpoints.smsLogin, {
      phone,
      code: delivered?.templateParams[0] ?? '',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.sessionCookie).toMatch(/^sid=/);
  });

  it("answers Tencent's per-phone limit with a Chinese 429, keeps no code, logs and counts it", async () => {
    const phone = uniquePhone();
    stub.failNext({ statusCode: 'LimitExceeded.PhoneNumberDailyLimit' });

    const res = await t.call(authEndpoints.smsSend, { phone });

    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: 429, message: '该手机号获取验证码过于频繁，请稍后再试' });
    expect(await storedCodes(phone)).toEqual([]);
    expect(await countedSince('rate_limited')).toBe(1);
    expect(failureLogged(res.headers['x-request-id'])).toMatchObject({
      provider: 'tencent',
      failure: 'rate_limited',
      code: 'LimitExceeded.PhoneNumberDailyLimit',
      err: { message: expect.stringContaining('LimitExceeded.PhoneNumberDailyLimit') },
    });
  });

  it('answers a refused template with a Chinese 409 to retry later, keeps no code, and the phone may ask again at once', async () => {
    const phone = uniquePhone();
    stub.failNext({ requestError: 'FailedOperation.TemplateIncorrectOrUnapproved' });

    const res = await t.call(authEndpoints.smsSend, { phone });

    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 409,
      message: '短信发送失败，请稍后重试',
      reason: 'provider_unavailable',
    });
    expect(await storedCodes(phone)).toEqual([]);
    expect(await countedSince('refused')).toBe(1);
    expect(failureLogged(res.headers['x-request-id'])).toMatchObject({
      failure: 'refused',
      code: 'FailedOperation.TemplateIncorrectOrUnapproved',
    });

    const again = await t.call(authEndpoints.smsSend, { phone });
    expect(again.status).toBe(200);
    expect(await storedCodes(phone)).toHaveLength(1);
  });

  it('answers a provider that does not answer within SMS_TIMEOUT_MS with the same 409, keeping no code', async () => {
    const phone = uniquePhone();
    stub.failNext({ delayMs: 1500 });
    const started = Date.now();

    const res = await t.call(authEndpoints.smsSend, { phone });

    expect(Date.now() - started).toBeLessThan(1400);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: '短信发送失败，请稍后重试', reason: 'provider_unavailable' });
    expect(await storedCodes(phone)).toEqual([]);
    expect(await countedSince('timeout')).toBe(1);
    expect(failureLogged(res.headers['x-request-id'])).toMatchObject({
      failure: 'timeout',
      err: { message: expect.stringContaining('aborted due to timeout') },
    });
  });
});

describe('the Tencent client on its own', () => {
  const clientTo = (endpoint: string, secretKey: string = STUB_CREDENTIALS.secretKey) =>
    new TencentSmsProvider({
      secretId: STUB_CREDENTIALS.secretId,
      secretKey,
      ...STUB_ACCOUNT,
      templateParams: 'code',
      region: 'ap-guangzhou',
      endpoint,
      timeoutMs: 2000,
    });
  const send = (provider: TencentSmsProvider) =>
    provider
      .sendCode({ phone: uniquePhone(), code: '123456', purpose: 'login', validMinutes: 5 })
      .catch((error: unknown) => error);

  it('names an unreachable API a network failure and keeps the cause', async () => {
    const failure = await send(clientTo('http://127.0.0.1:9'));

    expect(failure).toBeInstanceOf(SmsSendError);
    expect(failure).toMatchObject({ failure: 'network', cause: expect.any(Error) });
  });

  it('sends a template of the code alone when TENCENT_SMS_TEMPLATE_PARAMS=code', async () => {
    await send(clientTo(stub.url));

    expect(stub.sent.at(-1)?.templateParams).toEqual(['123456']);
  });
});

describe('the stub of Tencent Cloud SMS', () => {
  it('refuses a request signed with another SecretKey, as Tencent would', async () => {
    const provider = new TencentSmsProvider({
      secretId: STUB_CREDENTIALS.secretId,
      secretKey: 'another-secret-key-000000000000',
      ...STUB_ACCOUNT,
      templateParams: 'code',
      region: 'ap-guangzhou',
      endpoint: stub.url,
      timeoutMs: 2000,
    });
    const before = stub.sent.length;

    const failure = await provider
      .sendCode({ phone: uniquePhone(), code: '123456', purpose: 'login', validMinutes: 5 })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(SmsSendError);
    expect(failure).toMatchObject({ failure: 'refused', code: 'AuthFailure.SignatureFailure' });
    expect(stub.rejected.at(-1)).toBe('AuthFailure.SignatureFailure');
    expect(stub.sent.length).toBe(before);
  });
});
