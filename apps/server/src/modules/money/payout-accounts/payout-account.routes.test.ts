import { authEndpoints, devEndpoints, payoutAccountEndpoints } from '@frog/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buildCreator } from '../../../../test/factories';
import { buildVerifiedCreator, cardNumber } from '../../../../test/payouts';
import { itRefusesNonCreators } from '../../../../test/access';
import { useTestApp } from '../../../../test/test-app';
import { getPayoutKey, openAccountNo } from './payout-account.service';
import { noticeOf } from '../../../../test/notices';
import { storedRow } from '../../../../test/stored-row';

const t = useTestApp();

const CARD = cardNumber('622202123456789012');
const OTHER_CARD = cardNumber('621483000012345678');

async function signedInCreator(realName = '张小蛙') {
  const creator = await buildVerifiedCreator(t.db, realName);
  const cookie = await t.signIn(creator.phone);

  return { creator, cookie };
}

/** Sends a payout-account code to the creator's phone and answers it. */
async function freshCode(cookie: string, phone: string): Promise<string> {
  await t.db.deleteFrom('smsCodes').where('phone', '=', phone).execute(); // no resend wait between steps
  const sent = await t.call(payoutAccountEndpoints.sendCode, {}, { cookie });
  expect(sent.body.code, sent.body.message).toBe(200);

  return t.sms.lastCode(phone)!;
}

/** Binds a bank card (bankCard with these fields) with a fresh code sent to the user's phone. */
const bindCard = async (cookie: string, phone: string, overrides: Record<string, string> = {}) =>
  t.call(payoutAccountEndpoints.bind, bankCard(await freshCode(cookie, phone), overrides), { cookie });

const bankCard = (code: string, overrides: Record<string, string> = {}) => ({
  kind: 'bank_card',
  bankName: '招商银行',
  bankBranch: '杭州分行西湖支行',
  accountNo: CARD.replace(/(\d{4})/g, '$1 ').trim(),
  holderName: '张小蛙',
  code,
  ...overrides,
});

/** Every text column of every table in this database, as one string. */
async function wholeDatabaseText(): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(t.db);
    parts.push(...rows.rows.map((r) => r.row));
  }

  return parts.join('\n');
}

describe('who may use /api/payout-account', () => {
  itRefusesNonCreators(t, Object.values(payoutAccountEndpoints));
});

describe('POST /api/payout-account/get', () => {
  it('answers no account, the masked real name and where the code goes', async () => {
    const { creator, cookie } = await signedInCreator('张小蛙');
    const res = await t.call(payoutAccountEndpoints.get, {}, { cookie });

    expect(res.body.data).toEqual({
      account: null,
      realNameMasked: '*小蛙',
      phoneMasked: `${creator.phone.slice(0, 3)}****${creator.phone.slice(-4)}`,
      lockHours: 24,
      moneyFlow: 'ledger',
    });
  });
});

