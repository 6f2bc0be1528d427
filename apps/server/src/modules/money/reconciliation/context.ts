import type { PrivateStorage } from '../../../platform/storage/private-storage';
import type { MoneyContext } from '../context';

/**
 * What reconciling a day needs beyond the money context: where bill files are kept, the fee the
 * provider is expected to charge (HUIFU_FEE_BPS), the merchant whose query budget is spent, and
 * Huifu's limit of bill queries a day.
 */
export type ReconciliationContext = MoneyContext & {
  archive: PrivateStorage;
  providerFeeBps: number;
  huifuId: string;
  queriesPerDay?: number;
};

/** Huifu: "每天查询次数建议不超过 3 次" per huifu_id (aggregation-query-reconciliation.md). */
export const BILL_QUERIES_PER_DAY = 3;
