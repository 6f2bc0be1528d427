import { AppError } from '../../../platform/lib/app-error';
import { findPaymentByNo } from '../payments/payment.repository';
import type { Db } from '../../../platform/db/db';
import { inTransaction } from '../../../platform/db/transaction';
import { publish } from '../../../platform/events/event-bus';
import { insertComplaint } from '../admin/complaint.repository';

/**
 * Stores a complaint from the cashier for operators, its clocks running from now (the payment must
 * exist); a signed-in complainant hears of its progress (系统通知).
 */
export async function addComplaint(
  db: Db,
  reporterId: number | null,
  input: { paymentNo: string; contact: string; message: string },
): Promise<null> {
  const payment = await findPaymentByNo(db, input.paymentNo);
  if (!payment) throw AppError.notFound('支付单不存在');
  await inTransaction(db, async (trx) => {
    const complaint = await insertComplaint(trx, { ...input, reporterId, createdAt: new Date() });
    if (complaint) await publish(trx, 'ComplaintMoved', { complaint, change: 'filed' });
  });

  return null;
}
