import { maskBankCard, maskIdNumber, passesLuhn, payoutAccountEndpoints } from '@frog/contracts';
import { hashIdNumber } from '../src/modules/identity';
import { expect } from 'vitest';
import type { UserRow } from '../src/platform/db/types';
import { getCreatorBalances, postSettlement } from '../src/modules/money/ledger/ledger';
import { markOrderSettled } from '../src/modules/money/ledger/settlement.repository';
import type { Db } from '../src/platform/db/db';
import { getPayoutKey, sealAccountNo } from '../src/modules/money/payout-accounts/payout-account.service';
import { buildCreator, buildUser } from './factories';
import { buildPaidOrder, expectLedgerConsistent } from './money';
import type { TestApp } from './test-app';

/**
 * A creator whose creator application (with this real name and, when given, this ID number, hashed
 * as the application does) was approved.
 */
export async function buildVerifiedCreator(db: Db, realName = '张小蛙', idNumber?: string): Promise<UserRow> {
  const creator = await buildCreator(db);
  await db
    .insertInto('creatorApplications')
    .values({
      userId: creator.id,
      realName,
      idNumberMasked: idNumber ? maskIdNumber(idNumber) : '1101**********4477',
      idNumberHash: idNumber ? await hashIdNumber(db, idNumber) : `hash-${creator.id}-${Math.random()}`,
      contact: 'frog@example.com',
      category: 'illustration',
      status: 'approved',
      reviewedAt: new Date(),
    })
    .execute();

  return creator;
}

/** `prefix` (15–18 digits) completed with its Luhn check digit: a well-formed card number. */
export function cardNumber(prefix: string): string {
  for (let d = 0; d <= 9; d++) if (passesLuhn(`${prefix}${d}`)) return `${prefix}${d}`;
  throw new Error('unreachable');
}

/**
 * Gives the creator `fen` of withdrawable money the way it really arrives: a tip from a new buyer,
 * paid (with no platform fee, so the figures stay round) and then settled.
 */
export async function giveWithdrawable(db: Db, creatorId: number, fen: number): Promise<void> {
  const buyer = await buildUser(db);
  const order = await buildPaidOrder(db, { creatorId, buyerId: buyer.id, amountFen: fen, feeBps: 0 });
  await db.transaction().execute(async (trx) => {
    await postSettlement(trx, order);
    await markOrderSettled(trx, order.id, new Date());
  });
}

/** Binds a bank card for the creator directly (sealed like the real thing), unlocked. */
export async function bindTestAccount(db: Db, creatorId: number, holderName = '张小蛙'): Promise<string> {
  const accountNo = cardNumber('622588000012345678');
  await db
    .insertInto('payoutAccounts')
    .values({
      creatorId,
      kind: 'bank_card',
      holderName,
      bankName: '招商银行',
      accountCipher: sealAccountNo(await getPayoutKey(db), creatorId, accountNo),
      accountMasked: maskBankCard(accountNo),
    })
    .execute();

  return accountNo;
}

/**
 * The creator's balances agree with their withdrawals (in withdrawal = open withdrawals, withdrawn =
 * paid ones, withdrawable = what was earned minus both) and `ledger:check` finds no difference.
 */
export async function expectMoneyConsistent(db: Db, creatorId: number, earnedFen: number) {
  const balances = await getCreatorBalances(db, creatorId);
  const rows = await db.selectFrom('withdrawals').selectAll().where('creatorId', '=', creatorId).execute();
  const sum = (statuses: string[]) =>
    rows.filter((r) => statuses.includes(r.status)).reduce((acc, r) => acc + r.amountFen, 0);

  expect(balances.inWithdrawal).toBe(sum(['requested', 'approved']));
  expect(balances.withdrawn).toBe(sum(['paid']));
  expect(balances.withdrawable).toBe(earnedFen - balances.inWithdrawal - balances.withdrawn);
  expect(balances.withdrawable).toBeGreaterThanOrEqual(0);
  await expectLedgerConsistent(db);

  return balances;
}

/** The ID number the split-mode creators below apply with (a valid one: 18 digits, its check digit). */
export const SPLIT_ID_NUMBER = '11010519491231002X';

/**
 * Split mode (MONEY_FLOW=huifu-split): a verified creator who opened their own Huifu account through
 * 收款账户 (the simulator opens it and binds the card), with their signed-in cookie.
 */
export async function buildHuifuCreator(
  t: TestApp,
): Promise<{ creator: UserRow; huifuId: string; cookie: string }> {
  const creator = await buildVerifiedCreator(t.db, '张小蛙', SPLIT_ID_NUMBER);

  return { creator, ...(await openHuifuAccount(t, creator)) };
}

/** Split mode: a creator of buildVerifiedCreator(…, SPLIT_ID_NUMBER) opens their Huifu account through 收款账户. */
export async function openHuifuAccount(
  t: TestApp,
  creator: UserRow,
): Promise<{ huifuId: string; cookie: string }> {
  const cookie = await t.signIn(creator.phone);
  await t.call(payoutAccountEndpoints.sendCode, {}, { cookie });
  const bound = await t.call(
    payoutAccountEndpoints.bind,
    {
      kind: 'bank_card',
      bankName: '招商银行',
      accountNo: cardNumber('622202123456789012'),
      holderName: '张小蛙',
      idNumber: SPLIT_ID_NUMBER,
      code: t.sms.lastCode(creator.phone) ?? '',
    },
    { cookie },
  );
  const huifuId = bound.body.data.huifuId;
  expect(huifuId, bound.body.message).toMatch(/^6666\d{12}$/);

  return { huifuId: huifuId ?? '', cookie };
}
