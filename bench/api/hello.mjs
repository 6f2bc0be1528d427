// The baseline: a bare Fastify handler answering the app's envelope, in its own process on the same
// Node, no logger, no plugins. `node bench/api/hello.mjs <port>`.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ code: 200, message: 'ok', data: { hello: 'world' } }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
