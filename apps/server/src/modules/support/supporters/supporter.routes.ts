import { perViewer } from '../../../platform/http/rate-rules';
import { supporterEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import {
  getSupporterRank,
  getSupportPrivacy,
  updateRankConsent,
  updateSupportPrivacy,
} from './supporter-rank.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

/** 充电榜 (anyone may read a creator's) and the supporter's own switches (on 充电榜 or not, anonymous). */
export const supporterRoutes = routeModule((app, { db }: AppDeps) => {
  defineRoute(app, supporterEndpoints.rank, { auth: 'optional' }, ({ params, viewer }) =>
    getSupporterRank(db, viewer, params),
  );

  defineRoute(app, supporterEndpoints.privacy, { auth: 'user' }, ({ viewer }) =>
    getSupportPrivacy(db, viewer),
  );

  defineRoute(
    app,
    supporterEndpoints.setPrivacy,
    { auth: 'user', rateLimit: [perViewer('support-privacy', 60, 600)] },
    ({ params, viewer }) => updateSupportPrivacy(db, viewer, params.anonymous),
  );

  defineRoute(
    app,
    supporterEndpoints.setRankConsent,
    { auth: 'user', rateLimit: [perViewer('support-privacy', 60, 600)] },
    ({ params, viewer }) => updateRankConsent(db, viewer, params.show),
  );
});
