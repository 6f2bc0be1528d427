import type { AccountClosureCheck } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';
import type { UserRow } from '../../../platform/db/types';
import { AppError } from '../../../platform/lib/app-error';
import { maskPhone } from '../users/user.presenter';
import { openMoneyMatters } from '../../money';
import { type SmsContext, sendSmsCode, verifySmsCode } from '../auth/sms-code.service';
import { deleteClosedAccountTraces, emptyClosedAccount } from './account-closure.repository';
import { closureRefusal } from './account-closure.policy';

const refusalFor = async (db: Db, user: UserRow) =>
  closureRefusal({ user, ...(await openMoneyMatters(db, user.id)) });

/** Whether the signed-in user may close their account now, and where the code would go. */
export async function checkAccountClosure(db: Db, viewer: UserRow): Promise<AccountClosureCheck> {
  const refusal = await refusalFor(db, viewer);

  return { canClose: refusal === null, refusal, phoneMasked: maskPhone(viewer.phone) };
}

/** The confirmation code, to the user's own phone; refused (409) while the account may not close. */
export async function sendClosureCode(ctx: SmsContext, viewer: UserRow, ip: string | null) {
  const refusal = await refusalFor(ctx.db, viewer);
  if (refusal) throw AppError.conflict(refusal);

  return sendSmsCode(ctx, { phone: viewer.phone, purpose: 'close_account', ip });
}

/**
 * 注销账号, confirmed by the code sent to the user's phone: the personal fields emptied, every
 * session, follow and the real-name check deleted, in one transaction; orders, payments, refunds,
 * the ledger and tax records are kept, tied to the account that now shows as 已注销用户
 * (docs/ACCOUNT-CLOSURE.md). The refusal is checked again inside, after the code.
 */
export async function closeAccount(db: Db, viewer: UserRow, code: string, now = new Date()): Promise<void> {
  const early = await refusalFor(db, viewer);
  if (early) throw AppError.conflict(early);
  await verifySmsCode(db, { phone: viewer.phone, purpose: 'close_account', code });
  await inTransaction(db, async (trx) => {
    const refusal = await refusalFor(trx, viewer);
    if (refusal) throw AppError.conflict(refusal);
    if (!(await emptyClosedAccount(trx, viewer.id, now))) throw AppError.notFound('账号不存在');
    await deleteClosedAccountTraces(trx, viewer.id);
  });
}
