import type { WithdrawalQuote } from '@frog/contracts';
import type { UserRow } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import { findPayoutAccount } from '../payout-accounts/payout-account.repository';
import { presentWithdrawalQuote } from './withdrawal-tax.presenter';
import { assertAboveMinimum, figureWithdrawal, type WithdrawalConfig } from './withdrawal.service';

/**
 * 提现试算: the four lines a withdrawal of `amountFen` would have if requested now, refused with the
 * request's own words (below the minimum, above the withdrawable balance). A read: nothing is
 * locked or recorded, so a racing withdrawal may change the figures the request then fixes.
 */
export async function quoteWithdrawal(
  db: Db,
  config: WithdrawalConfig,
  viewer: UserRow,
  amountFen: number,
  now = new Date(),
): Promise<WithdrawalQuote> {
  assertAboveMinimum(config, amountFen);
  const account = await findPayoutAccount(db, viewer.id);
  const figures = await figureWithdrawal(db, config, viewer, {
    amountFen,
    now,
    holderName: account?.holderName ?? viewer.nickname,
    reference: `Q${viewer.id}`,
  });

  return presentWithdrawalQuote(figures);
}
