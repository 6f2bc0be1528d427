import type { Db } from '../../db/db';
import * as health from './health.repository';

/** Readiness: the database answers a query. */
export const pingDatabase = (db: Db): Promise<void> => health.pingDatabase(db);
