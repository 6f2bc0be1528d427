import type { AdminRefundRequest, CreatorRefundRequest, RefundRequestStatus } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { presentPage } from '../../../platform/http/page.presenter';
import { AppError } from '../../../platform/lib/app-error';
import { findAdminOrdersByIds } from '../admin/admin-order.repository';
import { presentAdminRefundRequest, presentCreatorRefundRequest } from './refund-request.presenter';
import {
  findRefundRequestById,
  listRefundRequests,
  type RefundRequestListRow,
} from './refund-request.repository';

type ListParams = { status?: RefundRequestStatus; page: number; pageSize: number };

/** Rows with their orders (one query for the page's orders). */
async function withOrders(db: Db, rows: RefundRequestListRow[]) {
  const orders = await findAdminOrdersByIds(
    db,
    rows.map((r) => r.orderId),
  );

  return rows.map((row) => ({ row, order: orders.get(row.orderId)! }));
}

/** 收益管理 › 退款申请: the requests on the creator's own orders, open ones first (earliest deadline). */
export async function listCreatorRefundRequests(db: Db, creatorId: number, params: ListParams) {
  const { rows, total } = await listRefundRequests(db, { ...params, creatorId });
  const list = (await withOrders(db, rows)).map(({ row, order }) => presentCreatorRefundRequest(row, order));

  return presentPage(list, total, params);
}

/** The console's queue of every request, open ones first (earliest deadline). */
export async function listAdminRefundRequests(db: Db, params: ListParams) {
  const { rows, total } = await listRefundRequests(db, params);
  const list = (await withOrders(db, rows)).map(({ row, order }) => presentAdminRefundRequest(row, order));

  return presentPage(list, total, params);
}

async function loadRequest(db: Db, id: number) {
  const row = await findRefundRequestById(db, id);
  if (!row) throw AppError.notFound('退款申请不存在');
  const [loaded] = await withOrders(db, [row]);

  return loaded!;
}

/** One request on the creator's order as it is now (someone else's reads as not found). */
export async function describeCreatorRefundRequest(
  db: Db,
  creatorId: number,
  id: number,
): Promise<CreatorRefundRequest> {
  const { row, order } = await loadRequest(db, id);
  if (row.creatorId !== creatorId) throw AppError.notFound('退款申请不存在');

  return presentCreatorRefundRequest(row, order);
}

/** One request as the console shows it, as it is now. */
export async function describeAdminRefundRequest(db: Db, id: number): Promise<AdminRefundRequest> {
  const { row, order } = await loadRequest(db, id);

  return presentAdminRefundRequest(row, order);
}
