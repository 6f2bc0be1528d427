import { searchEndpoints } from '@frog/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { presentUserCard } from '../presenters/user-card.presenter';
import { searchUserCards } from '../repositories/user-card.repository';
import { defineRoute } from './define-route';

const perIp = {
  name: 'search-ip',
  max: 120,
  windowSeconds: 60,
  key: ({ request }: { request: { ip: string } }) => request.ip,
};

/** `/api/search/user`: anyone may search users by nickname or slug (never by phone). */
export const searchRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db } = deps;

    defineRoute(
      app,
      searchEndpoints.user,
      { auth: 'optional', rateLimit: [perIp] },
      async ({ params, viewer }) => {
        const viewerId = viewer?.id ?? null;
        const { rows, total } = await searchUserCards(db, { ...params, viewerId });

        return {
          list: rows.map((row) => presentUserCard(row, viewerId)),
          total,
          page: params.page,
          pageSize: params.pageSize,
        };
      },
    );
  };
