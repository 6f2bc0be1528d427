import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';

/** One open Server-Sent Events response. */
export type EventStream = {
  send(event: string, data: unknown): void;
  /** A comment line: ignored by EventSource, keeps proxies from timing an idle stream out. */
  comment(text: string): void;
  close(): void;
  readonly closed: boolean;
  onClose(listener: () => void): void;
};

/**
 * Takes the response over from Fastify (hijack) and opens a `text/event-stream` on it. The headers
 * Fastify's hooks already put on the reply (security headers, request id) are kept. No compression,
 * no caching, no proxy buffering (nginx reads `X-Accel-Buffering`); `retry` tells EventSource how
 * long to wait before reconnecting after a drop.
 */
export function openEventStream(reply: FastifyReply, options: { retryMs: number }): EventStream {
  reply.hijack();
  const raw = reply.raw;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && name !== 'content-length') headers[name] = value;
  }
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    'x-accel-buffering': 'no',
    // A stream's socket is not reused for another request: when it ends, the socket goes too
    // (otherwise an ended stream's keep-alive socket can hold the server's close up).
    connection: 'close',
  });
  raw.socket?.setNoDelay(true);
  raw.write(`retry: ${options.retryMs}\n\n`);

  let closed = false;
  const closeListeners: (() => void)[] = [];
  const markClosed = () => {
    if (closed) return;
    closed = true;
    for (const listener of closeListeners.splice(0)) listener();
  };
  raw.on('close', markClosed);
  raw.on('error', markClosed);

  const write = (chunk: string) => {
    if (closed || raw.writableEnded || raw.destroyed) return;
    raw.write(chunk);
  };

  return {
    send(event, data) {
      // JSON has no raw newlines, so one `data:` line carries it.
      write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment(text) {
      write(`: ${text.replace(/[\r\n]/g, ' ')}\n\n`);
    },
    close() {
      if (!raw.writableEnded) raw.end();
      markClosed();
    },
    get closed() {
      return closed;
    },
    onClose(listener) {
      if (closed) listener();
      else closeListeners.push(listener);
    },
  };
}
