import { payoutAccountEndpoints } from '@frog/contracts';
import { describe, expect, it } from 'vitest';
import { buildVerifiedCreator, cardNumber } from '../../../../test/payouts';
import { useTestApp } from '../../../../test/test-app';
import { storedRow } from '../../../../test/stored-row';

// MONEY_FLOW=huifu-split: a creator's payout account is their own Huifu account (our simulator
// plays Huifu's 开户 and 用户业务入驻 calls), with a bank card in their own name.
const t = useTestApp({ listen: true, tasks: true, env: { MONEY_FLOW: 'huifu-split' } });

const ID_NUMBER = '11010519491231002X';
const CARD = cardNumber('622202123456789012');
const OTHER_CARD = cardNumber('621483000012345678');

async function signedInCreator() {
  const creator = await buildVerifiedCreator(t.db, '张小蛙', ID_NUMBER);

  return { creator, cookie: await t.signIn(creator.phone) };
}

async function bind(cookie: string, phone: string, overrides: Record<string, string> = {}) {
  await t.db.deleteFrom('smsCodes').where('phone', '=', phone).execute();
  await t.call(payoutAccountEndpoints.sendCode, {}, { cookie });
  const params = {
    kind: 'bank_card',
    bankName: '招商银行',
    accountNo: CARD,
    holderName: '张小蛙',
    idNumber: ID_NUMBER,
    code: t.sms.lastCode(phone) ?? '',
    ...overrides,
  };

  return t.call(payoutAccountEndpoints.bind, params, { cookie });
}

const simulatedUser = (huifuId: string) => t.payments.simulator?.store.users.get(huifuId);

describe('收款账户 in split mode', () => {
  it('opens the creator’s own Huifu account with their card, and a new card keeps the account', async () => {
    const { creator, cookie } = await signedInCreator();
    const view = await t.call(payoutAccountEndpoints.get, {}, { cookie });
    expect(view.body.data.moneyFlow).toBe('huifu-split');

    const res = await bind(cookie, creator.phone);
    expect(res.body.code, res.body.message).toBe(200);
    const huifuId = res.body.data.huifuId ?? '';
    expect(huifuId).toMatch(/^6666\d{12}$/);
    expect(simulatedUser(huifuId)).toMatchObject({
      name: '张小蛙',
      certNo: ID_NUMBER,
      mobileNo: creator.phone,
      cards: [{ cardNo: CARD, holder: '张小蛙' }],
    });
    // The full ID number went to Huifu and nowhere in our database.
    const row = await storedRow(t.db, 'payoutAccounts', 'creatorId', creator.id);
    expect(JSON.stringify(row)).not.toContain(ID_NUMBER);
    expect(row.huifuTokenNo).toBe(simulatedUser(huifuId)?.cards[0]?.tokenNo);

    const changed = await bind(cookie, creator.phone, { accountNo: OTHER_CARD });
    expect(changed.body.data).toMatchObject({
      huifuId,
      accountMasked: `**** **** **** ${OTHER_CARD.slice(-4)}`,
    });
    expect(changed.body.data.withdrawLockedUntil).not.toBeNull();
    expect(simulatedUser(huifuId)?.cards.map((card) => card.cardNo)).toEqual([OTHER_CARD]);
    expect(
      [...(t.payments.simulator?.store.users.values() ?? [])].filter((u) => u.certNo === ID_NUMBER),
    ).toHaveLength(1);
  });

  it('refuses Alipay, a missing or different ID number, and changes nothing', async () => {
    const { creator, cookie } = await signedInCreator();
    const cases: [Record<string, string>, string][] = [
      [{ kind: 'alipay', accountNo: '13812345678' }, '收款账户须为本人银行卡'],
      [{ idNumber: '' }, '请填写身份证号（开通汇付账户需要）'],
      [{ idNumber: '110101199003074477' }, '身份证号须与实名认证时填写的一致'],
    ];
    for (const [overrides, message] of cases) {
      const res = await bind(cookie, creator.phone, overrides);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const view = await t.call(payoutAccountEndpoints.get, {}, { cookie });
    expect(view.body.data.account).toBeNull();
  });

  it('binds a Huifu account the creator already has, in their own name and nobody else’s', async () => {
    const store = t.payments.simulator?.store;
    const own = (huifuId: string, name: string) =>
      store?.users.set(huifuId, {
        huifuId,
        openReqSeqId: `X${huifuId}`,
        name,
        certNo: ID_NUMBER,
        mobileNo: '13800000009',
        cards: [],
        balanceFen: 0,
        withdrawals: [],
      });
    own('6666123412341234', '张小蛙');
    own('6666123412340000', '李大蛙');
    const opened = store?.users.size;
    const first = await signedInCreator();
    const bound = await bind(first.cookie, first.creator.phone, { huifuId: '6666123412341234' });
    expect(bound.body.code, bound.body.message).toBe(200);
    expect(bound.body.data.huifuId).toBe('6666123412341234');
    expect(store?.users.size).toBe(opened);
    expect(simulatedUser('6666123412341234')?.cards.map((card) => card.cardNo)).toEqual([CARD]);

    const second = await signedInCreator();
    const refusals: [string, number, string][] = [
      ['6666123412340000', 400, '该汇付账户的户名与你的实名认证不一致'],
      ['6666999999999999', 400, '没有找到这个汇付账户，请核对账户号'],
      ['6666123412341234', 409, '该汇付账户已绑定其他创作者'],
      ['66661234', 400, '汇付账户号须为16位数字'],
    ];
    for (const [huifuId, status, message] of refusals) {
      const res = await bind(second.cookie, second.creator.phone, { huifuId });
      expect(res.status, message).toBe(status);
      expect(res.body.message).toContain(message);
    }
    expect(
      (await t.call(payoutAccountEndpoints.get, {}, { cookie: second.cookie })).body.data.account,
    ).toBeNull();
  });

  it('says Huifu is unavailable when it refuses or fails to open or find the account, and binds nothing', async () => {
    const { creator, cookie } = await signedInCreator();
    const faults = t.payments.simulator?.faults;
    const opened = t.payments.simulator?.store.users.size;
    const cases: [Parameters<NonNullable<typeof faults>['inject']>[0], Record<string, string>, string][] = [
      [{ route: 'useropen', kind: 'http500' }, {}, '开通汇付账户暂时失败，请稍后重新获取验证码再试'],
      [{ route: 'useropen', kind: 'business' }, {}, '开通汇付账户暂时失败，请稍后重新获取验证码再试'],
      [
        { route: 'userquery', kind: 'http500' },
        { huifuId: '6666123412341234' },
        '汇付暂时无法查询账户，请稍后再试',
      ],
    ];
    for (const [fault, overrides, message] of cases) {
      faults?.inject(fault);
      const res = await bind(cookie, creator.phone, overrides);
      expect(res.status, message).toBe(409);
      expect(res.body).toMatchObject({ message, reason: 'provider_unavailable' });
    }
    faults?.clear();
    expect((await t.call(payoutAccountEndpoints.get, {}, { cookie })).body.data.account).toBeNull();
    expect(t.payments.simulator?.store.users.size).toBe(opened);
  });
});
