import type { ColumnType, Generated } from 'kysely';
import type { CreatorCategory } from '@frog/contracts';
import type { Counter, DefaultTimestamp, IpRegion, Timestamp } from './columns';

// Accounts, sessions, uploads, creator applications and follows. Tables as TypeScript sees them (CamelCasePlugin maps to snake_case SQL).

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  passwordHash: string | null;
  nickname: Generated<string>;
  avatarUrl: string | null;
  bio: Generated<string>;
  slug: string;
  isCreator: Generated<boolean>;
  /** contracts CreatorCategory; a trigger gives every creator one (其他 unless chosen). */
  creatorCategory: ColumnType<
    CreatorCategory | null,
    CreatorCategory | null | undefined,
    CreatorCategory | null
  >;
  /** When they became a creator (发现's 新入驻); filled by the same trigger. */
  creatorSince: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  isOperator: Generated<boolean>;
  /** The supporter's own switch: shown as 匿名支持者 on 充电榜 and in creators' order lists. */
  supportAnonymous: Generated<boolean>;
  /** The supporter's answer: appear on 充电榜 (true), not (false), never asked (null: not shown). */
  supportRankVisible: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  /** Set by a ban: no session resolves and no sign-in starts while it lasts (users/ban.policy.ts). */
  bannedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  banReason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The operator who banned them; null when account credit did. */
  bannedBy: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the ban ends by itself; null: when an operator lifts it. */
  bannedUntil: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** 禁言: no comments, replies or private messages until then (a past time: not muted). */
  mutedUntil: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  muteReason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The operator who muted them; null when account credit did. */
  mutedBy: ColumnType<number | null, number | null | undefined, number | null>;
  /** Their last IP属地 (sign-in, comment, post): shown on their profile. */
  ipRegion: IpRegion;
  /** Who may send this user private messages. */
  dmPolicy: ColumnType<DmPolicy, DmPolicy | undefined, DmPolicy>;
  /** Kept by triggers on follows (migration add-comment-and-follow-counters); never written by code. */
  followerCount: Counter;
  followingCount: Counter;
  /** 注销账号: when the owner closed it (personal fields emptied, trade records kept). */
  closedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export type DmPolicy = 'everyone' | 'followers' | 'supporters';

export interface SessionsTable {
  /** sha256 (hex) of the cookie token; the token itself is never stored. */
  id: string;
  userId: number;
  expiresAt: Timestamp;
  createdAt: DefaultTimestamp;
  lastSeenAt: DefaultTimestamp;
  ip: string | null;
  userAgent: string | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  purpose: string;
  codeHash: string;
  expiresAt: Timestamp;
  attempts: Generated<number>;
  consumedAt: Timestamp | null;
  ip: string | null;
  createdAt: DefaultTimestamp;
}

export interface UploadsTable {
  id: Generated<number>;
  ownerId: number;
  kind: string;
  /** Storage key, e.g. `avatars/<uuid>.webp`; served at `/uploads/<path>` by the local driver. */
  path: string;
  mime: string;
  size: number;
  createdAt: DefaultTimestamp;
}

export interface FollowsTable {
  followerId: number;
  followeeId: number;
  createdAt: DefaultTimestamp;
}

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface CreatorApplicationsTable {
  id: Generated<number>;
  userId: number;
  realName: string;
  /** 1101**********1234: the clear ID number is never stored. */
  idNumberMasked: string;
  /** HMAC-SHA256 (key in app_secrets) of the ID number, to spot one person applying twice. */
  idNumberHash: string;
  /** secret-box of the ID number, context `creator-id:<userId>`; opened only by the quarterly tax export. */
  idNumberSealed: ColumnType<string | null, string | null | undefined, string | null>;
  /** The id of the key that sealed it (platform/lib/key-ring.ts); null with idNumberSealed. */
  idNumberKeyId: ColumnType<string | null, string | null | undefined, string | null>;
  contact: string;
  introduction: Generated<string>;
  category: CreatorCategory;
  status: ColumnType<ApplicationStatus, ApplicationStatus | undefined, ApplicationStatus>;
  rejectReason: string | null;
  reviewerId: number | null;
  reviewedAt: Timestamp | null;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  createdAt: DefaultTimestamp;
}

/** A buyer's verified real name (migration create-buyer-real-names): masked, sealed and hashed. */
export interface BuyerRealNamesTable {
  userId: number;
  realNameMasked: string;
  idNumberMasked: string;
  /** secret-box of the ID number, context `buyer-id:<userId>`; opened only for an operator's audited view. */
  idNumberSealed: string;
  /** hashIdNumber: the same for every account of one person. */
  idNumberHash: string;
  /** From the ID number; `YYYY-MM-DD` (a date column, read as text). */
  birthDate: ColumnType<string, string, string>;
  provider: string;
  verifiedAt: DefaultTimestamp;
}
