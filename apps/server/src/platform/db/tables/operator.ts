import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './columns';

// Cashier complaints and the operator audit log. Tables as TypeScript sees them (CamelCasePlugin maps to snake_case SQL).

export interface ComplaintsTable {
  id: Generated<number>;
  paymentNo: string;
  contact: string;
  message: string;
  reporterId: number | null;
  status: ColumnType<ComplaintStatus, ComplaintStatus | undefined, ComplaintStatus>;
  /** The handling note, or the refund reason. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  handledBy: ColumnType<number | null, number | null | undefined, number | null>;
  handledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  refundId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: DefaultTimestamp;
}

export type ComplaintStatus = 'open' | 'handled' | 'refunded';

/** One operator action (append-only: a trigger refuses update, delete and truncate). */
export interface AuditLogTable {
  id: Generated<number>;
  operatorId: number;
  action: string;
  targetKind: string;
  targetId: string;
  /** jsonb: written as JSON text, read as parsed values. */
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
  reason: ColumnType<string, string | undefined, never>;
  createdAt: ColumnType<Date, Date | string | undefined, never>;
}
