import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A timestamptz column: read as Date, written as Date (or an ISO string). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a SQL default (now()). */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

// Tables as TypeScript sees them (CamelCasePlugin maps to snake_case SQL). Update with each migration.

export interface UsersTable {
  id: Generated<number>;
  phone: string;
  passwordHash: string | null;
  nickname: Generated<string>;
  avatarUrl: string | null;
  bio: Generated<string>;
  slug: string;
  isCreator: Generated<boolean>;
  isOperator: Generated<boolean>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
}

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

export interface DB {
  users: UsersTable;
  sessions: SessionsTable;
  smsCodes: SmsCodesTable;
  uploads: UploadsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type SmsCodeRow = Selectable<SmsCodesTable>;
export type UploadRow = Selectable<UploadsTable>;
