import { perIp } from '../../../platform/http/rate-rules';
import { searchEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { searchPosts, searchUsers } from './search.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

const searchPerIp = perIp('search-ip', 120, 60);

/**
 * `/api/search/*`: anyone may search users (nickname, slug, bio; never by phone, never operators)
 * and published posts (title, summary).
 */
export const searchRoutes = routeModule((app, { db }: AppDeps) => {
  defineRoute(
    app,
    searchEndpoints.user,
    { auth: 'optional', rateLimit: [searchPerIp] },
    ({ params, viewer }) => searchUsers(db, viewer, params),
  );

  defineRoute(
    app,
    searchEndpoints.post,
    { auth: 'optional', rateLimit: [searchPerIp] },
    ({ params, viewer }) => searchPosts(db, viewer, params),
  );
});
