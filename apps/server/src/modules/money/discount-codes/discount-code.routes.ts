import { discountCodeEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { createDiscountCode, listDiscountCodes, stopDiscountCode } from './discount-code.service';

/** `/api/discount-code/*`: a creator's discount codes (优惠码), their uses and revenue. */
export const discountCodeRoutes = routeModule((app, { db }: AppDeps) => {
  defineRoute(app, discountCodeEndpoints.list, { auth: 'creator' }, async ({ viewer }) => ({
    list: await listDiscountCodes(db, viewer),
  }));

  const write = { auth: 'creator' as const, rateLimit: [perViewer('discount-code', 60, 600)] };

  defineRoute(app, discountCodeEndpoints.create, write, ({ params, viewer }) =>
    createDiscountCode(db, viewer, params),
  );

  defineRoute(app, discountCodeEndpoints.disable, write, ({ params, viewer }) =>
    stopDiscountCode(db, viewer, params.id),
  );
});
