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
export const searchRoutes = routeModule((app, { db, publicReads }: AppDeps) => {
  // A visitor's answer is kept a few seconds like the other public reads and emptied by any content
  // change (a user's public columns, operator status included): a keyword many search at once costs
  // one query. A member's answer is their own (whom they follow, what they bought).
  const visitorAnswer = (kind: string) => ({
    cache: publicReads,
    key: (params: { keyword: string; page: number; pageSize: number; category?: string | undefined }) =>
      `search-${kind}:${params.page}:${params.pageSize}:${params.category ?? ''}:${params.keyword}`,
  });

  defineRoute(
    app,
    searchEndpoints.user,
    { auth: 'optional', rateLimit: [searchPerIp], visitorCache: visitorAnswer('user') },
    ({ params, viewer }) => searchUsers(db, viewer, params),
  );

  defineRoute(
    app,
    searchEndpoints.post,
    { auth: 'optional', rateLimit: [searchPerIp], visitorCache: visitorAnswer('post') },
    ({ params, viewer }) => searchPosts(db, viewer, params),
  );
});
