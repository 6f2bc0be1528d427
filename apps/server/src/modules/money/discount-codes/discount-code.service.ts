import {
  DISCOUNT_CODES_PER_CREATOR_MAX,
  type DiscountCode,
  type discountCodeInputSchema,
  shanghaiDayStart,
  addDays,
} from '@frog/contracts';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { typedYuanToFen } from '../../../platform/lib/money';
import { isUniqueViolation } from '../../../platform/lib/pg-errors';
import { findVisiblePost } from '../../content';
import { findPlanById, refuseOverCreatorLimit } from '../../support';
import { presentDiscountCode } from './discount-code.presenter';
import { disableDiscountCode, insertDiscountCode, listCreatorCodes } from './discount-code.repository';

type CodeInput = z.output<typeof discountCodeInputSchema>;

/** The plan or post a code is for must be the creator's own, and a post one that is sold. */
async function checkTarget(db: Db, viewer: UserRow, input: CodeInput): Promise<void> {
  if (input.scope === 'plan') {
    const plan = await findPlanById(db, input.planId!);
    if (!plan || plan.creatorId !== viewer.id) throw AppError.notFound('支持方案不存在');
  }
  if (input.scope === 'post') {
    const post = await findVisiblePost(db, input.postId!, viewer.id);
    if (!post || post.authorId !== viewer.id) throw AppError.notFound('作品不存在或已下架');
    if (post.visibility !== 'paid' && post.visibility !== 'plan_or_paid') {
      throw AppError.badRequest('只有付费解锁的作品可以设置优惠码');
    }
  }
}

export async function listDiscountCodes(db: Db, viewer: UserRow): Promise<DiscountCode[]> {
  const now = new Date();

  return (await listCreatorCodes(db, viewer.id, now)).map((row) => presentDiscountCode(row, now));
}

async function presentOne(db: Db, viewer: UserRow, id: number): Promise<DiscountCode> {
  const now = new Date();
  const [row] = await listCreatorCodes(db, viewer.id, now, id);
  if (!row) throw AppError.notFound('优惠码不存在');

  return presentDiscountCode(row, now);
}

/**
 * A new code of the signed-in creator. It works until the end of `expiresOn` (a China day); the
 * same text twice is refused, and at most DISCOUNT_CODES_PER_CREATOR_MAX codes are kept.
 */
export async function createDiscountCode(db: Db, viewer: UserRow, input: CodeInput): Promise<DiscountCode> {
  await checkTarget(db, viewer, input);
  const id = await inTransaction(db, async (trx) => {
    await refuseOverCreatorLimit(trx, viewer.id, 'discountCodes', DISCOUNT_CODES_PER_CREATOR_MAX, '优惠码');
    try {
      const row = await insertDiscountCode(trx, {
        creatorId: viewer.id,
        code: input.code!,
        kind: input.kind,
        percentOff: input.kind === 'percent' ? input.percentOff! : null,
        amountOffFen: input.kind === 'fixed' ? typedYuanToFen(input.amountOff!) : null,
        scope: input.scope,
        planId: input.scope === 'plan' ? input.planId! : null,
        postId: input.scope === 'post' ? input.postId! : null,
        maxUses: input.maxUses ?? null,
        expiresAt: input.expiresOn ? shanghaiDayStart(addDays(input.expiresOn, 1)) : null,
        firstPurchaseOnly: input.firstPurchaseOnly,
      });
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.conflict('这个优惠码已经存在，请换一个');
      throw error;
    }
  });

  return presentOne(db, viewer, id);
}

/** Stops a code for new orders (again: no change); orders that used it keep their price. */
export async function stopDiscountCode(db: Db, viewer: UserRow, id: number): Promise<DiscountCode> {
  if (!(await disableDiscountCode(db, viewer.id, id))) throw AppError.notFound('优惠码不存在');

  return presentOne(db, viewer, id);
}
