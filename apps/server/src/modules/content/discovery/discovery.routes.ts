import { discoveryEndpoints } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { defineRoute } from '../../../platform/http/define-route';
import { perIp } from '../../../platform/http/rate-rules';
import { routeModule } from '../../../platform/http/route-module';
import { getExplorePage, listCategoryCreators } from './explore.service';
import { listTagPosts } from './tag-posts.service';

const discoveryPerIp = perIp('discovery-ip', 240, 60);

/**
 * `/api/explore*` and `/api/tag/posts`: open to everyone. A visitor's answer is kept a few seconds
 * like the other public reads (emptied by any content change); a member's says whom they follow
 * and what they may read, so it is their own.
 */
export const discoveryRoutes = routeModule((app, { db, publicReads }: AppDeps) => {
  defineRoute(
    app,
    discoveryEndpoints.explore,
    {
      auth: 'optional',
      rateLimit: [discoveryPerIp],
      visitorCache: { cache: publicReads, key: () => 'explore' },
    },
    ({ viewer }) => getExplorePage(db, viewer),
  );
  defineRoute(
    app,
    discoveryEndpoints.categoryCreators,
    {
      auth: 'optional',
      rateLimit: [discoveryPerIp],
      visitorCache: {
        cache: publicReads,
        key: (p) => `explore-category:${p.category}:${p.cursor ?? ''}:${p.pageSize}`,
      },
    },
    ({ params, viewer }) => listCategoryCreators(db, viewer, params),
  );
  defineRoute(
    app,
    discoveryEndpoints.tagPosts,
    {
      auth: 'optional',
      rateLimit: [discoveryPerIp],
      visitorCache: { cache: publicReads, key: (p) => `tag:${p.tag}:${p.cursor ?? ''}:${p.pageSize}` },
    },
    ({ params, viewer }) => listTagPosts(db, viewer, params),
  );
});
