import type { ColumnType } from 'kysely';

/** A timestamptz column: read as Date, written as Date (or an ISO string). */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz column with a SQL default (now()). */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A count the database keeps by trigger: read-only to code. */
export type Counter = ColumnType<number, never, never>;
/**
 * IP属地: a place name (广东, 美国, 未知), never an address (a check constraint refuses digits, Latin
 * letters, colons and dots); null for what was written before it was kept.
 */
export type IpRegion = ColumnType<string | null, string | null | undefined, string | null>;
