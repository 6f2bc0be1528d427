import type { adminQueueEndpoints, DataOf } from '@frog/contracts';
import { countQueues } from './admin-queue.repository';
import type { Db } from '../../../platform/db/db';

/** The count on each console tab. */
export function getQueueCounts(db: Db): Promise<DataOf<typeof adminQueueEndpoints.counts>> {
  return countQueues(db);
}
