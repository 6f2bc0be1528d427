import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './columns';

// Creators' discount codes (issue 24 item 2). An order that used one points at it
// (orders.discount_code_id) with the fen it saved.

export interface DiscountCodesTable {
  id: Generated<number>;
  creatorId: number;
  /** 3–20 of A–Z and 0–9, stored in capitals; unique per creator. */
  code: string;
  kind: 'percent' | 'fixed';
  /** 1–90 (kind percent). */
  percentOff: number | null;
  /** Fen off (kind fixed). */
  amountOffFen: number | null;
  /** What it applies to: any plan or post of the creator, one plan, or one post. */
  scope: 'creator' | 'plan' | 'post';
  planId: number | null;
  postId: number | null;
  /** Orders that may use it (null: no limit). */
  maxUses: number | null;
  expiresAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** Only for a buyer who has never paid this creator. */
  firstPurchaseOnly: Generated<boolean>;
  disabledAt: ColumnType<Date | null, never, Date | null>;
  /** Orders paid with it (refunded ones too: the use happened), kept by the OrderPaid subscriber. */
  paidUses: Generated<number>;
  /** What those orders paid and saved, in fen (bigint: read as a string). */
  paidRevenueFen: ColumnType<string, never, string>;
  paidSavedFen: ColumnType<string, never, string>;
  createdAt: DefaultTimestamp;
}
