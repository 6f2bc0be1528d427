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
  /** Filed at our cashier, or imported from the payment channel's complaint queue. */
  source: ColumnType<ComplaintSource, ComplaintSource | undefined, ComplaintSource>;
  /** The channel's complaint id (WeChat Pay complaint_id) of an imported one. */
  channelComplaintId: ColumnType<string | null, string | null | undefined, string | null>;
  /** 24 h after it was made (at the channel, for an imported one): the first reply is due. */
  firstReplyDueAt: ColumnType<Date, Date | string | undefined, Date | string>;
  /** 72 h after it was made: it must be resolved. */
  resolveDueAt: ColumnType<Date, Date | string | undefined, Date | string>;
  firstRepliedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The operator's reply to the buyer, the latest. */
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  /** The next deadline while open (first reply's, then resolution's); null once closed. */
  dueAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The deadline operators were last warned of (`dueAt` then): one warning per deadline. */
  dueWarnedFor: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type ComplaintSource = 'cashier' | 'wechat';

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
