import type { ColumnType, Generated } from 'kysely';
import type { ReportReason, ReportTargetKind, WordAction, WordCategory } from '@frog/contracts';
import type { DefaultTimestamp } from './columns';

// The text filter's word lists (migration create-word-lists) and 举报 (create-reports). Tables as
// TypeScript sees them.

export type WordListCategory = WordCategory;
export type WordListAction = WordAction;

export interface WordListsTable {
  id: Generated<number>;
  name: string;
  category: WordListCategory;
  action: WordListAction;
  enabled: Generated<boolean>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface WordListWordsTable {
  listId: number;
  word: string;
  createdAt: DefaultTimestamp;
}

export type ReportStatus = 'open' | 'upheld' | 'dismissed';

export interface ReportsTable {
  id: Generated<number>;
  reporterId: number;
  targetKind: ReportTargetKind;
  targetId: number;
  reason: ReportReason;
  detail: Generated<string>;
  /** Pictures the reporter uploaded with it (add-report-images), at most three. */
  imageUrls: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  /** What the reporter is told when it is handled. */
  outcome: ColumnType<string | null, string | null | undefined, string | null>;
  handledBy: ColumnType<number | null, number | null | undefined, number | null>;
  handledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: DefaultTimestamp;
}

export type StrikeKind = 'warning' | 'report_upheld' | 'text_blocked';

/** One strike against an account's credit (migration add-mutes-and-account-credit). */
export interface AccountStrikesTable {
  id: Generated<number>;
  userId: number;
  kind: StrikeKind;
  points: number;
  note: Generated<string>;
  /** Set where a strike must count once (an object's upheld reports, refused texts once a day). */
  dedupeKey: string | null;
  createdAt: DefaultTimestamp;
}

export type AppealStatus = 'open' | 'upheld' | 'rejected';

/** An author's appeal of one takedown of their post (migration create-takedown-appeals). */
export interface TakedownAppealsTable {
  id: Generated<number>;
  postId: number;
  authorId: number;
  /** The takedown appealed: the post's taken_down_at when the appeal was made. */
  takenDownAt: Date;
  text: string;
  status: ColumnType<AppealStatus, AppealStatus | undefined, AppealStatus>;
  /** What the author is told when it is handled. */
  outcome: ColumnType<string | null, string | null | undefined, string | null>;
  handledBy: ColumnType<number | null, number | null | undefined, number | null>;
  handledAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: DefaultTimestamp;
}
