import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './columns';

// The remitting of creators' withheld income tax, one row per China month (docs/TAX.md, "Remitting the
// withheld tax"). Tables as TypeScript sees them (CamelCasePlugin maps to snake_case SQL).

export type TaxFilingStatus = 'declared' | 'remitted';

export interface TaxFilingsTable {
  id: Generated<number>;
  /** The China month, `2026-03`. */
  period: string;
  /** The month's tax_withheld postings when it was declared (> 0). */
  amountFen: number;
  status: TaxFilingStatus;
  /** The 扣缴申报's reference, as the operator recorded it. */
  declarationRef: string;
  declaredBy: number;
  declaredAt: DefaultTimestamp;
  /** The ledger transaction (kind tax_declared) moving the amount to tax_payable. */
  declaredTransactionId: string;
  /** The 税票号 / 电子缴款凭证号 of the payment to the tax office. */
  remittanceRef: ColumnType<string | null, string | null | undefined, string | null>;
  remittedBy: ColumnType<number | null, number | null | undefined, number | null>;
  remittedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The ledger transaction (kind tax_remitted) paying it out of clearing. */
  remittedTransactionId: ColumnType<string | null, string | null | undefined, string | null>;
}
