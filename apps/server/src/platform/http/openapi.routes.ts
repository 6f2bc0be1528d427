import { buildOpenApiDocument } from '@frog/contracts/openapi';
import type { Env } from '../config/env';
import { routeModule } from './route-module';

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 description of every call, generated from the contracts
 * (built once, when first asked). In development also `GET /api/reference`, a browsable reference page (Scalar, served
 * from the package itself: no CDN), loaded lazily so production never imports it.
 */
export const openApiRoutes = routeModule(async (app, deps: { env: Env }) => {
  // Built on first request, not at every start: few servers are ever asked for it.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= buildOpenApiDocument({ serverUrl: deps.env.PUBLIC_URL });

    return reply.header('cache-control', 'no-cache').send(document);
  });
  if (deps.env.NODE_ENV === 'production') return;

  const { default: apiReference } = await import('@scalar/fastify-api-reference');
  await app.register(apiReference, {
    routePrefix: '/api/reference',
    logLevel: 'warn',
    configuration: {
      url: '/api/openapi.json',
      pageTitle: '创作蛙 API 参考',
      withDefaultFonts: false,
      hideClientButton: true,
      telemetry: false,
      showDeveloperTools: 'never',
    },
  });
});
