import type { PayoutAccountKind, PayoutProviderName } from '../../../platform/db/types';

/** What a provider needs to pay one approved withdrawal. */
export type PayoutRequest = {
  withdrawalId: number;
  withdrawalNo: string;
  creatorId: number;
  /** What the creator receives: amount − fee. */
  payFen: number;
  account: {
    kind: PayoutAccountKind;
    holder: string;
    bankName: string | null;
    bankBranch: string;
    /** The clear card number or Alipay account (opened only to pay). */
    accountNo: string;
  };
  /** Split mode: the creator's own Huifu account and the token of the card bound to it. */
  huifu: { huifuId: string; tokenNo: string } | null;
};

/** A provider's final word on one payout. */
export type PayoutResult =
  | { withdrawalId: number; outcome: 'paid'; transferReference: string }
  | { withdrawalId: number; outcome: 'failed'; reason: string };

/**
 * Pays approved withdrawals. `startPayout` answers at once; the result arrives later and is applied
 * with `applyPayoutResult` (withdrawals/apply-payout-result.ts) wherever it arrives: from an
 * operator who made the transfer by hand (`manual`), or as the provider's own answer (`simulated`:
 * a job on the queue, so any process applies it and a restart loses none).
 */
export interface PayoutProvider {
  readonly name: PayoutProviderName;
  /** Hands the payout over; answers the provider's reference of it, if it has one. */
  startPayout(request: PayoutRequest): Promise<{ providerRef: string | null }>;
}
