import type { ColumnType, Generated } from 'kysely';
import type { Timestamp, DefaultTimestamp } from './columns';

// 充电奖励 (rewards, code pools, grants) and 充电榜 totals. Tables as TypeScript sees them (CamelCasePlugin maps to snake_case SQL).

export type RewardKind = 'plan' | 'tip';

/** 充电奖励: granted automatically when a plan order (of plan_id) or a tip of at least min_tip_fen is paid. */
export interface ChargingRewardsTable {
  id: Generated<number>;
  creatorId: number;
  kind: RewardKind;
  planId: number | null;
  minTipFen: number | null;
  title: string;
  /** Plain text; never rendered as HTML. */
  message: string;
  /** http(s) only, or null. */
  linkUrl: string | null;
  status: ColumnType<'active' | 'paused', 'active' | 'paused' | undefined, 'active' | 'paused'>;
  /** Set by the first grant that found the code pool empty (the creator is told once); cleared by new codes. */
  poolEmptyAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** One redeem code of a reward's pool; order_id/claimed_at are set once, when it is handed out. */
export interface RewardCodesTable {
  id: Generated<number>;
  rewardId: number;
  code: string;
  orderId: number | null;
  claimedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
}

/** A reward as one supporter received it for one order (title, message and link as they were then). */
export interface RewardGrantsTable {
  id: Generated<number>;
  rewardId: number;
  orderId: number;
  creatorId: number;
  buyerId: number;
  codeId: number | null;
  title: string;
  message: string;
  linkUrl: string | null;
  /** The reward has codes but none was left for this order. */
  poolEmpty: Generated<boolean>;
  seenAt: Timestamp | null;
  createdAt: DefaultTimestamp;
}

/** 充电榜: what a buyer paid a creator net of refunds, per period ('all' or 'YYYY-MM', Asia/Shanghai); kept by triggers. */
export interface SupporterTotalsTable {
  creatorId: number;
  period: string;
  buyerId: number;
  /** bigint: read as a string. */
  netFen: ColumnType<string, number | string, number | string>;
  firstPaidAt: Timestamp;
}
