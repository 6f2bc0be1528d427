import { planGiftLinkEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { previewPlanGift, redeemPlanGift } from './plan-gift-link.service';

/** `/api/plan-gift/*`: a plan bought as a link, previewed by anyone and redeemed once. */
export const planGiftLinkRoutes = routeModule((app, { db }: AppDeps) => {
  defineRoute(app, planGiftLinkEndpoints.preview, { auth: 'optional' }, ({ params, viewer }) =>
    previewPlanGift(db, viewer, params.token),
  );
  defineRoute(
    app,
    planGiftLinkEndpoints.redeem,
    { auth: 'user', rateLimit: [perViewer('plan-gift-redeem', 20, 600)] },
    ({ params, viewer }) => redeemPlanGift(db, viewer, params.token),
  );
});
