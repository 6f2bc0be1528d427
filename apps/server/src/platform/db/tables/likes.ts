import type { ColumnType } from 'kysely';
import type { DefaultTimestamp } from './columns';

// Likes and the creators' thank-you replies (issue 24 item 7). Tables as TypeScript sees them
// (CamelCasePlugin maps to snake_case SQL).

/** A count its trigger keeps (migration create-likes): read-only to code. */
type LikeCount = ColumnType<number, never, never>;

export interface PostLikesTable {
  userId: number;
  postId: number;
  createdAt: DefaultTimestamp;
}

export interface CommentLikesTable {
  userId: number;
  commentId: number;
  createdAt: DefaultTimestamp;
}

/** A post's likes; no row until its first like (read as 0). */
export interface PostLikeCountsTable {
  postId: ColumnType<number, never, never>;
  likeCount: LikeCount;
}

export interface CommentLikeCountsTable {
  commentId: ColumnType<number, never, never>;
  likeCount: LikeCount;
}

/** The creator's one thank-you reply to an order (1–200 characters). */
export interface OrderThanksTable {
  orderId: number;
  text: string;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}
