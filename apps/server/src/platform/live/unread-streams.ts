import { type UnreadCounts, type UnreadStreamEnded, unreadStream } from '@frog/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { EventStream } from './event-stream';

/** Whether the session a stream was opened with still holds, asked when it may have ended. */
export type StreamSession = { live: true; expiresAt: Date } | { live: false; ended: UnreadStreamEnded };

export type UnreadStreamsOptions = {
  readCounts: (userId: number) => Promise<UnreadCounts>;
  /** Reads the session of `sessionId` (of `userId`) as the database has it now. */
  checkSession: (sessionId: string, userId: number) => Promise<StreamSession>;
  log: FastifyBaseLogger;
  /** Streams one user may hold at once (tabs, devices); the oldest is closed past it. */
  maxPerUser?: number;
  /** At most one push per user in this window: a burst of signals becomes one re-read. */
  coalesceMs?: number;
  heartbeatMs?: number;
};

export type UnreadStreams = {
  /**
   * Adopts an open stream for a user's session: sends the current counts, then fresh ones on each
   * signal, until the session ends.
   */
  add(userId: number, sessionId: string, stream: EventStream): void;
  /** The bus listener: these users have something new. */
  onSignal(userIds: number[]): void;
  /**
   * The database says these users' sessions or user rows changed (a sign-out, a ban; every process
   * hears it): their streams whose session no longer holds are told why and closed.
   */
  onSessionChange(userIds: number[] | 'all'): void;
  /** Streams open in this process (tests and health). */
  size(): number;
  /** Ends every stream (app close: the server cannot close while a response is open). */
  closeAll(): void;
};

type UserStreams = { streams: EventStream[]; timer?: NodeJS.Timeout; lastPushAt: number };
type Watch = { sessionId: string; expiry?: NodeJS.Timeout };

/** setTimeout's longest wait; a session ending later is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The streams this process holds, by user. */
export function createUnreadStreams(options: UnreadStreamsOptions): UnreadStreams {
  const { readCounts, log } = options;
  const maxPerUser = options.maxPerUser ?? 5;
  const coalesceMs = options.coalesceMs ?? 250;
  const byUser = new Map<number, UserStreams>();
  const watches = new Map<EventStream, Watch>();

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
    clearTimeout(watches.get(stream)?.expiry);
    watches.delete(stream);
    const entry = byUser.get(userId);
    if (!entry) return;
    entry.streams = entry.streams.filter((s) => s !== stream);
    if (entry.streams.length > 0) return;
    clearTimeout(entry.timer);
    byUser.delete(userId);
  };

  /** Ends the stream if its session no longer holds; otherwise checks again when it would expire. */
  const verify = async (userId: number, stream: EventStream) => {
    const watch = watches.get(stream);
    if (!watch) return;
    let session: StreamSession;
    try {
      session = await options.checkSession(watch.sessionId, userId);
    } catch (error) {
      log.warn({ err: error, userId }, 'unread stream session not checked');
      return;
    }
    if (stream.closed || watches.get(stream) !== watch) return;
    clearTimeout(watch.expiry);
    if (!session.live) {
      // Told first, so its EventSource does not reconnect (it would be refused anyway).
      stream.send(unreadStream.events.ended, session.ended);
      stream.close();
      remove(userId, stream);
      return;
    }
    const wait = Math.min(Math.max(0, session.expiresAt.getTime() - Date.now()) + 1, MAX_TIMER_MS);
    watch.expiry = setTimeout(() => void verify(userId, stream), wait);
    watch.expiry.unref();
  };

  const heartbeat = setInterval(() => {
    for (const entry of byUser.values()) for (const stream of entry.streams) stream.comment('ping');
  }, options.heartbeatMs ?? 25_000);
  heartbeat.unref();

  return {
    add(userId, sessionId, stream) {
      const entry = byUser.get(userId) ?? { streams: [], lastPushAt: 0 };
      byUser.set(userId, entry);
      entry.streams.push(stream);
      watches.set(stream, { sessionId });
      stream.onClose(() => remove(userId, stream));
      while (entry.streams.length > maxPerUser) {
        const oldest = entry.streams[0]!;
        // Told first, so its EventSource does not reconnect and push out the next one.
        oldest.send(unreadStream.events.evicted, { reason: 'too_many_streams' });
        oldest.close();
        remove(userId, oldest);
      }
      void sendCounts(userId, [stream]);
      // Its expiry is read once now; a sign-out or ban before then is announced (onSessionChange).
      void verify(userId, stream);
    },
    onSignal(userIds) {
      for (const userId of userIds) push(userId);
    },
    onSessionChange(userIds) {
      const users = userIds === 'all' ? [...byUser.keys()] : userIds;
      for (const userId of users) {
        for (const stream of [...(byUser.get(userId)?.streams ?? [])]) void verify(userId, stream);
      }
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
      for (const watch of watches.values()) clearTimeout(watch.expiry);
      watches.clear();
    },
  };
}
