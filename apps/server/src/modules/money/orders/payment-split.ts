import { CREATOR_NOT_RECEIVING_TEXT, Reason } from '@frog/contracts';
import type { Env } from '../../../platform/config/env';
import { AppError } from '../../../platform/lib/app-error';
import type { Db } from '../../../platform/db/db';
import { refundFeePart, splitPayment } from '../ledger/ledger';
import { findCreatorHuifuId } from '../payout-accounts/payout-account.repository';
import type { SplitShare } from '../provider/provider';

/** How a new payment is split at the provider: null both in ledger mode (the platform holds it). */
export type PaymentSplit = { splitHuifuId: string | null; splitFeeFen: number | null };

/**
 * In split mode (MONEY_FLOW=huifu-split), the split a new payment to this creator carries: the
 * creator's own Huifu account gets the amount less the platform fee (PLATFORM_FEE_BPS, rounded down
 * as the ledger does), our merchant account the fee. A creator without a Huifu account cannot be
 * paid yet: refused before any order exists.
 */
export async function splitForNewPayment(
  db: Db,
  env: Pick<Env, 'MONEY_FLOW' | 'PLATFORM_FEE_BPS'>,
  creatorId: number,
  amountFen: number,
): Promise<PaymentSplit> {
  if (env.MONEY_FLOW !== 'huifu-split') return { splitHuifuId: null, splitFeeFen: null };
  const huifuId = await findCreatorHuifuId(db, creatorId);
  if (!huifuId) throw AppError.conflict(CREATOR_NOT_RECEIVING_TEXT, Reason.CREATOR_NOT_RECEIVING);

  return { splitHuifuId: huifuId, splitFeeFen: splitPayment(amountFen, env.PLATFORM_FEE_BPS).feeFen };
}

type Splittable = { amountFen: number } & PaymentSplit;

/**
 * The split a refund of `amountFen` carries when its payment was split: the platform's part is the
 * fee's share of it, rounded cumulatively as the ledger does (`refundFeePart`, over the refunds
 * recorded before it), and the rest comes back from the creator's account. None for a payment the
 * platform holds.
 */
export function refundSplitOf(
  payment: Splittable,
  refundedBeforeFen: number,
  amountFen: number,
): PaymentSplit {
  if (payment.splitHuifuId === null || payment.splitFeeFen === null)
    return { splitHuifuId: null, splitFeeFen: null };

  return {
    splitHuifuId: payment.splitHuifuId,
    splitFeeFen: refundFeePart(payment.splitFeeFen, payment.amountFen, refundedBeforeFen, amountFen),
  };
}

/** The provider's split of a payment or refund made in split mode (undefined: the platform's alone). */
export function splitSharesOf(record: Splittable, merchantId: string): SplitShare[] | undefined {
  if (record.splitHuifuId === null || record.splitFeeFen === null) return undefined;

  return [
    { huifuId: record.splitHuifuId, amountFen: record.amountFen - record.splitFeeFen },
    { huifuId: merchantId, amountFen: record.splitFeeFen },
  ];
}
