import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * One file of routes: `export const xRoutes = routeModule((app, { db }: AppDeps) => { defineRoute(app, …) })`
 * is the plugin app.ts registers as `app.register(xRoutes(deps))`. Generic over what the routes are
 * given (platform knows no AppDeps); `register` may be async (it is awaited before the plugin is done).
 */
export const routeModule =
  <D>(register: (app: FastifyInstance, deps: D) => void | Promise<void>) =>
  (deps: D): FastifyPluginAsync =>
  async (app) => {
    await register(app, deps);
  };
