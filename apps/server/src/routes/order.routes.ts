import { orderEndpoints } from '@frog/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app-deps';
import { presentQuote, quoteOrder } from '../services/order-quote.service';
import { listSupportMeOrders, submitOrder } from '../services/order.service';
import { defineRoute } from './define-route';

const perUser = (max: number, windowSeconds: number) => ({
  name: 'user',
  max,
  windowSeconds,
  key: ({ viewerId }: { viewerId: number | null }) => (viewerId === null ? null : String(viewerId)),
});

/** `/api/order/*`: pricing, placing and listing orders. */
export const orderRoutes =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    const { db, env } = deps;

    defineRoute(
      app,
      orderEndpoints.preCheck,
      { auth: 'required', rateLimit: [perUser(120, 60)] },
      async ({ params, viewer }) => presentQuote(await quoteOrder(db, env, viewer.id, params)),
    );

    defineRoute(
      app,
      orderEndpoints.submit,
      { auth: 'required', rateLimit: [perUser(20, 60)] },
      async ({ params, viewer }) => submitOrder({ db, env }, viewer, params),
    );

    defineRoute(app, orderEndpoints.supportMeOrders, { auth: 'required' }, async ({ params, viewer }) =>
      listSupportMeOrders(db, viewer.id, params),
    );
  };
