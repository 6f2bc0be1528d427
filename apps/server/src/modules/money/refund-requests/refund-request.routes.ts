import { refundRequestEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { privateImageRoutes } from '../../../platform/uploads/private-image-routes';
import type { PrivateStorage } from '../../../platform/storage/private-storage';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { moneyContextOf } from '../context';
import { getOrderRefundRequest } from './get-order-refund-request';
import { grantRefundRequest } from './grant-refund-request';
import { describeCreatorRefundRequest, listCreatorRefundRequests } from './list-refund-requests';
import { refundRequestConfigOf } from './refund-request-config';
import { refuseRefundRequest } from './refuse-refund-request';
import { requestRefund } from './request-refund';
import { REFUND_REQUEST_IMAGES, readableRefundRequestImage } from './refund-request-images';

/**
 * `/api/refund-request/*`: the buyer asks (我的支持 › 订单收据) and reads where it stands; the
 * creator lists the requests on their orders (收益管理) and grants or refuses them. Another buyer's
 * order or another creator's request reads as not found. Pictures sent with a request are uploaded
 * first and read only at `/api/refund-request/image/:id/:index`, by the buyer, the creator and operators.
 */
export const refundRequestRoutes = routeModule((app, deps: AppDeps & { privateStorage: PrivateStorage }) => {
  const { db } = deps;
  const money = moneyContextOf(deps);
  const config = refundRequestConfigOf(deps.env);
  const ask = { auth: 'user' as const, rateLimit: [perViewer('refund-request', 20, 3600)] };
  const decide = { auth: 'creator' as const, rateLimit: [perViewer('refund-request-decide', 120, 600)] };

  defineRoute(app, refundRequestEndpoints.create, ask, async ({ params, viewer }) =>
    requestRefund(db, config, viewer.id, params),
  );
  privateImageRoutes(app, deps, {
    upload: refundRequestEndpoints.imageUpload,
    readPrefix: '/api/refund-request/image',
    kind: REFUND_REQUEST_IMAGES,
    readableKey: (viewer, id, index) => readableRefundRequestImage(db, viewer, id, index),
  });
  defineRoute(app, refundRequestEndpoints.ofOrder, { auth: 'user' }, async ({ params, viewer }) =>
    getOrderRefundRequest(db, config, viewer.id, params.orderNo),
  );
  defineRoute(app, refundRequestEndpoints.creatorList, { auth: 'creator' }, async ({ params, viewer }) =>
    listCreatorRefundRequests(db, viewer.id, params),
  );
  defineRoute(app, refundRequestEndpoints.grant, decide, async ({ params, viewer }) => {
    await grantRefundRequest(money, { kind: 'creator', creatorId: viewer.id }, params.id);

    return describeCreatorRefundRequest(db, viewer.id, params.id);
  });
  defineRoute(app, refundRequestEndpoints.refuse, decide, async ({ params, viewer }) => {
    await refuseRefundRequest(db, { kind: 'creator', creatorId: viewer.id }, params.id, params.reason);

    return describeCreatorRefundRequest(db, viewer.id, params.id);
  });
});
