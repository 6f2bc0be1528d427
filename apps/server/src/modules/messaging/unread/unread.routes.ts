import { unreadEndpoints, unreadStream } from '@frog/contracts';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../platform/lib/app-error';
import { openEventStream } from '../../../platform/live/event-stream';
import type { UnreadStreams } from '../../../platform/live/unread-streams';
import { readUnreadCounts } from './unread.service';
import { defineRoute } from '../../../platform/http/define-route';
import { routeModule } from '../../../platform/http/route-module';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer is a stream that stays open (the malformed-input sweep reads only its head). */
    eventStream?: boolean;
  }
}

/** How long EventSource waits before reconnecting after a drop. */
const RETRY_MS = 5000;

/** `/api/message/unread-count` and the live stream of the same counts. */
export const unreadRoutes = routeModule(
  (app, { db, unreadStreams }: AppDeps & { unreadStreams: UnreadStreams }) => {
    defineRoute(app, unreadEndpoints.count, { auth: 'user' }, async ({ viewer }) =>
      readUnreadCounts(db, viewer.id),
    );

    // GET for EventSource; no params. HEAD would hold a bodiless response open, so none.
    app.get(
      unreadStream.path,
      { config: { auth: 'user', eventStream: true }, exposeHeadRoute: false },
      async (request, reply) => {
        const { viewer, sessionId } = request;
        if (!viewer || !sessionId) throw AppError.unauthorized();
        unreadStreams.add(viewer.id, sessionId, openEventStream(reply, { retryMs: RETRY_MS }));
      },
    );
  },
);
