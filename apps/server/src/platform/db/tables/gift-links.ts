import type { Generated } from 'kysely';
import type { DefaultTimestamp, Timestamp } from './columns';

// Gift links to one paid post (issue 24 item 4). Tables as TypeScript sees them.

/** A member's link to a post they paid for; one live per (post, sharer). */
export interface GiftLinksTable {
  id: Generated<number>;
  postId: number;
  sharerId: number;
  /** 22 URL-safe characters (16 random bytes): the link's only secret. */
  token: string;
  createdAt: DefaultTimestamp;
  revokedAt: Timestamp | null;
}

/** Who read a post through whose link: once per reader and post. */
export interface GiftRedemptionsTable {
  postId: number;
  userId: number;
  linkId: number;
  sharerId: number;
  createdAt: DefaultTimestamp;
}

/** A plan bought as a link: redeemed once, by whoever comes first (then the order's gift_to_id). */
export interface PlanGiftLinksTable {
  orderId: number;
  /** 22 URL-safe characters (16 random bytes): the link's only secret. */
  token: string;
  redeemedBy: number | null;
  redeemedAt: Timestamp | null;
}
