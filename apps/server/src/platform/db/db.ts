import type { Kysely } from 'kysely';
import type { DB } from './types';

/**
 * The database handle every repository and operation takes first: the root Kysely instance or a
 * transaction opened from it (`inTransaction`), so the same function runs inside or outside one.
 */
export type Db = Kysely<DB>;
