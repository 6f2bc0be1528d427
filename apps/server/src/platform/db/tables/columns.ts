import type { ColumnType } from 'kysely';

/** A timestamptz column: read as Date, written as Date (or an ISO string). */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a SQL default (now()). */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A count the database keeps by trigger: read-only to code. */
export type Counter = ColumnType<number, never, never>;
