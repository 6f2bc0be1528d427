import { AppError } from '../lib/app-error';
import { findPaymentByNo } from '../repositories/payment.repository';
import type { Db } from '../repositories/user.repository';

/** Stores a complaint from the cashier for operators; the payment must exist. */
export async function addComplaint(
  db: Db,
  reporterId: number | null,
  input: { paymentNo: string; contact: string; message: string },
): Promise<null> {
  const payment = await findPaymentByNo(db, input.paymentNo);
  if (!payment) throw AppError.notFound('支付单不存在');
  await db
    .insertInto('complaints')
    .values({ ...input, reporterId })
    .execute();

  return null;
}
