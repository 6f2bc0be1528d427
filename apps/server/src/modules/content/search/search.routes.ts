import { searchEndpoints } from '@frog/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { searchPosts, searchUsers } from './search.service';
import { defineRoute } from '../../../platform/http/define-route';

const perIp = {
  name: 'search-ip',
  max: 120,
  windowSeconds: 60,
  key: ({ request }: { request: { ip: string } }) => request.ip,
};

/**
 * `/api/search/*`: anyone may search users (nickname, slug, bio; never by phone, never operators)
 * and published posts (title, summary).
 */
export const searchRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;

    defineRoute(app, searchEndpoints.user, { auth: 'optional', rateLimit: [perIp] }, ({ params, viewer }) =>
      searchUsers(db, viewer, params),
    );

    defineRoute(app, searchEndpoints.post, { auth: 'optional', rateLimit: [perIp] }, ({ params, viewer }) =>
      searchPosts(db, viewer, params),
    );
  };
