import type { Env } from '../../../platform/config/env';
import type { Db } from '../../../platform/db/db';
import { findCreatorHuifuId } from './payout-account.repository';

/**
 * Whether a buyer can pay this creator now. In ledger mode the platform collects for every creator;
 * in split mode only a creator whose own Huifu account is open can be paid (splitForNewPayment
 * refuses any other order). Pages ask this so they say why instead of offering 打赏, 解锁 or 加入
 * that would be refused at the last step.
 */
export async function creatorTakesPayments(
  db: Db,
  env: Pick<Env, 'MONEY_FLOW'>,
  creatorId: number,
): Promise<boolean> {
  if (env.MONEY_FLOW !== 'huifu-split') return true;

  return (await findCreatorHuifuId(db, creatorId)) !== null;
}
