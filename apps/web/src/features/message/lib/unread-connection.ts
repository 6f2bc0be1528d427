import { type UnreadCounts, type UnreadStreamEnded, unreadCountsSchema, unreadStream } from '@frog/contracts';

/** The slice of EventSource this uses (a fake in tests). */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
  onerror: ((event: Event) => void) | null;
};

export type UnreadConnectionDeps = {
  openStream: (path: string) => EventSourceLike;
  /** One read of the counts (the slow poll). */
  poll: () => Promise<UnreadCounts>;
  onCounts: (counts: UnreadCounts, origin: 'stream' | 'poll') => void;
  /** The session ended (signed out elsewhere, expired, banned): the connection has stopped. */
  onEnded?: (ended: UnreadStreamEnded) => void;
  /** Where `online`/`offline` and `visibilitychange` are heard (window and document). */
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** Slow poll interval while the stream is unavailable. */
  pollMs?: number;
  /** Errors in a row (no event between them) after which the stream is given up for polling. */
  maxErrors?: number;
  /** While polling, how often the stream is tried again. */
  retryStreamMs?: number;
};

export type UnreadMode = 'stream' | 'poll' | 'stopped';
export type UnreadConnection = { mode(): UnreadMode; stop(): void };

const OPEN = 1;
const CLOSED = 2;

/**
 * Keeps one user's unread counts live: an EventSource on the stream (it reconnects by itself after
 * a drop, waiting the server's `retry`), or, when the stream is refused (closed by the browser:
 * a 401, a proxy answering something else), fails `maxErrors` times in a row, or the server says
 * there are too many streams, a slow poll that keeps trying the stream again now and then.
 * Coming back online or to a visible tab reopens a stream that is not open.
 */
export function connectUnread(deps: UnreadConnectionDeps): UnreadConnection {
  const win = deps.win ?? window;
  const doc = deps.doc ?? document;
  const pollMs = deps.pollMs ?? 60_000;
  const maxErrors = deps.maxErrors ?? 3;
  const retryStreamMs = deps.retryStreamMs ?? 5 * 60_000;

  let mode: UnreadMode = 'stream';
  let source: EventSourceLike | undefined;
  let errors = 0;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const closeStream = () => {
    if (!source) return;
    source.onerror = null;
    source.close();
    source = undefined;
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    clearTimeout(retryTimer);
    pollTimer = undefined;
    retryTimer = undefined;
  };
  const pollOnce = () => {
    deps.poll().then(
      (counts) => {
        if (mode === 'poll') deps.onCounts(counts, 'poll');
      },
      () => undefined, // the next tick asks again
    );
  };

  const startPolling = () => {
    closeStream();
    if (mode === 'stopped' || mode === 'poll') return;
    mode = 'poll';
    pollOnce();
    pollTimer = setInterval(pollOnce, pollMs);
    retryTimer = setTimeout(openStream, retryStreamMs);
  };

  function openStream() {
    if (mode === 'stopped') return;
    stopPolling();
    closeStream();
    mode = 'stream';
    errors = 0;
    const opened = deps.openStream(unreadStream.path);
    source = opened;
    opened.addEventListener(unreadStream.events.unread, (event) => {
      if (source !== opened) return;
      errors = 0;
      try {
        const counts = unreadCountsSchema.parse(JSON.parse(String(event.data)));
        deps.onCounts(counts, 'stream');
      } catch {
        // a malformed event is skipped; the next one carries the full counts again
      }
    });
    opened.addEventListener(unreadStream.events.evicted, () => {
      if (source === opened) startPolling();
    });
    opened.addEventListener(unreadStream.events.ended, (event) => {
      if (source !== opened) return;
      stop();
      deps.onEnded?.(parseEnded(String(event.data)));
    });
    opened.onerror = () => {
      if (source !== opened) return;
      errors++;
      // CLOSED: the browser will not retry (refused); otherwise it is reconnecting by itself.
      if (opened.readyState === CLOSED || errors >= maxErrors) startPolling();
    };
  }

  const streamIsOpen = () => mode === 'stream' && source?.readyState === OPEN;
  const handleOnline = () => {
    if (mode !== 'stopped' && !streamIsOpen()) openStream();
  };
  const handleVisibility = () => {
    if (doc.visibilityState === 'visible') handleOnline();
  };

  win.addEventListener('online', handleOnline);
  doc.addEventListener('visibilitychange', handleVisibility);
  function stop() {
    mode = 'stopped';
    stopPolling();
    closeStream();
    win.removeEventListener('online', handleOnline);
    doc.removeEventListener('visibilitychange', handleVisibility);
  }
  openStream();

  return { mode: () => mode, stop };
}

const ENDED_REASONS: UnreadStreamEnded['reason'][] = ['signed_out', 'expired', 'banned'];

/** The `ended` event's data; anything unreadable still means the session is over. */
function parseEnded(data: string): UnreadStreamEnded {
  try {
    const parsed = JSON.parse(data) as Partial<UnreadStreamEnded>;
    if (parsed.reason && ENDED_REASONS.includes(parsed.reason) && typeof parsed.message === 'string')
      return { reason: parsed.reason, message: parsed.message };
  } catch {
    // fall through
  }

  return { reason: 'signed_out', message: '登录已失效，请重新登录' };
}
