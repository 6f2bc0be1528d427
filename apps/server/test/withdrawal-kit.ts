import { adminWithdrawalEndpoints, withdrawalEndpoints } from '@frog/contracts';
import { expect } from 'vitest';
import { buildUser } from './factories';
import { bindTestAccount, buildVerifiedCreator, giveWithdrawable } from './payouts';
import type { TestApp } from './test-app';
import type { WithdrawalConfig } from '../src/modules/money/withdrawals/withdrawal.service';
import { storedRow } from './stored-row';

type Decision = (typeof adminWithdrawalEndpoints)['approve' | 'reject' | 'markPaid' | 'markFailed'];

/** Steps of the withdrawal route tests, bound to one test app. */
export function withdrawalKit(t: TestApp) {
  async function creatorWith(earnedFen: number, options: { account?: boolean } = {}) {
    const creator = await buildVerifiedCreator(t.db);
    if (earnedFen > 0) await giveWithdrawable(t.db, creator.id, earnedFen);
    const accountNo = options.account === false ? null : await bindTestAccount(t.db, creator.id);
    const cookie = await t.signIn(creator.phone);

    return { creator, cookie, accountNo, earnedFen };
  }

  async function operatorCookie() {
    const op = await buildUser(t.db, { isOperator: true, nickname: '运营小蛙' });

    return { op, cookie: await t.signIn(op.phone) };
  }

  async function withdraw(cookie: string, amount: string) {
    return t.call(withdrawalEndpoints.request, { amount }, { cookie });
  }

  async function requested(cookie: string, amount: string) {
    const res = await withdraw(cookie, amount);
    expect(res.body.code, res.body.message).toBe(200);

    return res.body.data.withdrawalNo;
  }

  /** An operator decides on a withdrawal; the answer's data must match `expected` (its new status, …). */
  async function decide(
    opCookie: string,
    endpoint: Decision,
    params: { withdrawalNo: string; reason?: string; transferReference?: string },
    expected: Record<string, unknown>,
  ) {
    const res = await t.call(endpoint, params, { cookie: opCookie });
    expect(res.body.data).toMatchObject(expected);

    return res.body.data;
  }

  /** An operator approves a requested withdrawal and marks it paid by manual transfer `reference`. */
  async function payOut(opCookie: string, withdrawalNo: string, reference = 'BANK0001') {
    await decide(opCookie, adminWithdrawalEndpoints.approve, { withdrawalNo }, { status: 'approved' });

    return decide(
      opCookie,
      adminWithdrawalEndpoints.markPaid,
      { withdrawalNo, transferReference: reference },
      { status: 'paid' },
    );
  }

  /**
   * An operator rejects (still requested) or fails (approved) a withdrawal with this reason: it must
   * end in that status with the reason.
   */
  const endWithReason = (
    opCookie: string,
    withdrawalNo: string,
    status: 'rejected' | 'failed',
    reason: string,
  ) =>
    decide(
      opCookie,
      status === 'rejected' ? adminWithdrawalEndpoints.reject : adminWithdrawalEndpoints.markFailed,
      { withdrawalNo, reason },
      { status, reason },
    );

  const events = (withdrawalId: number) =>
    t.db
      .selectFrom('moneyEvents')
      .selectAll()
      .where('entity', '=', 'withdrawal')
      .where('entityId', '=', withdrawalId)
      .orderBy('id')
      .execute();

  const rowOf = (withdrawalNo: string) => storedRow(t.db, 'withdrawals', 'withdrawalNo', withdrawalNo);

  return { creatorWith, operatorCookie, withdraw, requested, decide, payOut, endWithReason, events, rowOf };
}

/**
 * What withdrawalRoutes builds from the default environment (¥100 minimum, no fee, cumulative tax),
 * for tests that call the withdrawal service directly; `changes` set what their app was given.
 */
export function withdrawalConfig(changes: Partial<WithdrawalConfig> = {}): WithdrawalConfig {
  return {
    minFen: 10_000,
    feeFen: 0,
    provider: 'manual',
    settlementDays: 7,
    withholding: { method: 'cumulative' },
    ...changes,
  };
}
