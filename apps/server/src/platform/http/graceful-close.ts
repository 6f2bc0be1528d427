import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** How often a closing server looks again for connections that never sent a request. */
const SWEEP_MS = 100;

/**
 * Makes `app.close()` end in bounded time. Node's `server.close()` reaps the keep-alive sockets idle
 * at that moment only: one whose request finishes later stays open for `keepAliveTimeout` (72 s in
 * Fastify), and one that was opened and never sent a byte (an HTTP client's spare pooled connection,
 * a load balancer's pre-connect) is not idle to Node at all and held the close for `headersTimeout`
 * (60 s). While closing, both are dropped as they appear; requests in flight get `drainMs` to
 * finish, then every socket is closed.
 */
export function registerGracefulClose(app: FastifyInstance, options: { drainMs: number }): void {
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  app.addHook('preClose', async () => {
    const dropUnused = () => {
      app.server.closeIdleConnections();
      for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
    };
    const sweep = setInterval(dropUnused, SWEEP_MS);
    const deadline = setTimeout(() => app.server.closeAllConnections(), options.drainMs);
    sweep.unref();
    deadline.unref();
    app.server.once('close', () => {
      clearInterval(sweep);
      clearTimeout(deadline);
    });
    // Fastify calls server.close() right after the preClose hooks; the first sweep follows it.
    setImmediate(dropUnused);
  });
}
