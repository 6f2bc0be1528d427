import type { AppDeps } from '../../app-deps';
import { routeModule } from '../../platform/http/route-module';
import { feedRoutes } from './feeds/feed.routes';
import { seriesRoutes } from './series/series.routes';

/** Series (`/api/series/*`) and feeds (`/api/feed/*`), registered together to keep app.ts short. */
export const seriesAndFeedRoutes = routeModule(async (app, deps: AppDeps) => {
  await app.register(seriesRoutes(deps));
  await app.register(feedRoutes(deps));
});
