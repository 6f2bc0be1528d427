import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../../../platform/db/db';
import { describeSession } from '../../identity';
import { readUnreadCounts } from './unread.service';
import { createMemoryBus } from '../../../platform/live/memory-bus';
import { createRedisBus } from '../../../platform/live/redis-bus';
import { attachUnreadPublisher } from '../../../platform/live/signal';
import type { UnreadBus } from '../../../platform/live/unread-bus';
import { createUnreadStreams, type UnreadStreams } from '../../../platform/live/unread-streams';

/** How long a start waits for the Redis subscription before serving anyway (signals then resume). */
const READY_WAIT_MS = 3000;

/**
 * The live unread channel of one app: the bus (Redis pub/sub when REDIS_URL is set, in-process
 * otherwise) attached to the database handle for `signalUnread`, and the streams this process holds.
 * Streams end before the server closes (it would wait for them forever), the bus after.
 */
export function setUpLiveUnread(app: FastifyInstance, deps: { db: Db; redisUrl?: string; redis?: Redis }) {
  const { db } = deps;
  const bus: UnreadBus =
    deps.redisUrl && deps.redis
      ? createRedisBus({ url: deps.redisUrl, publisher: deps.redis, log: app.log })
      : createMemoryBus();
  const streams: UnreadStreams = createUnreadStreams({
    readCounts: (userId) => readUnreadCounts(db, userId),
    checkSession: (sessionId, userId) => describeSession(db, sessionId, userId),
    log: app.log,
  });
  bus.subscribe((userIds) => streams.onSignal(userIds));
  attachUnreadPublisher(db, (userIds) => bus.publish(userIds));

  app.addHook('onReady', async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, READY_WAIT_MS);
    });
    await Promise.race([bus.ready, timeout]);
    clearTimeout(timer);
  });
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => bus.close());

  return { bus, streams };
}
