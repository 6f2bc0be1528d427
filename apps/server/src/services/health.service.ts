import type { Db } from '../repositories/user.repository';
import * as health from '../repositories/health.repository';

/** Readiness: the database answers a query. */
export const pingDatabase = (db: Db): Promise<void> => health.pingDatabase(db);
