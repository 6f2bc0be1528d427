import type { ColumnType, Generated } from 'kysely';
import type { CommentPolicy, CreatorCategory, WordCategory } from '@frog/contracts';
import type { Counter, DefaultTimestamp, IpRegion, Timestamp } from './columns';

// Posts, their attachments and plans, comments. Tables as TypeScript sees them (CamelCasePlugin maps to snake_case SQL).

type HeldAt = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** The word categories that held it (a review list's category). */
type HeldFor = ColumnType<WordCategory[], WordCategory[] | undefined, WordCategory[]>;

export type { CommentPolicy };

/** Why a comment is seen by its author alone: the creator's words, or the creator hid it. */
export type AuthorOnlyReason = 'words' | 'hidden';

export type PostVisibility = 'free' | 'paid' | 'plan' | 'plan_or_paid';
export type PostStatus = 'draft' | 'published' | 'hidden' | 'deleted';

export interface PostsTable {
  id: Generated<number>;
  authorId: number;
  title: string;
  summary: Generated<string>;
  bodyHtml: Generated<string>;
  coverUrl: string | null;
  visibility: ColumnType<PostVisibility, PostVisibility | undefined, PostVisibility>;
  priceFen: Generated<number>;
  status: ColumnType<PostStatus, PostStatus | undefined, PostStatus>;
  /** Never null while `status` is published (check constraint); in the future = scheduled. */
  publishedAt: Timestamp | null;
  /** An operator's takedown (beside the author's status): invisible to all but author and operators. */
  takenDownAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  takedownReason: ColumnType<string | null, string | null | undefined, string | null>;
  takenDownBy: ColumnType<number | null, number | null | undefined, number | null>;
  /** Waiting for an operator since (a review word held it); invisible to all but author and operators. */
  heldAt: HeldAt;
  /** The word categories that held it (never the words). */
  heldFor: HeldFor;
  /** Who may comment: everyone, the author's followers, their plans' members, or nobody. */
  commentPolicy: ColumnType<CommentPolicy, CommentPolicy | undefined, CommentPolicy>;
  /** How many people each member's gift link may bring in (0: no gift links). */
  giftRedemptionsMax: Generated<number>;
  /** IP属地 of the last time its text went out (published, or saved while published). */
  ipRegion: IpRegion;
  /** Live comments and replies; live top-level comments. Kept by triggers on comments. */
  commentCount: Counter;
  rootCommentCount: Counter;
  /** Its author's creator category, copied by triggers (migration add-discovery); never written by code. */
  authorCategory: ColumnType<CreatorCategory | null, never, never>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export type PostAttachmentKind = 'image' | 'file' | 'video';

export interface PostAttachmentsTable {
  id: Generated<number>;
  postId: number;
  ownerId: number;
  /** Key in private storage (never under the public /uploads). */
  storageKey: string;
  kind: PostAttachmentKind;
  originalName: string;
  size: number;
  mime: string;
  sort: Generated<number>;
  createdAt: DefaultTimestamp;
}

export interface SupportPlansTable {
  id: Generated<number>;
  creatorId: number;
  name: string;
  /** Price of one month. */
  priceFen: number;
  description: Generated<string>;
  benefits: Generated<string>;
  coverUrl: string | null;
  sortOrder: Generated<number>;
  status: ColumnType<'active' | 'closed', 'active' | 'closed' | undefined, 'active' | 'closed'>;
  /** Percent saved when 3, 6 or 12 months are bought at once (0: no saving). */
  prepay3Pct: Generated<number>;
  prepay6Pct: Generated<number>;
  prepay12Pct: Generated<number>;
  /** Free days a new supporter may try the plan for, once per creator (0: no trial). */
  trialDays: Generated<number>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface PostPlansTable {
  postId: number;
  planId: number;
}

export interface CommentsTable {
  id: Generated<number>;
  postId: number;
  authorId: number;
  /** The top-level comment a reply sits under; null for a top-level comment. */
  rootId: number | null;
  /** Whom a reply to a reply answers (楼中楼 "回复 @x"); null otherwise. */
  replyToUserId: number | null;
  /** Plain text, 1–500 characters; never rendered as HTML. */
  content: string;
  deletedAt: Timestamp | null;
  deletedBy: number | null;
  /** Waiting for an operator since (a review word held it): shown to its author only, not counted. */
  heldAt: HeldAt;
  heldFor: HeldFor;
  /** IP属地: where it was written from. */
  ipRegion: IpRegion;
  /**
   * Seen by its author alone, not counted: it held a word of the post's creator's list when written,
   * or the creator hid it (`authorOnlyReason`).
   */
  authorOnly: Generated<boolean>;
  /** Why it is author-only: 'words' or 'hidden' (by the post's creator); null while it is not. */
  authorOnlyReason: ColumnType<
    AuthorOnlyReason | null,
    AuthorOnlyReason | null | undefined,
    AuthorOnlyReason | null
  >;
  /** The post's creator while it is author-only (their 被隐藏的评论 list), else null. */
  keptBy: ColumnType<number | null, number | null | undefined, number | null>;
  /** On a top-level comment: its live replies. Kept by triggers on comments. */
  replyCount: Counter;
  createdAt: DefaultTimestamp;
}

/** 禁止TA评论: `userId` may not comment or reply on any post of `creatorId`. */
export interface CommentBansTable {
  creatorId: number;
  userId: number;
  createdAt: DefaultTimestamp;
}

/** 我的评论区屏蔽词: a creator's own words (1–20 characters, as typed; matched normalised). */
export interface CommentWordsTable {
  creatorId: number;
  word: string;
  createdAt: DefaultTimestamp;
}
