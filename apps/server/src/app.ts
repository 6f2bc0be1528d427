import type { UnreadStreams } from './platform/live/unread-streams';
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDeps } from './app-deps';
import { registerApiRoutes } from './app-routes';
import type { ContentChangeHandlers } from './platform/cache/content-changes';
import { createPaymentPollCache } from './platform/cache/payment-poll-cache';
import { createSessionCache } from './platform/cache/session-cache';
import { createMemberReadCache } from './platform/cache/member-read-cache';
import { createPublicReadCache, type PublicReadCache } from './platform/cache/public-read-cache';
import {
  type PaymentPollState,
  createPaymentsRuntime,
  type PaymentsRuntime,
  createPayoutProvider,
  type PayoutJobSender,
  type PayoutProvider,
  simulatorPlugin,
  reconcileNowRoutes,
} from './modules/money';
import type { Env } from './platform/config/env';
import type { DB } from './platform/db/types';
import { wireEvents } from './events';
import { setUpLiveUnread } from './modules/messaging';
import { registerAuth, type FoundSession } from './modules/identity';
import { registerCrossSiteGuard } from './platform/http/cross-site';
import { answerFrameworkError, registerErrorHandler } from './platform/http/error-handler';
import { registerGracefulClose } from './platform/http/graceful-close';
import { type ReadPools, registerMetrics } from './platform/http/metrics';
import { registerRateLimit } from './platform/http/rate-limit';
import { RequestLogController } from './platform/http/request-log';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerWebApp } from './platform/http/web-app';
import { countBlockedTexts, createTextFilter } from './modules/governance';
import {
  createPostPageTransform,
  createPromotionPageTransform,
  createShareMetaTransform,
} from './modules/content';
import { healthRoutes } from './platform/http/health/health.routes';
import { openApiRoutes } from './platform/http/openapi.routes';
import type { SmsProvider } from './platform/sms/sms-provider';
import { createStorages } from './platform/storage/create-storage';
import { connectRedis } from './platform/cache/connect-redis';
import type { PrivateStorage } from './platform/storage/private-storage';
import type { Storage } from './platform/storage/storage';
import type { PageTransform } from './platform/pages/render-page';
import { type BuiltRenderer, createBuiltRenderer } from './platform/pages/built-renderer';

export type BuildAppDeps = {
  env: Env;
  db: Kysely<DB>;
  sms: SmsProvider;
  /** Fastify logger options; default JSON logs at LOG_LEVEL. Tests pass false or a stream. */
  logger?: FastifyServerOptions['logger'];
  /** Public images. Default: chosen by STORAGE_DRIVER (the local folder UPLOAD_DIR, or S3_BUCKET). */
  storage?: Storage;
  /** Attachments and videos. Default: chosen by STORAGE_DRIVER (DATA_DIR/private-uploads, or S3_PRIVATE_BUCKET). */
  privateStorage?: PrivateStorage;
  /** HTML changes per page path (Open Graph tags …). */
  pageTransforms?: PageTransform[];
  /** Default: built from env (the simulator at PUBLIC_URL/sim unless PAYMENTS_PROVIDER=huifu). */
  payments?: PaymentsRuntime;
  /** Default: chosen by PAYOUT_PROVIDER (manual, or simulated, which answers through `jobs`). */
  payouts?: PayoutProvider;
  /** The job queue (main.ts starts it first): the simulated payout provider sends its answers there. */
  jobs?: PayoutJobSender;
  /** Database pools for /metrics (served only when METRICS_TOKEN is set). */
  readPools?: ReadPools;
  /**
   * Hears content changes (platform/cache/content-changes.ts on the opened database); without it visitors'
   * reads are not cached, since nothing would say when an entry went stale.
   */
  listenContent?: (handlers: ContentChangeHandlers) => Promise<() => Promise<void>>;
  /** Told of every route as it is registered (the malformed-input sweep test enumerates them). */
  onRoute?: (route: RouteOptions) => void;
};

/**
 * The one factory of the HTTP app, used by main.ts and tests. It owns nothing it was given:
 * the caller opens and closes the database.
 */
