import { perViewer } from '../../../platform/http/rate-rules';
import { adminOrderEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { operatorRefundInput } from './operator-refund-input';
import { presentRefund } from '../refunds/refund.presenter';
import { moneyContextOf } from '../context';
import { refundOrder } from '../refunds/refund-order';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** `/api/admin/refund-order`: operators refund paid orders; everyone else is answered "not found". */
export const adminOrderRoutes = routeModule((app, deps: AppDeps) => {
  defineRoute(
    app,
    adminOrderEndpoints.refundOrder,
    {
      auth: 'operator',
      rateLimit: [perViewer('admin-refund', 60, 600)],
    },
    async ({ params, viewer }) => {
      const { refund, order } = await refundOrder(moneyContextOf(deps), {
        orderNo: params.orderNo,
        ...operatorRefundInput(params),
        operatorId: viewer.id,
      });

      return presentRefund(refund, order);
    },
  );
});
