import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './columns';

// Series of posts and private feed keys (issue 24 items 5 and 6). Tables as TypeScript sees them
// (CamelCasePlugin maps to snake_case SQL).

export interface PostSeriesTable {
  id: Generated<number>;
  creatorId: number;
  /** 1–40 characters. */
  title: string;
  /** Up to 500 characters, plain text. */
  description: Generated<string>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

/** A post's place in its series (a post is in at most one). */
export interface PostSeriesItemsTable {
  seriesId: number;
  postId: number;
  /** Order in the series, ascending; gaps allowed. */
  position: number;
}

/** The nonce signed into a supporter's private feed URL of one creator; a new one revokes the old URL. */
export interface MemberFeedKeysTable {
  userId: number;
  creatorId: number;
  nonce: string;
  createdAt: DefaultTimestamp;
}
