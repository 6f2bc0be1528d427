import type { UnreadCounts } from '@frog/contracts';
import { unreadStream } from '@frog/contracts';

export type SseEvent = { event: string; data: string };

/**
 * A Server-Sent Events reader over real HTTP (Node's fetch), like a browser's EventSource without
 * the reconnecting: the events as they arrive, the comment lines, and whether the server ended it.
 */
export type SseClient = {
  status: number;
  headers: Headers;
  events: SseEvent[];
  comments: string[];
  retry: number | undefined;
  /** Resolves with the next `unread` event's counts after the `after`-th event (default: the next new one). */
  nextCounts(timeoutMs?: number): Promise<UnreadCounts>;
  /** Resolves once an event of this name has arrived (any time since connecting). */
  waitFor(event: string, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The body of a refused (non-stream) answer. */
  body?: unknown;
  close(): void;
};

export async function connectSse(baseUrl: string, cookie?: string): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${unreadStream.path}`, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    signal: controller.signal,
  });
  const client: SseClient = {
    status: response.status,
    headers: response.headers,
    events: [],
    comments: [],
    retry: undefined,
    nextCounts: () => Promise.reject(new Error('no stream')),
    waitFor: () => Promise.reject(new Error('no stream')),
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
    client.body = await response.json();
    return client;
  }

  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  const waitUntil = <T>(found: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${what} within ${timeoutMs} ms; events: ${JSON.stringify(client.events)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });

  let consumed = 0;
  client.nextCounts = (timeoutMs = 60_000) =>
    waitUntil(
      () => {
        while (consumed < client.events.length) {
          const event = client.events[consumed++]!;
          if (event.event === unreadStream.events.unread) return JSON.parse(event.data) as UnreadCounts;
        }
        return undefined;
      },
      timeoutMs,
      'unread event',
    );
  client.waitFor = (name, timeoutMs = 60_000) =>
    waitUntil(() => client.events.find((e) => e.event === name), timeoutMs, `${name} event`);

  client.ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) client.comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
            else if (line.startsWith('retry: ')) client.retry = Number(line.slice(7));
          }
          if (data.length > 0) client.events.push({ event, data: data.join('\n') });
          notify();
        }
      }
    } catch {
      // aborted by close()
    }
  })();

  return client;
}
