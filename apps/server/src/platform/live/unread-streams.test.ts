import type { UnreadCounts } from '@frog/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventStream } from './event-stream';
import { createUnreadStreams, type StreamSession } from './unread-streams';

type FakeStream = EventStream & { sent: { event: string; data: unknown }[]; comments: string[] };

function fakeStream(): FakeStream {
  let closed = false;
  const listeners: (() => void)[] = [];
  return {
    sent: [],
    comments: [],
    send(event, data) {
      if (!closed) this.sent.push({ event, data });
    },
    comment(text) {
      if (!closed) this.comments.push(text);
    },
    close() {
      closed = true;
      for (const listener of listeners.splice(0)) listener();
    },
    get closed() {
      return closed;
    },
    onClose(listener) {
      listeners.push(listener);
    },
  };
}

const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
const DAY_MS = 24 * 3600 * 1000;

/** Sessions by id, as the database would answer for them; a test ends one by changing it. */
let sessionStates: Map<string, StreamSession>;
const checkSession = vi.fn(
  async (sessionId: string): Promise<StreamSession> =>
    sessionStates.get(sessionId) ?? { live: true, expiresAt: new Date(Date.now() + DAY_MS) },
);

/** The per-process registry of streams: timing rules checked with a fake clock. */
describe('unread streams of one process', () => {
  let total = 0;
  const readCounts = vi.fn(
    async (): Promise<UnreadCounts> => ({ notifications: total, comments: 0, messages: 0, total }),
  );
  beforeEach(() => {
    vi.useFakeTimers();
    total = 0;
    readCounts.mockClear();
    sessionStates = new Map();
  });
  afterEach(() => vi.useRealTimers());

  const unreadPushes = (stream: FakeStream) => stream.sent.filter((s) => s.event === 'unread');

  it('pushes once per user per window however many signals arrive, to every stream of that user', async () => {
    const streams = createUnreadStreams({ readCounts, checkSession, log, coalesceMs: 250 });
    const [a, b, other] = [fakeStream(), fakeStream(), fakeStream()];
    streams.add(1, `session-1`, a);
    streams.add(1, `session-1`, b);
    streams.add(2, `session-2`, other);
    await vi.advanceTimersByTimeAsync(0);
    expect(unreadPushes(a)).toHaveLength(1);

    total = 3;
    for (let i = 0; i < 20; i++) streams.onSignal([1]);
    await vi.advanceTimersByTimeAsync(0);
    total = 4;
    for (let i = 0; i < 20; i++) streams.onSignal([1]);
    await vi.advanceTimersByTimeAsync(100);
    expect(unreadPushes(a)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(200);
    // One read per user and window, shared by both of its streams; the other user untouched.
    expect(unreadPushes(a).map((p) => (p.data as UnreadCounts).total)).toEqual([0, 3, 4]);
    expect(unreadPushes(b).map((p) => (p.data as UnreadCounts).total)).toEqual([0, 3, 4]);
    expect(unreadPushes(other)).toHaveLength(1);
    expect(readCounts).toHaveBeenCalledTimes(2 + 1 + 2);
    streams.closeAll();
  });

  it('writes a heartbeat comment to every stream on its interval', async () => {
    const streams = createUnreadStreams({ readCounts, checkSession, log, heartbeatMs: 25_000 });
    const stream = fakeStream();
    streams.add(1, `session-1`, stream);
    await vi.advanceTimersByTimeAsync(24_000);
    expect(stream.comments).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(stream.comments).toEqual(['ping']);
    streams.closeAll();
  });

  it('closes the oldest stream past the cap, telling it not to come back', async () => {
    const streams = createUnreadStreams({ readCounts, checkSession, log, maxPerUser: 2 });
    const [first, second, third] = [fakeStream(), fakeStream(), fakeStream()];
    for (const stream of [first, second, third]) streams.add(7, `session-7`, stream);
    expect(first.closed).toBe(true);
    expect(first.sent.at(-1)?.event).toBe('evicted');
    expect([second.closed, third.closed]).toEqual([false, false]);
    expect(streams.size()).toBe(2);
  });

  it('forgets a stream when its client goes, and ends every stream on close', async () => {
    const streams = createUnreadStreams({ readCounts, checkSession, log });
    const [gone, stays] = [fakeStream(), fakeStream()];
    streams.add(1, `session-1`, gone);
    streams.add(2, `session-2`, stays);
    gone.close();
    expect(streams.size()).toBe(1);
    streams.onSignal([1]);
    await vi.advanceTimersByTimeAsync(300);
    expect(readCounts).toHaveBeenCalledTimes(2); // the two connects only
    streams.closeAll();
    expect(stays.closed).toBe(true);
    expect(streams.size()).toBe(0);
  });

  it('keeps the stream open when the counts cannot be read (the next signal tries again)', async () => {
    const streams = createUnreadStreams({ readCounts, checkSession, log });
    const stream = fakeStream();
    readCounts.mockRejectedValueOnce(new Error('database down'));
    streams.add(1, `session-1`, stream);
    await vi.advanceTimersByTimeAsync(0);
    expect(stream.sent).toEqual([]);
    expect(stream.closed).toBe(false);
    streams.onSignal([1]);
    await vi.advanceTimersByTimeAsync(300);
    expect(unreadPushes(stream)).toHaveLength(1);
    streams.closeAll();
  });

  it('tells a stream why its session ended and closes it, when told the session changed', async () => {
    const streams = createUnreadStreams({ readCounts, checkSession, log });
    const [signedOut, otherTab, otherUser] = [fakeStream(), fakeStream(), fakeStream()];
    streams.add(1, 'session-a', signedOut);
    streams.add(1, 'session-b', otherTab);
    streams.add(2, 'session-c', otherUser);
    await vi.advanceTimersByTimeAsync(0);

    const ended = { reason: 'signed_out' as const, message: '你已退出登录' };
    sessionStates.set('session-a', { live: false, ended });
    streams.onSessionChange([1]);
    await vi.advanceTimersByTimeAsync(0);
    expect(signedOut.closed).toBe(true);
    expect(signedOut.sent.at(-1)).toEqual({ event: 'ended', data: ended });
    // The user's other session, and other users, stay.
    expect([otherTab.closed, otherUser.closed]).toEqual([false, false]);
    expect(streams.size()).toBe(2);

    sessionStates.set('session-c', { live: false, ended: { reason: 'banned', message: '你的账号已被封禁' } });
    streams.onSessionChange('all');
    await vi.advanceTimersByTimeAsync(0);
    expect(otherUser.closed).toBe(true);
    expect(otherTab.closed).toBe(false);
    streams.closeAll();
  });

  it('closes a stream when its session expires, unless it was renewed meanwhile', async () => {
    const streams = createUnreadStreams({ readCounts, checkSession, log, heartbeatMs: DAY_MS * 10 });
    const stream = fakeStream();
    sessionStates.set('s', { live: true, expiresAt: new Date(Date.now() + 60_000) });
    streams.add(1, 's', stream);
    await vi.advanceTimersByTimeAsync(0);

    // Renewed before it expires: checked at the old time, kept, checked again at the new one.
    sessionStates.set('s', { live: true, expiresAt: new Date(Date.now() + 120_000) });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(stream.closed).toBe(false);
    sessionStates.set('s', { live: false, ended: { reason: 'expired', message: '登录已过期，请重新登录' } });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stream.closed).toBe(true);
    expect(stream.sent.at(-1)?.event).toBe('ended');
    streams.closeAll();
  });
});
