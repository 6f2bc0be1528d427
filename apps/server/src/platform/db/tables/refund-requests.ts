import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './columns';

// Buyers' refund requests (migration create-refund-requests). Tables as TypeScript sees them
// (CamelCasePlugin maps to snake_case SQL).

export type RefundRequestStatus = 'requested' | 'refunded' | 'refused' | 'expired';

type Changeable<T> = ColumnType<T, T | undefined, T>;

export interface RefundRequestsTable {
  id: Generated<number>;
  orderId: number;
  buyerId: number;
  creatorId: number;
  /** A key of the contracts' refundRequestReasonText. */
  reason: string;
  detail: Changeable<string>;
  status: Changeable<RefundRequestStatus>;
  deadlineAt: ColumnType<Date, Date | string, Date | string>;
  decidedAt: Changeable<Date | null>;
  decidedBy: Changeable<'creator' | 'operator' | null>;
  operatorId: Changeable<number | null>;
  refusal: Changeable<string | null>;
  refundId: Changeable<number | null>;
  createdAt: DefaultTimestamp;
  /** When operators were warned that it is about to expire undecided (once). */
  dueWarnedAt: Changeable<Date | null>;
  /** Pictures the requester sent (private-storage keys, migration add-request-images). */
  imageKeys: Changeable<string[]>;
}
