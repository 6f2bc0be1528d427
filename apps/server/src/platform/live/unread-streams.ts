import { type UnreadCounts, unreadStream } from '@frog/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { EventStream } from './event-stream';

export type UnreadStreamsOptions = {
  readCounts: (userId: number) => Promise<UnreadCounts>;
  log: FastifyBaseLogger;
  /** Streams one user may hold at once (tabs, devices); the oldest is closed past it. */
  maxPerUser?: number;
  /** At most one push per user in this window: a burst of signals becomes one re-read. */
  coalesceMs?: number;
  heartbeatMs?: number;
};

export type UnreadStreams = {
  /** Adopts an open stream for a user: sends the current counts, then fresh ones on each signal. */
  add(userId: number, stream: EventStream): void;
  /** The bus listener: these users have something new. */
  onSignal(userIds: number[]): void;
  /** Streams open in this process (tests and health). */
  size(): number;
  /** Ends every stream (app close: the server cannot close while a response is open). */
  closeAll(): void;
};

type UserStreams = { streams: EventStream[]; timer?: NodeJS.Timeout; lastPushAt: number };

/** The streams this process holds, by user. */
export function createUnreadStreams(options: UnreadStreamsOptions): UnreadStreams {
  const { readCounts, log } = options;
  const maxPerUser = options.maxPerUser ?? 5;
  const coalesceMs = options.coalesceMs ?? 250;
  const byUser = new Map<number, UserStreams>();

  const sendCounts = async (userId: number, targets: EventStream[]) => {
    try {
      const counts = await readCounts(userId);
      for (const stream of targets) stream.send(unreadStream.events.unread, counts);
    } catch (error) {
      // The client keeps its last counts and its slow poll; the next signal tries again.
      log.warn({ err: error, userId }, 'unread counts not pushed');
    }
  };

  const push = (userId: number) => {
    const entry = byUser.get(userId);
    if (!entry || entry.timer) return;
    const wait = Math.max(0, entry.lastPushAt + coalesceMs - Date.now());
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      entry.lastPushAt = Date.now();
      // A signal arriving while this reads schedules another push, so nothing new is missed.
      void sendCounts(userId, [...entry.streams]);
    }, wait);
  };

  const remove = (userId: number, stream: EventStream) => {
    const entry = byUser.get(userId);
    if (!entry) return;
    entry.streams = entry.streams.filter((s) => s !== stream);
    if (entry.streams.length > 0) return;
    clearTimeout(entry.timer);
    byUser.delete(userId);
  };

  const heartbeat = setInterval(() => {
    for (const entry of byUser.values()) for (const stream of entry.streams) stream.comment('ping');
  }, options.heartbeatMs ?? 25_000);
  heartbeat.unref();

  return {
    add(userId, stream) {
      const entry = byUser.get(userId) ?? { streams: [], lastPushAt: 0 };
      byUser.set(userId, entry);
      entry.streams.push(stream);
      stream.onClose(() => remove(userId, stream));
      while (entry.streams.length > maxPerUser) {
        const oldest = entry.streams[0]!;
        // Told first, so its EventSource does not reconnect and push out the next one.
        oldest.send(unreadStream.events.evicted, { reason: 'too_many_streams' });
        oldest.close();
        remove(userId, oldest);
      }
      void sendCounts(userId, [stream]);
    },
    onSignal(userIds) {
      for (const userId of userIds) push(userId);
    },
    size() {
      let n = 0;
      for (const entry of byUser.values()) n += entry.streams.length;
      return n;
    },
    closeAll() {
      clearInterval(heartbeat);
      for (const [userId, entry] of [...byUser]) {
        clearTimeout(entry.timer);
        for (const stream of [...entry.streams]) stream.close();
        byUser.delete(userId);
      }
    },
  };
}
