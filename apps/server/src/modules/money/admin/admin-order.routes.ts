import { adminComplaintEndpoints, adminOrderEndpoints, adminPaymentEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { moneyContextOf } from '../context';
import { presentRefund } from '../refunds/refund.presenter';
import { refundOrder } from '../refunds/refund-order';
import {
  handleComplaint,
  listComplaintQueue,
  refundComplaint,
  replyComplaint,
} from './admin-complaint.service';
import {
  getOrderDetail,
  listFlags,
  refundFlag,
  resolveFlag,
  resolveUnknownPayment,
  searchOrders,
} from './admin-payment.service';
import { operatorRefundInput } from './operator-refund-input';

/**
 * The operator console's money calls: refund-order, complaints (投诉), orders and payments (订单与支付,
 * flags). Every one is `auth: 'operator'`: anyone else gets the 404 of an unknown path; every change
 * writes its audit entry in the same transaction (platform/audit). Withdrawal reviews are in
 * withdrawals/withdrawal.routes.ts.
 */
export const adminOrderRoutes = routeModule((app, deps: AppDeps) => {
  const { db } = deps;
  const money = moneyContextOf(deps);
  const op = { auth: 'operator' as const };
  const write = (name: string) => ({ auth: 'operator' as const, rateLimit: [perViewer(name, 300, 600)] });
  const refund = { auth: 'operator' as const, rateLimit: [perViewer('admin-refund', 60, 600)] };

  defineRoute(app, adminOrderEndpoints.refundOrder, refund, async ({ params, viewer }) => {
    const recorded = await refundOrder(money, {
      orderNo: params.orderNo,
      ...operatorRefundInput(params),
      operatorId: viewer.id,
    });

    return presentRefund(recorded.refund, recorded.order);
  });

  defineRoute(app, adminComplaintEndpoints.list, op, async ({ params }) => listComplaintQueue(db, params));
  defineRoute(app, adminComplaintEndpoints.reply, write('admin-complaint'), async ({ params, viewer }) =>
    replyComplaint(db, viewer, params),
  );
  defineRoute(app, adminComplaintEndpoints.handle, write('admin-complaint'), async ({ params, viewer }) =>
    handleComplaint(db, viewer, params),
  );
  defineRoute(app, adminComplaintEndpoints.refund, refund, async ({ params, viewer }) =>
    refundComplaint(money, viewer, { id: params.id, ...operatorRefundInput(params) }),
  );

  defineRoute(app, adminPaymentEndpoints.search, op, async ({ params }) => searchOrders(db, params));
  defineRoute(app, adminPaymentEndpoints.detail, op, async ({ params }) =>
    getOrderDetail(db, params.orderNo),
  );
  defineRoute(app, adminPaymentEndpoints.flags, op, async ({ params }) => listFlags(db, params));
  defineRoute(app, adminPaymentEndpoints.resolveFlag, write('admin-flag'), async ({ params, viewer }) =>
    resolveFlag(db, viewer, params),
  );
  defineRoute(app, adminPaymentEndpoints.refundFlag, refund, async ({ params, viewer }) =>
    refundFlag(money, viewer, { orderNo: params.orderNo, ...operatorRefundInput(params) }),
  );
  defineRoute(
    app,
    adminPaymentEndpoints.resolveUnknownPayment,
    write('admin-flag'),
    async ({ params, viewer }) => resolveUnknownPayment(db, viewer, params),
  );
});
