import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { parseUserIds, type UnreadBus, type UnreadListener } from './unread-bus';

/** The one channel every process publishes to and listens on. */
export const UNREAD_CHANNEL = 'frog:unread';

type RedisBusOptions = {
  url: string;
  /** The app's ordinary connection (rate limits), reused to publish. */
  publisher: Redis;
  log: FastifyBaseLogger;
  channel?: string;
};

/**
 * Several processes: a signal is published on one Redis channel (message: the user ids as JSON)
 * and every process, this one included, hears it and pushes to the streams it holds. A subscribed
 * connection can do nothing else, hence its own; ioredis reconnects and resubscribes by itself.
 * A lost signal costs a badge's freshness only: clients also re-read on reconnect and poll.
 */
export function createRedisBus({
  url,
  publisher,
  log,
  channel = UNREAD_CHANNEL,
}: RedisBusOptions): UnreadBus {
  // No retry limit: the SUBSCRIBE waits in the offline queue until Redis answers, after which
  // ioredis resubscribes by itself on every reconnect.
  const subscriber = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: null });
  let firstError: () => void = () => {};
  const failed = new Promise<void>((resolve) => {
    firstError = resolve;
  });
  subscriber.on('error', (error) => {
    firstError();
    log.warn({ err: error }, 'redis unread subscriber error');
  });
  const listeners = new Set<UnreadListener>();
  let closed = false;

  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const userIds = parseUserIds(message);
    if (!userIds) return log.warn({ message: message.slice(0, 200) }, 'unread message ignored');
    for (const listener of listeners) listener(userIds);
  });
  const subscribed = subscriber.subscribe(channel).then(
    () => undefined,
    (error: unknown) => log.warn({ err: error }, 'redis unread subscribe failed'),
  );
  // A start does not wait on a Redis that is down: it serves, and signals flow once it is back.
  const ready = Promise.race([subscribed, failed]);

  return {
    publish(userIds) {
      if (closed) return;
      publisher
        .publish(channel, JSON.stringify(userIds))
        .catch((error: unknown) => log.warn({ err: error }, 'redis unread publish failed'));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready,
    async close() {
      closed = true;
      listeners.clear();
      subscriber.disconnect();
    },
  };
}
