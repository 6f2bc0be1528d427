import type { OrderRow } from '../../../platform/db/types';
import type { Db } from '../../../platform/db/db';
import { sumOrderRefunds } from '../refunds/refund.repository';
import type { RequestFacts } from './refund-request.policy';
import {
  findLatestRequestOfOrder,
  hasRefusedRequest,
  type RefundRequestListRow,
} from './refund-request.repository';

/** What `refundRequestRefusal` weighs for one order, read from the database (with its latest request). */
export async function readRequestFacts(
  db: Db,
  order: OrderRow,
  windowDays: number,
  now: Date,
): Promise<RequestFacts & { latest: RefundRequestListRow | undefined }> {
  const [heldFen, latest, refusedBefore] = await Promise.all([
    sumOrderRefunds(db, order.id),
    findLatestRequestOfOrder(db, order.id),
    hasRefusedRequest(db, order.id),
  ]);

  return { order, heldFen, latest, refusedBefore, windowDays, now };
}