export async function buildApp(deps: BuildAppDeps): Promise<FastifyInstance> {
  const { env, db, sms } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: env.LOG_LEVEL },
    // One line per request (2xx/3xx at debug, 4xx at info, 5xx at error) instead of Fastify's two at info.
    logController: new RequestLogController(),
    genReqId: () => randomUUID(),
    trustProxy: env.TRUST_PROXY,
    frameworkErrors: answerFrameworkError,
  });
  // In-flight requests get this long to finish on close (main.ts gives the whole shutdown 10 s).
  registerGracefulClose(app, { drainMs: 8_000 });
  // Prometheus at /metrics, behind METRICS_TOKEN; before the routes, so every one is measured.
  if (env.METRICS_TOKEN) registerMetrics(app, { token: env.METRICS_TOKEN, readPools: deps.readPools });
  const storages = deps.storage && deps.privateStorage ? undefined : await createStorages(env);
  const storage = deps.storage ?? storages?.storage;
  const privateStorage = deps.privateStorage ?? storages?.privateStorage;
  if (!storage || !privateStorage) throw new Error('storage drivers missing');
  const payments = deps.payments ?? createPaymentsRuntime(env, { logger: app.log });
  payments.setLogger(app.log.child({ component: 'payments' }));
  const payouts = deps.payouts ?? createPayoutProvider(env, deps.jobs, payments.provider);
  // How long a read is kept when nothing changes (every announced change empties it at once).
  const readTtlMs = env.READ_CACHE_SECONDS * 1000;
  const publicReads = createPublicReadCache({ ttlMs: readTtlMs, maxEntries: 2000 });
  // A home feed page is 5–10 kB serialised: 2,000 members' pages hold 10–20 MB.
  const memberReads = createMemberReadCache({ ttlMs: readTtlMs, maxEntries: 2000 });
  const paymentPolls = createPaymentPollCache<PaymentPollState>({ ttlMs: 60_000, maxEntries: 50_000 });
  // A kept session and its user row take about 1.4 kB of heap (measured with realistic rows): 10,000
  // members active within a minute hold ~14 MB, a bound the embedded default can afford.
  const sessions = createSessionCache<FoundSession>({ ttlMs: 60_000, maxEntries: 10_000 });
  const textFilter = await createTextFilter(db, app.log.child({ component: 'text-filter' }));
  // Set up below (it needs Redis); a session change reaching it before then finds no stream open.
  let liveStreams: UnreadStreams | undefined;
  if (deps.listenContent) {
    const stop = await deps.listenContent({
      onChange: () => {
        publicReads.clear();
        memberReads.clear();
      },
      onPaymentChange: (paymentNo) => paymentPolls.evict(paymentNo),
      // A user row changed (a role, a ban): their kept reads go with their sessions, and their live
      // streams whose session ended close.
      onSessionChange: (users) => {
        liveStreams?.onSessionChange(users);
        if (users === 'all') {
          sessions.clear();
          memberReads.clear();
        } else {
          sessions.evictUsers(users);
          memberReads.evictUsers(users);
        }
      },
      onWordsChange: () => textFilter.scheduleReload(),
      onMemberChange: (members) =>
        members === 'all' ? memberReads.clear() : memberReads.evictUsers(members),
      onConnected: (connected) => {
        publicReads.setEnabled(connected);
        memberReads.setEnabled(connected);
        paymentPolls.setEnabled(connected);
        sessions.setEnabled(connected);
      },
      log: app.log,
    });
    app.addHook('onClose', stop);
  }
  const appDeps: AppDeps = {
    env,
    db,
    sms,
    storage,
    payments,
    payouts,
    publicReads,
    memberReads,
    paymentPolls,
    textFilter,
  };
  const redis = env.REDIS_URL ? connectRedis(app, env.REDIS_URL) : undefined;
  // Every process on this Redis spends one budget of provider payment queries.
  if (redis) payments.queryLimiter.shareThrough(redis);
  // Side effects in another domain (notices, reward grants) run inside the publisher's transaction.
  wireEvents(db);
  // Unread signals fan out through Redis pub/sub across processes, in-process without Redis.
  const { streams: unreadStreams } = setUpLiveUnread(app, { db, redisUrl: env.REDIS_URL, redis });
  liveStreams = unreadStreams;
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerErrorHandler(app);
  // Before any route, so every page, file and API answer (the simulator's too) carries them.
  registerSecurityHeaders(app, env);
  registerCrossSiteGuard(app, env.PUBLIC_URL);
  await app.register(formbody);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: env.UPLOAD_IMAGE_MAX_MB * 1024 * 1024, files: 1, fields: 10, parts: 12 },
  });
  await registerRateLimit(app, redis);
  registerAuth(app, { db, env, sessions });
  countBlockedTexts(app, db);

  const renderer = createBuiltRenderer(env.WEB_DIST_DIR, app.log);
  await app.register(healthRoutes({ db, redis, pageRenderer: renderer.check }));
  await app.register(openApiRoutes({ env }));
  await registerApiRoutes(app, { ...appDeps, privateStorage, unreadStreams });
  if (payments.simulator) {
    // The adapter reaches it over real HTTP at PUBLIC_URL/sim, like the real gateway.
    await app.register(simulatorPlugin, { prefix: '/sim', simulator: payments.simulator });
    // Today's reconciliation at once (/sim/_hooks/reconcile), for Playwright and local use.
    await app.register(reconcileNowRoutes(appDeps));
  }
  await registerWebApp(app, {
    webDistDir: env.WEB_DIST_DIR,
    uploadDir: env.UPLOAD_DIR,
    pageTransforms: [
      createShareMetaTransform({ db, publicUrl: env.PUBLIC_URL }),
      ...paintedPages({ db, env, publicUrl: env.PUBLIC_URL, renderer, publicReads }),
      ...(deps.pageTransforms ?? []),
    ],
  });

  return app;
}

/** The pages the server paints before any script (modules/content/pages/post-page.ts, modules/content/pages/promotion-page.ts). */
function paintedPages(deps: {
  db: Kysely<DB>;
  env: Env;
  publicUrl: string;
  renderer: BuiltRenderer;
  publicReads: PublicReadCache;
}) {
  return [
    createPostPageTransform({ ...deps, renderer: deps.renderer.load }),
    createPromotionPageTransform({ renderer: deps.renderer.load }),
  ];
}
