import { buyerRealNameEndpoints, Reason } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../../test/factories';
import { birthDateYearsAgo, idNumberBornOn } from '../../../../test/real-names';
import { useTestApp } from '../../../../test/test-app';
import { storedRow } from '../../../../test/stored-row';

// A buyer's real name, asked once before paying (MINOR_PROTECTION): checked for its checksum, then
// by the provider (development: every pair but the name 测试不符), kept masked, sealed and hashed.
const t = useTestApp({ env: { MINOR_PROTECTION: 'verify-all' } });

describe('实名认证 of a buyer', () => {
  const verify = (cookie: string, realName: string, idNumber: string) =>
    t.call(buyerRealNameEndpoints.verify, { realName, idNumber }, { cookie });

  it('refuses a bad number or a pair the provider does not know, and stores nothing', async () => {
    const { user, cookie } = await buildSignedInUser(t);
    const good = idNumberBornOn('1990-03-07');
    const bad = `${good.slice(0, 17)}${good[17] === '1' ? '2' : '1'}`;
    const cases: [string, string, number, string, string | undefined][] = [
      ['林小绿', bad, 400, '身份证号不正确，请填写18位居民身份证号', undefined],
      ['林小绿', '', 400, '请填写身份证号', undefined],
      ['', good, 400, '请填写真实姓名', undefined],
      ['测试不符', good, 400, '姓名与身份证号不一致，请核对后重试', Reason.REAL_NAME_MISMATCH],
    ];
    for (const [name, number, status, message, reason] of cases) {
      const res = await verify(cookie, name, number);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toBe(message);
      if (reason) expect((res.body as { reason?: string }).reason).toBe(reason);
    }
    expect(
      await t.db.selectFrom('buyerRealNames').selectAll().where('userId', '=', user.id).execute(),
    ).toEqual([]);
    expect((await t.call(buyerRealNameEndpoints.get, {}, { cookie })).body.data).toMatchObject({
      verified: false,
      band: null,
      requiredFor: { kind: 'always', thresholdYuan: null },
    });
  });

  it('verifies once: masked in the answer, the number sealed and hashed, a second time refused', async () => {
    const { user, cookie } = await buildSignedInUser(t);
    const idNumber = idNumberBornOn(birthDateYearsAgo(15, new Date(), 10));
    const res = await verify(cookie, '林小绿', idNumber);
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toEqual({
      verified: true,
      realNameMasked: '林**',
      idNumberMasked: `${idNumber.slice(0, 4)}**********${idNumber.slice(-4)}`,
      band: '8to16',
      caps: { perPayment: '50.00', perDay: '100.00', perMonth: '200.00' },
      requiredFor: { kind: 'always', thresholdYuan: null },
    });
    const row = await storedRow(t.db, 'buyerRealNames', 'userId', user.id);
    expect(JSON.stringify(row)).not.toContain(idNumber);
    expect(JSON.stringify(row)).not.toContain('林小绿');

    const again = await verify(cookie, '林小绿', idNumberBornOn('1990-03-07'));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('你已完成实名认证，如需更改请联系客服');
  });

  it('asks a visitor to sign in', async () => {
    const res = await t.call(buyerRealNameEndpoints.get, {});
    expect(res.status).toBe(401);
  });
});
