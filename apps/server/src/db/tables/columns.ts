import type { ColumnType } from 'kysely';

/** A timestamptz column: read as Date, written as Date (or an ISO string). */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a SQL default (now()). */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
