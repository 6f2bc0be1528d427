import type { AdminGuardianRequest, GuardianRequestStatus } from '@frog/contracts';
import { guardianRequestStatusText } from '@frog/contracts';
import { type AuditedTrx, operatorAction } from '../../../platform/audit/audit.service';
import type { Db } from '../../../platform/db/db';
import type { GuardianRequestRow, RefundRow, UserRow } from '../../../platform/db/types';
import { publish } from '../../../platform/events/event-bus';
import { AppError } from '../../../platform/lib/app-error';
import type { MoneyContext } from '../context';
import { recordOrderRefund, sendRecordedRefund } from '../refunds/refund-order';
import { sumOrderRefunds } from '../refunds/refund.repository';
import { closeOpenRequestOfOrder } from '../refund-requests/refund-request.repository';
import { presentAdminGuardianRequest } from './guardian-request.presenter';
import {
  closeGuardianRequest,
  findGuardianRequestById,
  insertGuardianRefund,
  listOrdersRefundedBy,
  listPaidOrdersOf,
  lockGuardianRequest,
} from './guardian-request.repository';

type Operator = Pick<UserRow, 'id' | 'isOperator'>;

/** An open request, locked (404 unknown, 409 decided): what makes a grant raced 50 times refund once. */
async function lockOpen(trx: Db, id: number): Promise<GuardianRequestRow> {
  const request = await lockGuardianRequest(trx, id);
  if (!request) throw AppError.notFound('申请不存在');
  if (request.status !== 'requested')
    throw AppError.conflict(`该申请已是「${guardianRequestStatusText[request.status]}」，请刷新后查看`);

  return request;
}

/** The request as the console shows it now: open, with the minor's paid orders; granted, with those it refunded. */
export async function describeAdminGuardianRequest(db: Db, id: number): Promise<AdminGuardianRequest> {
  const row = await findGuardianRequestById(db, id);
  if (!row) throw AppError.notFound('申请不存在');

  return presentAdminGuardianRequest(row, await ordersOf(db, row));
}

export const ordersOf = (
  db: Db,
  row: { id: number; status: GuardianRequestStatus; minorId: number | null },
) => {
  if (row.status === 'refunded') return listOrdersRefundedBy(db, row.id);
  if (row.status === 'requested' && row.minorId !== null) return listPaidOrdersOf(db, row.minorId);

  return Promise.resolve([]);
};

/**
 * Grants a guardian's request (guardian_request.grant): every order of the minor's account still
 * paid is refunded for all that is left of it, through the one refund path (`recordOrderRefund`,
 * each order locked, then `sendRecordedRefund`), in one audited transaction under the request's
 * lock, so a grant clicked twice or raced refunds each order once; an open refund request of an
 * order it refunds is closed as refunded by it. The guardian is told; buyer
 * (the minor's account) and creators get each refund's own notice with the operator's reason.
 */
export async function grantGuardianRequest(
  ctx: MoneyContext,
  operator: Operator,
  id: number,
  reason: string,
): Promise<AdminGuardianRequest> {
  const refunds = await operatorAction(
    ctx.db,
    operator,
    { action: 'guardian_request.grant', target: { kind: 'guardian_request', id }, reason },
    async (trx: AuditedTrx) => {
      const request = await lockOpen(trx, id);
      if (request.minorId === null) throw AppError.conflict('没有账号使用该手机号，无法退款');
      const created: RefundRow[] = [];
      for (const order of await listPaidOrdersOf(trx, request.minorId)) {
        if (order.amountFen - (await sumOrderRefunds(trx, order.id)) <= 0) continue;
        const { refund } = await recordOrderRefund(trx, {
          orderNo: order.orderNo,
          reason,
          operatorId: operator.id,
        });
        await insertGuardianRefund(trx, { requestId: id, orderId: order.id, refundId: refund.id });
        await closeOpenRequestOfOrder(trx, order.id, { refundId: refund.id, operatorId: operator.id });
        created.push(refund);
      }
      if (created.length === 0) throw AppError.conflict('该账号没有可退款的订单');
      const closed = await closeGuardianRequest(trx, id, {
        status: 'refunded',
        decision: reason,
        operatorId: operator.id,
      });
      await publish(trx, 'GuardianRequestDecided', { request: closed });

      return {
        result: created,
        before: { status: 'requested' },
        after: { status: 'refunded', refundNos: created.map((r) => r.refundNo) },
      };
    },
  );
  // Each refund is sent on its own: one the provider refuses fails alone (and is shown on its order).
  for (const refund of refunds) {
    await sendRecordedRefund(ctx, refund, `operator:${operator.id}`).catch(() => undefined);
  }

  return describeAdminGuardianRequest(ctx.db, id);
}

/** Refuses a guardian's request with the operator's reason (guardian_request.refuse); the guardian is told. */
export async function refuseGuardianRequest(
  db: Db,
  operator: Operator,
  id: number,
  reason: string,
): Promise<AdminGuardianRequest> {
  await operatorAction(
    db,
    operator,
    { action: 'guardian_request.refuse', target: { kind: 'guardian_request', id }, reason },
    async (trx: AuditedTrx) => {
      await lockOpen(trx, id);
      const closed = await closeGuardianRequest(trx, id, {
        status: 'refused',
        decision: reason,
        operatorId: operator.id,
      });
      await publish(trx, 'GuardianRequestDecided', { request: closed });

      return {
        result: null,
        before: { status: 'requested' },
        after: { status: 'refused', decision: reason },
      };
    },
  );

  return describeAdminGuardianRequest(db, id);
}
