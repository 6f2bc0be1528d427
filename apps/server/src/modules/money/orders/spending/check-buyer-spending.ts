import { Reason } from '@frog/contracts';
import type { Env } from '../../../../platform/config/env';
import type { Db } from '../../../../platform/db/db';
import { AppError } from '../../../../platform/lib/app-error';
import { capsOf, findBuyerAge } from '../../../identity';
import { spendingRefusal, spendingWindows } from './spending-limit.policy';
import { lockPersonSpending, sumPersonSpending } from './spending.repository';

export type BuyerProtectionEnv = Pick<Env, 'MINOR_PROTECTION' | 'MINOR_CAPS_8_TO_16' | 'MINOR_CAPS_16_TO_18'>;

export const REAL_NAME_FIRST_TEXT = '根据未成年人保护规定，付款前须完成实名认证';

/**
 * Before an order exists (MINOR_PROTECTION, docs/MINORS.md): a buyer not yet verified is asked to
 * verify first when the setting asks it for this amount; a verified minor is held to their band's
 * caps. `locked`: inside the transaction that inserts the order, so racing orders of one person
 * (every account of theirs) are counted one after another.
 */
export async function checkBuyerSpending(
  db: Db,
  env: BuyerProtectionEnv,
  buyerId: number,
  amountFen: number,
  options: { locked: boolean; now?: Date },
): Promise<void> {
  const protection = env.MINOR_PROTECTION;
  if (protection.kind === 'off') return;
  const now = options.now ?? new Date();
  const age = await findBuyerAge(db, buyerId, now);
  if (!age) {
    if (protection.kind === 'all' || amountFen > protection.aboveFen)
      throw AppError.forbidden(REAL_NAME_FIRST_TEXT, Reason.BUYER_REAL_NAME_REQUIRED);
    return;
  }
  const caps = capsOf(age.band, env);
  if (!caps) return;
  if (options.locked) await lockPersonSpending(db, age.idNumberHash);
  const spent = await sumPersonSpending(db, age.idNumberHash, spendingWindows(now));
  const refusal = spendingRefusal(age.band, caps, amountFen, spent);
  if (refusal) throw refusal;
}
