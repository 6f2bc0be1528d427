import { AppError } from '../../../platform/lib/app-error';
import { findPaymentByNo } from '../payments/payment.repository';
import type { Db } from '../../../platform/db/db';

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
