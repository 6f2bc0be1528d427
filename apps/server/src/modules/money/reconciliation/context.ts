import type { PrivateStorage } from '../../../platform/storage/private-storage';
import type { MoneyFlow } from '../../../platform/config/money-env';
import type { MoneyContext } from '../context';
import type { BillType } from '../provider/provider';

/**
 * What reconciling a day needs beyond the money context: where bill files are kept, the fee the
 * provider is expected to charge (HUIFU_FEE_BPS), the merchant whose query budget is spent, Huifu's
 * limit of bill queries a day (per bill type), and the bills reconciled each day (billTypesOf).
 */
export type ReconciliationContext = MoneyContext & {
  archive: PrivateStorage;
  providerFeeBps: number;
  huifuId: string;
  billTypes: readonly BillType[];
  queriesPerDay?: number;
};

/** The bills of a day: the trade bill always, and in split mode the split bill (分账) as well. */
export function billTypesOf(moneyFlow: MoneyFlow): readonly BillType[] {
  return moneyFlow === 'huifu-split' ? ['TRADE_BILL', 'SPLIT_BILL'] : ['TRADE_BILL'];
}

/** Huifu: "每天查询次数建议不超过 3 次" per huifu_id (aggregation-query-reconciliation.md). */
export const BILL_QUERIES_PER_DAY = 3;
