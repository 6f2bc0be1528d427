import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DefaultTimestamp } from './columns';

// Creators' payout accounts and withdrawals. Tables as TypeScript sees them (CamelCasePlugin maps to snake_case SQL).

export type PayoutAccountKind = 'bank_card' | 'alipay';

/** A creator's one payout account; the number only as ciphertext (platform/lib/secret-box.ts) and masked. */
export interface PayoutAccountsTable {
  id: Generated<number>;
  creatorId: number;
  kind: PayoutAccountKind;
  /** Equal to the real name of the creator's approved application. */
  holderName: string;
  /** Set for a bank card, null for Alipay. */
  bankName: string | null;
  bankBranch: Generated<string>;
  /** AES-256-GCM of the card number or Alipay account, bound to the creator (v1.iv.tag.data). */
  accountCipher: string;
  /** What screens show: **** **** **** 1234, 138****5678, ab***@example.com. */
  accountMasked: string;
  /** Set on a change: no withdrawal may start before it. */
  withdrawLockedUntil: Timestamp | null;
  /** Split mode: the creator's own Huifu user account, which payments are split into. */
  huifuId: ColumnType<string | null, string | null | undefined, string | null>;
  /** Split mode: Huifu's token of the bound card, which withdrawals name. */
  huifuTokenNo: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export type TaxMethodName = 'cumulative' | 'per-payment' | 'none';

/**
 * How a withdrawal's tax was computed (modules/money/withdrawals/withdrawal-tax.ts), in fen: enough
 * for a statement to explain the figure without computing the year again.
 */
export type WithdrawalTaxDetail =
  | {
      method: 'cumulative';
      /** The year's income to date with this withdrawal, and the consecutive months deducted. */
      yearIncomeFen: number;
      deductionMonths: number;
      ratePercent: number;
      quickDeductionFen: number;
      /** The year's tax to date, and what earlier withdrawals of the year had withheld. */
      yearTaxFen: number;
      withheldBeforeFen: number;
      /** Owed but more than this withdrawal: due on the next one. */
      shortfallFen: number;
    }
  | {
      method: 'per-payment';
      /** The month's income with this withdrawal (one 次), its tax, what the month had withheld. */
      monthIncomeFen: number;
      deduction: 'fixed' | 'percent';
      ratePercent: number;
      quickDeductionFen: number;
      monthTaxFen: number;
      withheldBeforeFen: number;
    }
  | {
      method: 'none';
      /** The licensed provider that withholds, its quote and the tax it quoted (null: none configured). */
      provider: string | null;
      quoteId: string | null;
      providerTaxFen: number | null;
    };

export type WithdrawalStatus = 'requested' | 'approved' | 'rejected' | 'paid' | 'failed';
export type PayoutProviderName = 'manual' | 'simulated' | 'huifu';

/** A creator's withdrawal (docs/MONEY.md), with the payout account it pays as it was when requested. */
export interface WithdrawalsTable {
  id: Generated<number>;
  /** W + Beijing time + 8 random digits; shown to the creator and the operator. */
  withdrawalNo: string;
  creatorId: number;
  /** What leaves the creator's balance. */
  amountFen: number;
  /** WITHDRAWAL_FEE_FEN when requested. */
  feeFen: Generated<number>;
  /** Income tax the platform withholds from it (docs/TAX.md); 0 before withholding, and under `none`. */
  taxFen: Generated<number>;
  /** TAX_WITHHOLDING_METHOD when requested; null for withdrawals from before withholding. */
  taxMethod: ColumnType<TaxMethodName | null, TaxMethodName | null | undefined, never>;
  /** jsonb: the figures the tax was computed from, for statements (written as JSON text). */
  taxDetail: ColumnType<WithdrawalTaxDetail | null, string | null | undefined, never>;
  /** What reaches the account: amount − fee − tax (a generated column). */
  netFen: ColumnType<number, never, never>;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  accountKind: PayoutAccountKind;
  accountHolder: string;
  accountBankName: string | null;
  accountBankBranch: Generated<string>;
  accountMasked: string;
  /** Sealed like payout_accounts.account_cipher (same creator context). */
  accountCipher: string;
  provider: PayoutProviderName;
  /** Split mode: the creator's Huifu account and the card token the withdrawal pays, as when requested. */
  huifuId: ColumnType<string | null, string | null | undefined, string | null>;
  huifuTokenNo: ColumnType<string | null, string | null | undefined, string | null>;
  /** The provider's id of the payout (simulated), once started. */
  providerRef: string | null;
  /** The bank's (or Alipay's) transfer reference of a paid withdrawal. */
  transferReference: string | null;
  /** Why it was rejected or failed. */
  reason: string | null;
  /** The operator who approved or rejected it. */
  operatorId: number | null;
  approvedAt: Timestamp | null;
  /** When it became paid, failed or rejected. */
  finishedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}
