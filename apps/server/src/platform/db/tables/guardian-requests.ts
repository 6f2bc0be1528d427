import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './columns';

// Guardians' refund requests (migration create-guardian-requests). Tables as TypeScript sees them
// (CamelCasePlugin maps to snake_case SQL).

export type GuardianRequestStatus = 'requested' | 'refunded' | 'refused';

type Changeable<T> = ColumnType<T, T | undefined, T>;

export interface GuardianRequestsTable {
  id: Generated<number>;
  guardianId: number;
  minorPhone: string;
  minorId: number | null;
  relation: 'father' | 'mother' | 'other';
  guardianName: string;
  contact: string;
  proof: string;
  detail: Changeable<string>;
  status: Changeable<GuardianRequestStatus>;
  decision: Changeable<string | null>;
  operatorId: Changeable<number | null>;
  decidedAt: Changeable<Date | null>;
  createdAt: DefaultTimestamp;
  /** Pictures the requester sent (private-storage keys, migration add-request-images). */
  imageKeys: Changeable<string[]>;
}

/** The refunds a granted guardian request made, one per order. */
export interface GuardianRequestRefundsTable {
  requestId: number;
  orderId: number;
  refundId: number;
}
