import type { PayoutAccount } from '@frog/contracts';
import type { PayoutAccountRow } from '../../../platform/db/types';

/** A payout account as its creator sees it: the number masked only; the lock while it lasts. */
export function presentPayoutAccount(row: PayoutAccountRow, now = new Date()): PayoutAccount {
  const lockedUntil = row.withdrawLockedUntil;

  return {
    kind: row.kind,
    holderName: row.holderName,
    bankName: row.bankName,
    bankBranch: row.bankBranch,
    accountMasked: row.accountMasked,
    updatedAt: row.updatedAt.toISOString(),
    withdrawLockedUntil: lockedUntil && lockedUntil > now ? lockedUntil.toISOString() : null,
    huifuId: row.huifuId,
  };
}
