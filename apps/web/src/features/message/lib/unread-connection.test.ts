import type { UnreadCounts, UnreadStreamEnded } from '@frog/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectUnread, type EventSourceLike } from './unread-connection';

/** An EventSource the test drives: events, errors and the browser's own state. */
class FakeEventSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  emit(type: string, data: unknown) {
    this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  /** A drop the browser retries (CONNECTING) or gives up on (CLOSED: refused, e.g. a 401). */
  fail(state: 'retrying' | 'refused') {
    this.readyState = state === 'retrying' ? 0 : 2;
    this.onerror?.(new Event('error'));
  }
}

const counts = (total: number): UnreadCounts => ({ notifications: total, comments: 0, messages: 0, total });

describe('connectUnread: live stream, or a slow poll where it is refused', () => {
  let sources: FakeEventSource[];
  let poll: ReturnType<typeof vi.fn<() => Promise<UnreadCounts>>>;
  let received: [number, string][];
  let ended: UnreadStreamEnded[];
  const current = () => sources.at(-1)!;
  const open = () =>
    connectUnread({
      openStream: (path) => {
        const source = new FakeEventSource(path);
        sources.push(source);
        return source;
      },
      poll,
      onCounts: (c, origin) => received.push([c.total, origin]),
      onEnded: (e) => ended.push(e),
      pollMs: 60_000,
      maxErrors: 3,
      retryStreamMs: 300_000,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    received = [];
    ended = [];
    poll = vi.fn(async () => counts(9));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the stream and hands over each event’s counts', () => {
    const connection = open();
    expect(current().url).toBe('/api/message/stream');
    current().emit('unread', counts(1));
    current().emit('unread', counts(2));
    expect(received).toEqual([
      [1, 'stream'],
      [2, 'stream'],
    ]);
    expect(connection.mode()).toBe('stream');
    expect(poll).not.toHaveBeenCalled();
    connection.stop();
  });

  it('lets the browser reconnect after a drop, as long as events come between the errors', async () => {
    const connection = open();
    for (let i = 0; i < 5; i++) {
      current().fail('retrying');
      current().fail('retrying');
      current().emit('unread', counts(i));
    }
    expect(connection.mode()).toBe('stream');
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(poll).not.toHaveBeenCalled();
    connection.stop();
  });

  it('polls slowly when the stream is refused, and tries the stream again later', async () => {
    const connection = open();
    current().fail('refused');
    expect(connection.mode()).toBe('poll');
    expect(current().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual([[9, 'poll']]);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(3);

    await vi.advanceTimersByTimeAsync(180_000);
    expect(connection.mode()).toBe('stream');
    expect(sources).toHaveLength(2);
    const pollsBefore = poll.mock.calls.length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(poll).toHaveBeenCalledTimes(pollsBefore);
    connection.stop();
  });

  it('gives up on a stream that keeps failing without an event', async () => {
    const connection = open();
    current().fail('retrying');
    current().fail('retrying');
    expect(connection.mode()).toBe('stream');
    current().fail('retrying');
    expect(connection.mode()).toBe('poll');
    await vi.advanceTimersByTimeAsync(0);
    expect(poll).toHaveBeenCalledTimes(1);
    connection.stop();
  });

  it('stops streaming when the server says there are too many streams, and polls', async () => {
    const connection = open();
    current().emit('unread', counts(1));
    current().emit('evicted', { reason: 'too_many_streams' });
    expect(connection.mode()).toBe('poll');
    expect(current().closed).toBe(true);
    connection.stop();
  });

  it('stops for good when the server says the session ended, and says why', async () => {
    const connection = open();
    current().emit('unread', counts(1));
    const banned = { reason: 'banned', message: '你的账号已被封禁，原因：广告。' };
    current().emit('ended', banned);
    expect(connection.mode()).toBe('stopped');
    expect(current().closed).toBe(true);
    expect(ended).toEqual([banned]);
    // Neither polling nor a reconnect follows, online or not.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(sources).toHaveLength(1);
    expect(poll).not.toHaveBeenCalled();
  });

  it('reopens at once when the network comes back or the tab is shown again', async () => {
    const connection = open();
    current().fail('refused');
    expect(connection.mode()).toBe('poll');
    window.dispatchEvent(new Event('online'));
    expect(connection.mode()).toBe('stream');
    expect(sources).toHaveLength(2);

    // An open stream is left alone when the tab is shown.
    current().emit('unread', counts(1));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sources).toHaveLength(2);

    // A stream the browser is still reconnecting is replaced by a fresh one.
    current().fail('retrying');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sources).toHaveLength(3);
    expect(sources[1]!.closed).toBe(true);
    connection.stop();
  });

  it('stop closes the stream, ends the poll and forgets the page events', async () => {
    const connection = open();
    current().fail('refused');
    connection.stop();
    expect(connection.mode()).toBe('stopped');
    await vi.advanceTimersByTimeAsync(600_000);
    expect(poll).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(sources).toHaveLength(1);
    expect(received).toEqual([]);
  });

  it('skips a malformed event and keeps going', () => {
    const connection = open();
    current().emit('unread', { total: 'lots' });
    current().emit('unread', counts(4));
    expect(received).toEqual([[4, 'stream']]);
    connection.stop();
  });
});
