import { connect, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerGracefulClose } from './graceful-close';

const opened: Socket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.destroy();
});

async function listening(drainMs: number, handler?: () => Promise<string>): Promise<FastifyInstance> {
  const app = Fastify();
  registerGracefulClose(app, { drainMs });
  app.get('/slow', handler ?? (async () => 'ok'));
  await app.listen({ host: '127.0.0.1', port: 0 });

  return app;
}

function openSocket(app: FastifyInstance): Promise<Socket> {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const socket = connect(port, '127.0.0.1');
  opened.push(socket);

  return new Promise((resolve) => socket.once('connect', () => resolve(socket)));
}

async function timeClose(app: FastifyInstance): Promise<number> {
  const started = Date.now();
  await app.close();

  return Date.now() - started;
}

describe('graceful close', () => {
  it('does not wait for a connection that never sent a request (Node alone waits 60 s)', async () => {
    const app = await listening(30_000);
    const socket = await openSocket(app);
    const ended = new Promise((resolve) => socket.once('close', resolve));

    expect(await timeClose(app)).toBeLessThan(2_000);
    await ended;
  });

  it('lets a request in flight finish, then closes without waiting for its keep-alive socket', async () => {
    let finish = () => {};
    const app = await listening(30_000, () => new Promise((resolve) => (finish = () => resolve('done'))));
    const response = fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const closed = timeClose(app);
    setTimeout(() => finish(), 300);
    expect(await closed).toBeLessThan(2_000);
    expect(await (await response).text()).toBe('done');
  });

  it('closes a request still running at the drain deadline', async () => {
    const app = await listening(300, () => new Promise(() => {}));
    const socket = await openSocket(app);
    socket.write('GET /slow HTTP/1.1\r\nhost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));

    expect(await timeClose(app)).toBeLessThan(2_000);
  });
});
