import { yuanToFen } from '../../../platform/lib/money';

/**
 * An operator's refund as the console sends it: the amount in yuan (none: all that is left), made
 * two decimals exactly as `yuanToFen` wants it ("6" → "6.00", "6.6" → "6.60"), and why.
 */
export const operatorRefundInput = (params: { amount?: string | undefined; reason: string }) => ({
  amountFen: params.amount === undefined ? undefined : yuanToFen(Number(params.amount).toFixed(2)),
  reason: params.reason,
});