describe('POST /api/payout-account/bind', () => {
  it('binds a bank card stored encrypted: only ever masked on the wire and nowhere in clear in the database', async () => {
    const { creator, cookie } = await signedInCreator();
    const code = await freshCode(cookie, creator.phone);
    const res = await t.call(payoutAccountEndpoints.bind, bankCard(code), { cookie });

    expect(res.body.code, res.body.message).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'bank_card',
      holderName: '张小蛙',
      bankName: '招商银行',
      bankBranch: '杭州分行西湖支行',
      accountMasked: `**** **** **** ${CARD.slice(-4)}`,
      withdrawLockedUntil: null,
    });
    expect(JSON.stringify(res.body)).not.toContain(CARD);
    const got = await t.call(payoutAccountEndpoints.get, {}, { cookie });
    expect(got.body.data.account?.accountMasked).toBe(`**** **** **** ${CARD.slice(-4)}`);
    expect(JSON.stringify(got.body)).not.toContain(CARD);

    const row = await storedRow(t.db, 'payoutAccounts', 'creatorId', creator.id);
    expect(row.accountCipher).toMatch(/^v1\./);
    expect(openAccountNo(await getPayoutKey(t.db), creator.id, row.accountCipher)).toBe(CARD);
    // The sealed number opens only as this creator's.
    expect(() => openAccountNo(Buffer.alloc(32), creator.id, row.accountCipher)).toThrow();
    const everything = await wholeDatabaseText();
    expect(everything).toContain(row.accountCipher);
    expect(everything).not.toContain(CARD);
    expect(everything).not.toContain(CARD.slice(0, 12));

    const notice = await noticeOf(t.db, creator.id);
    expect(notice).toMatchObject({ kind: 'payout_account:bound', title: '收款账户已绑定' });
  });

  it('refuses a holder other than the approved real name, and keeps the code for the corrected form', async () => {
    const { creator, cookie } = await signedInCreator('李四');
    const code = await freshCode(cookie, creator.phone);
    const wrong = await t.call(payoutAccountEndpoints.bind, bankCard(code, { holderName: '李五' }), {
      cookie,
    });

    expect(wrong.body).toMatchObject({
      code: 400,
      reason: 'real_name_mismatch',
      message: '收款人姓名须与实名认证的姓名（*四）一致',
    });
    expect(
      await t.db.selectFrom('payoutAccounts').where('creatorId', '=', creator.id).selectAll().execute(),
    ).toEqual([]);
    const right = await t.call(payoutAccountEndpoints.bind, bankCard(code, { holderName: ' 李四 ' }), {
      cookie,
    });
    expect(right.body.code, right.body.message).toBe(200);
  });

  it('refuses a creator without an approved application (no real name to compare)', async () => {
    const creator = await buildCreator(t.db);
    const cookie = await t.signIn(creator.phone);
    const code = await freshCode(cookie, creator.phone);
    const res = await t.call(payoutAccountEndpoints.bind, bankCard(code), { cookie });

    expect(res.body).toMatchObject({ code: 409, reason: 'real_name_required' });
    expect((await t.call(payoutAccountEndpoints.get, {}, { cookie })).body.data.realNameMasked).toBeNull();
  });

  it('needs a fresh code of this purpose sent to the creator’s own phone, once', async () => {
    const { creator, cookie } = await signedInCreator();

    const none = await t.call(payoutAccountEndpoints.bind, bankCard('123456'), { cookie });
    expect(none.body).toMatchObject({ code: 400, message: '验证码已失效，请重新获取' });

    // A sign-in code for the same phone does not bind.
    await t.call(authEndpoints.smsSend, { phone: creator.phone, purpose: 'login' });
    const loginCode = t.sms.lastCode(creator.phone)!;
    const other = await t.call(payoutAccountEndpoints.bind, bankCard(loginCode), { cookie });
    expect(other.body.code).toBe(400);

    const code = await freshCode(cookie, creator.phone);
    const wrongDigit = String((Number(code[0]) + 1) % 10) + code.slice(1);
    const wrong = await t.call(payoutAccountEndpoints.bind, bankCard(wrongDigit), { cookie });
    expect(wrong.body).toMatchObject({ code: 400, message: '验证码不正确，还可尝试4次' });

    expect((await t.call(payoutAccountEndpoints.bind, bankCard(code), { cookie })).body.code).toBe(200);
    const reused = await t.call(payoutAccountEndpoints.bind, bankCard(code), { cookie });
    expect(reused.body).toMatchObject({ code: 400, message: '验证码已失效，请重新获取' });
  });

  it('tells a developer the code sent to their own phone (the number is never named by the browser)', async () => {
    const { creator, cookie } = await signedInCreator();
    expect((await t.call(devEndpoints.myLastSmsCode, {}, { cookie })).body.code).toBe(404);
    const code = await freshCode(cookie, creator.phone);
    expect((await t.call(devEndpoints.myLastSmsCode, {}, { cookie })).body.data).toEqual({ code });
    expect((await t.call(devEndpoints.myLastSmsCode, {})).body.code).toBe(401);
  });

  it('waits out the resend interval between two codes', async () => {
    const { cookie } = await signedInCreator();
    expect((await t.call(payoutAccountEndpoints.sendCode, {}, { cookie })).body.code).toBe(200);
    const again = await t.call(payoutAccountEndpoints.sendCode, {}, { cookie });
    expect(again.body.code).toBe(429);
  });

  it('locks withdrawals for 24 hours after a change to another account, not on the first binding or the same account', async () => {
    const { creator, cookie } = await signedInCreator();
    await bindCard(cookie, creator.phone);

    const before = Date.now();
    const changed = await bindCard(cookie, creator.phone, {
      accountNo: OTHER_CARD,
      bankName: '中国工商银行',
      bankBranch: '',
    });
    expect(changed.body.code, changed.body.message).toBe(200);
    const until = Date.parse(changed.body.data.withdrawLockedUntil!);
    expect(until).toBeGreaterThanOrEqual(before + 24 * 3600_000 - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + 24 * 3600_000 + 1000);
    expect(changed.body.data).toMatchObject({
      bankName: '中国工商银行',
      bankBranch: '',
      accountMasked: `**** **** **** ${OTHER_CARD.slice(-4)}`,
    });

    const notice = await noticeOf(t.db, creator.id, 'payout_account:changed');
    expect(notice.title).toBe('收款账户已更换');
    expect(notice.body).toContain('之后才能发起提现');
    expect(notice.body).not.toContain(OTHER_CARD);

    // Saving the same account again (a branch correction) keeps the lock where it was.
    const same = await bindCard(cookie, creator.phone, {
      accountNo: OTHER_CARD,
      bankName: '中国工商银行',
      bankBranch: '滨江支行',
    });
    expect(same.body.data.withdrawLockedUntil).toBe(changed.body.data.withdrawLockedUntil);

    // Once the 24 hours are over the lock no longer shows.
    await t.db
      .updateTable('payoutAccounts')
      .set({ withdrawLockedUntil: new Date(Date.now() - 1000) })
      .where('creatorId', '=', creator.id)
      .execute();
    expect(
      (await t.call(payoutAccountEndpoints.get, {}, { cookie })).body.data.account?.withdrawLockedUntil,
    ).toBeNull();
  });

  it('binds Alipay by phone or email, masked, without a bank', async () => {
    const { creator, cookie } = await signedInCreator();
    const alipay = (code: string, accountNo: string) => ({
      kind: 'alipay',
      accountNo,
      holderName: '张小蛙',
      code,
      bankName: '招商银行',
    });
    const byPhone = await t.call(
      payoutAccountEndpoints.bind,
      alipay(await freshCode(cookie, creator.phone), '13912345678'),
      { cookie },
    );
    expect(byPhone.body.data).toMatchObject({
      kind: 'alipay',
      bankName: null,
      bankBranch: '',
      accountMasked: '139****5678',
    });

    const byEmail = await t.call(
      payoutAccountEndpoints.bind,
      alipay(await freshCode(cookie, creator.phone), 'frog.draws@example.com'),
      { cookie },
    );
    expect(byEmail.body.data.accountMasked).toBe('fr***@example.com');
    expect(await wholeDatabaseText()).not.toContain('frog.draws@example.com');
  });

  it.each([
    [{ accountNo: '6222021234567890127' }, '银行卡号不正确，请核对16-19位卡号'],
    [{ accountNo: '62220212345' }, '银行卡号不正确，请核对16-19位卡号'],
    [{ bankName: '' }, '请填写开户银行'],
    [{ kind: 'alipay', accountNo: 'not-an-account' }, '支付宝账号须为11位手机号或邮箱'],
    [{ kind: 'wechat' }, '收款方式须为银行卡或支付宝'],
    [{ holderName: '' }, '请填写真实姓名'],
    [{ code: '12' }, '验证码为6位数字'],
  ])('refuses %o with “%s” before anything else', async (overrides, message) => {
    const { cookie } = await signedInCreator();
    const res = await t.call(payoutAccountEndpoints.bind, bankCard('123456', overrides), { cookie });

    expect(res.body).toMatchObject({ code: 400, message });
  });
});
