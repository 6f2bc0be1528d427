import { Reason } from '@frog/contracts';
import { AppError } from '../../platform/lib/app-error';
import type { Db } from '../../platform/db/db';
import { countCreatorRows, lockCreatorRow } from './creator-row.repository';

/**
 * Refuses a creator's new plan or reward past `max` (400, LIMIT_REACHED: 最多可以设置{max}个{what}).
 * Counted under the creator's row lock until the transaction ends: racing creations are counted
 * one at a time, so 50 of them at once still make at most the limit.
 */
export async function refuseOverCreatorLimit(
  trx: Db,
  creatorId: number,
  table: 'supportPlans' | 'chargingRewards' | 'discountCodes',
  max: number,
  what: string,
): Promise<void> {
  await lockCreatorRow(trx, creatorId);
  if ((await countCreatorRows(trx, table, creatorId)) >= max) {
    throw AppError.badRequest(`最多可以设置${max}个${what}`, Reason.LIMIT_REACHED);
  }
}
