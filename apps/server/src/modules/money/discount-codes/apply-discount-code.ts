import { Reason } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { AppError } from '../../../platform/lib/app-error';
import { findCreatorCode, readCodeUses } from './discount-code-uses.repository';
import { type CodedPurchase, codeDiscountFen, discountCodeRefusal } from './discount-code.policy';

export type AppliedCode = { id: number; code: string; discountFen: number };

/**
 * The buyer's code on this purchase, or the refusal (400, reason discount_code_refused) that names
 * why not. `locked` (inside the order's transaction): the code's row stays locked until commit, so
 * racing orders count each other's uses and a code with 5 uses is used 5 times, however many race.
 */
export async function applyDiscountCode(
  db: Db,
  input: {
    code: string;
    buyerId: number;
    purchase: CodedPurchase;
    baseFen: number;
    now: Date;
    locked: boolean;
  },
): Promise<AppliedCode> {
  const code = await findCreatorCode(db, input.purchase.creatorId, input.code, input.locked);
  const uses = code
    ? await readCodeUses(db, code, input.buyerId, input.now)
    : { held: 0, byBuyer: 0, buyerHasPaidCreator: false };
  const refusal = discountCodeRefusal(code, input.purchase, uses, input.now);
  if (refusal || !code) throw AppError.badRequest(refusal ?? '优惠码无效', Reason.DISCOUNT_CODE_REFUSED);

  return { id: code.id, code: code.code, discountFen: codeDiscountFen(code, input.baseFen) };
}
