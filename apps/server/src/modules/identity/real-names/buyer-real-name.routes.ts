import { buyerRealNameEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perViewer } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { ageAt, ageBandOf } from './age-band';
import { presentBuyerRealName } from './buyer-real-name.presenter';
import { findBuyerRealName } from './buyer-real-name.repository';
import { createRealNameProvider } from './real-name-provider';
import { verifyBuyerRealName } from './verify-buyer-real-name';

/** `/api/user/real-name`, `/api/user/verify-real-name`: a buyer's real name, asked before paying (docs/MINORS.md). */
export const buyerRealNameRoutes = routeModule((app, { db, env }: AppDeps) => {
  const provider = createRealNameProvider(env);
  const answer = async (userId: number) => {
    const row = await findBuyerRealName(db, userId);

    return presentBuyerRealName(row, row ? ageBandOf(ageAt(row.birthDate, new Date())) : null, env);
  };

  defineRoute(app, buyerRealNameEndpoints.get, { auth: 'user' }, ({ viewer }) => answer(viewer.id));

  // Each check is billed by the provider and could be used to test guesses: a few an hour.
  defineRoute(
    app,
    buyerRealNameEndpoints.verify,
    { auth: 'user', rateLimit: [perViewer('real-name', 5, 3600)] },
    async ({ params, viewer }) => {
      await verifyBuyerRealName({ db, provider, env }, viewer, params);

      return answer(viewer.id);
    },
  );
});
