import { createServer } from 'node:net';

/**
 * An unused loopback port, held: a server's PUBLIC_URL (and the notify URL in it) names its port
 * before the app is built, which takes seconds, and a port merely found free was sometimes taken by
 * something else in that time (EADDRINUSE when the app listened, on a machine running other suites).
 * The port stays bound until `release`, called right before the app listens on it.
 */
export function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const holder = createServer();
    holder.once('error', reject);
    holder.listen(0, '127.0.0.1', () => {
      const address = holder.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, release: () => new Promise<void>((done) => holder.close(() => done())) });
    });
  });
}

/** An unused loopback port, released at once (for a child process that listens on it soon after). */
export async function freePort(): Promise<number> {
  const { port, release } = await reservePort();
  await release();

  return port;
}
