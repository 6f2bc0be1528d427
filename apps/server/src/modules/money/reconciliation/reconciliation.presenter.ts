import {
  type ReconciliationDay,
  type ReconciliationFlag,
  type ReconciliationResolution,
  reconciliationBillTypeSchema,
  reconciliationBillTypeText,
  reconciliationDayStatusText,
  reconciliationFlagKindText,
  reconciliationResolutionText,
} from '@frog/contracts';
import { displayYuan } from '../../../platform/lib/money';
import type { ReconciliationDayRow } from '../../../platform/db/types';
import type { FlagListRow } from './reconciliation.repository';

/** int8 columns come as text from pg, as numbers from PGlite. */
const money = (value: string | number) => {
  const fen = Number(value);

  return { fen, yuan: displayYuan(fen) };
};
const optionalMoney = (value: string | number | null) => (value === null ? null : money(value));

export function presentDay(
  row: ReconciliationDayRow & { openFlags: number | string | null },
): ReconciliationDay {
  // Days are made only for the bills we reconcile (context.ts billTypesOf).
  const billType = reconciliationBillTypeSchema.parse(row.billType);

  return {
    id: row.id,
    tradeDate: row.tradeDate,
    billType,
    billTypeText: reconciliationBillTypeText[billType],
    status: row.status,
    statusText: reconciliationDayStatusText[row.status],
    lines: row.lines,
    matched: row.matched,
    differences: row.differences,
    openFlags: Number(row.openFlags ?? 0),
    bill: {
      paymentCount: row.billPaymentCount,
      payments: money(row.billPaymentFen),
      refundCount: row.billRefundCount,
      refunds: money(row.billRefundFen),
      fees: money(row.billFeeFen),
    },
    ours: {
      paymentCount: row.ourPaymentCount,
      payments: money(row.ourPaymentFen),
      refundCount: row.ourRefundCount,
      refunds: money(row.ourRefundFen),
      fees: money(row.ourFeeFen),
    },
    fileName: row.fileName,
    queries: row.queries,
    lastError: row.lastError,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    abilities: { rerun: row.status !== 'running' },
  };
}

export function presentFlag(row: FlagListRow): ReconciliationFlag {
  const resolution = row.resolution as ReconciliationResolution | null;

  return {
    id: row.id,
    dayId: row.dayId,
    kind: row.kind,
    kindText: reconciliationFlagKindText[row.kind],
    entry: row.entry,
    reqSeqId: row.reqSeqId,
    hfSeqId: row.hfSeqId,
    receiver: row.receiverHuifuId || null,
    bill: {
      amount: optionalMoney(row.billAmountFen),
      fee: optionalMoney(row.billFeeFen),
      state: row.billState,
    },
    ours: { amount: optionalMoney(row.ourAmountFen), fee: optionalMoney(row.ourFeeFen), state: row.ourState },
    status: row.status,
    resolution:
      resolution && row.resolvedAt
        ? {
            action: resolution,
            text: reconciliationResolutionText[resolution],
            by: row.resolvedBy === null ? null : { id: row.resolvedBy, nickname: row.resolverNickname ?? '' },
            note: row.note ?? '',
            at: row.resolvedAt.toISOString(),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    abilities: { resolve: row.status === 'open' },
  };
}
