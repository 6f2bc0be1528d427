import {
  creatorAtProviderAccount,
  creatorInWithdrawalAccount,
  creatorWithdrawableAccount,
  PLATFORM_FEE,
  PROVIDER_CLEARING,
} from './accounts';
import type { Db } from '../../../platform/db/db';
import { postTransaction } from './ledger';

// A withdrawal's ledger transactions: requested (withdrawable → in withdrawal), paid out (in
// withdrawal → out, the fee to the platform), or returned (in withdrawal → withdrawable).

export type WithdrawalPostingInput = { creatorId: number; withdrawalId: number; amountFen: number };

/** The withdrawal's amount moved from one of the creator's accounts to another: from −X; to +X. */
function postCreatorTransfer(
  db: Db,
  kind: 'withdrawal_request' | 'withdrawal_return',
  accounts: { from: (creatorId: number) => string; to: (creatorId: number) => string },
  input: WithdrawalPostingInput,
): Promise<string | undefined> {
  return postTransaction(
    db,
    kind,
    [
      { account: accounts.from(input.creatorId), amountFen: -input.amountFen },
      { account: accounts.to(input.creatorId), amountFen: input.amountFen },
    ],
    { withdrawalId: input.withdrawalId },
  );
}

/**
 * `withdrawal_request`: creator_withdrawable −X; creator_in_withdrawal +X. The caller checks the
 * withdrawable balance first under `lockCreatorBalances` so no two requests spend the same fen.
 */
export function postWithdrawalRequest(db: Db, input: WithdrawalPostingInput): Promise<string | undefined> {
  return postCreatorTransfer(
    db,
    'withdrawal_request',
    { from: creatorWithdrawableAccount, to: creatorInWithdrawalAccount },
    input,
  );
}

/**
 * `payout`: creator_in_withdrawal −X; clearing +(X − fee); platform_fee +fee (WITHDRAWAL_FEE_FEN). A
 * withdrawal through Huifu (split mode) leaves the creator's own account there instead (no fee:
 * the platform cannot take one from it, money-env refuses the setting).
 */
export function postPayout(
  db: Db,
  input: WithdrawalPostingInput & { feeFen: number; fromCreatorAtProvider?: boolean },
): Promise<string | undefined> {
  if (input.feeFen < 0 || input.feeFen > input.amountFen) {
    throw new RangeError(`withdrawal fee ${input.feeFen} outside 0..${input.amountFen}`);
  }

  return postTransaction(
    db,
    'payout',
    [
      { account: creatorInWithdrawalAccount(input.creatorId), amountFen: -input.amountFen },
      {
        account: input.fromCreatorAtProvider ? creatorAtProviderAccount(input.creatorId) : PROVIDER_CLEARING,
        amountFen: input.amountFen - input.feeFen,
      },
      { account: PLATFORM_FEE, amountFen: input.feeFen },
    ],
    { withdrawalId: input.withdrawalId },
  );
}

/** `withdrawal_return` (rejected, or the payout failed): creator_in_withdrawal −X; creator_withdrawable +X. */
export function postWithdrawalReturn(db: Db, input: WithdrawalPostingInput): Promise<string | undefined> {
  return postCreatorTransfer(
    db,
    'withdrawal_return',
    { from: creatorInWithdrawalAccount, to: creatorWithdrawableAccount },
    input,
  );
}
