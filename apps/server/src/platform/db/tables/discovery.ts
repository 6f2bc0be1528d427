import type { ColumnType } from 'kysely';
import type { Timestamp } from './columns';

// 发现 (migration add-discovery): post tags and this week's most supported creators.

export interface PostTagsTable {
  postId: number;
  /** Normalised (contracts normalizePostTag). */
  tag: string;
  /** Its place among the post's tags, as the creator added them. */
  position: number;
  /** The post's published_at, copied by triggers (never written by code): the tag page's order. */
  publishedAt: ColumnType<Date | null, never, never>;
}

/** Rewritten by the refresh-week-support job: the top creators by supporters of the last 7 days. */
export interface CreatorWeekSupportTable {
  creatorId: number;
  supporterCount: number;
  paidFen: ColumnType<number, number, number>;
  refreshedAt: Timestamp;
}
