/**
 * `acct_split_bunch`, the split of a payment or refund (PROTOCOLS.md; Huifu's
 * aggregation-order-tx-metadata and aggregation-refund references): a JSON object string with
 * `acct_infos`, each a receiver's `huifu_id` and fixed `div_amt` in yuan. The amounts add up to the
 * trade's (23000003 otherwise) and our merchant account is one of them (22000005 otherwise).
 */
import { fenToYuan } from '../../../../platform/lib/money';
import type { SplitShare } from '../provider';

export function splitBunch(shares: SplitShare[] | undefined): { acct_split_bunch?: string } {
  if (!shares || shares.length === 0) return {};

  return {
    acct_split_bunch: JSON.stringify({
      acct_infos: shares.map((share) => ({
        div_amt: fenToYuan(share.amountFen, { allowZero: true }),
        huifu_id: share.huifuId,
      })),
    }),
  };
}
