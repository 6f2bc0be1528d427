import type { adminQueueEndpoints, DataOf } from '@frog/contracts';
import { countQueues } from '../repositories/admin-queue.repository';
import type { Db } from '../repositories/user.repository';

/** The count on each console tab. */
export function getQueueCounts(db: Db): Promise<DataOf<typeof adminQueueEndpoints.counts>> {
  return countQueues(db);
}
