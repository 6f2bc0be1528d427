/**
 * Test harness: the simulator on a bare Fastify at 127.0.0.1 (random port), a tiny notify receiver
 * that verifies like the real notify route would, and the Huifu adapter pointed at both.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { PaymentNotificationError } from '../errors';
import { createHuifuProvider } from '../huifu/adapter';
import type { HuifuApiVersion } from '../huifu/endpoints';
import type { PaymentNotification, PaymentProvider } from '../provider';
import type { SimulatorKeys } from '../simulator/keys';
import { simulatorPlugin } from '../simulator/plugin';
import { createSimulator, type Simulator } from '../simulator/simulator';
import { reservePort } from '../../../../../test/free-port';

/** How the receiver answers: the right ack, a wrong body, HTTP 500, or a redirect. */
export type ReceiverMode = 'ack' | 'wrong_body' | 'error' | 'redirect';

export interface ReceivedNotification {
  form: Record<string, string>;
  event?: PaymentNotification;
  error?: PaymentNotificationError;
}

export interface Harness {
  sim: Simulator;
  provider: PaymentProvider;
  /** Origin of the simulator server, e.g. http://127.0.0.1:40123. */
  publicUrl: string;
  notifyUrl: string;
  received: ReceivedNotification[];
  setReceiverMode(mode: ReceiverMode): void;
  /** A provider for another endpoint generation or timeout, same simulator. */
  providerFor(apiVersion: HuifuApiVersion, timeoutMs?: number): PaymentProvider;
  close(): Promise<void>;
}

/** Starts the simulator and receiver; call `close()` in afterAll. */
export async function startHarness(
  keys: SimulatorKeys,
  options: { apiVersion?: HuifuApiVersion; timeoutMs?: number; retryDelaysMs?: number[] } = {},
): Promise<Harness> {
  const { port, release } = await reservePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const received: ReceivedNotification[] = [];
  let mode: ReceiverMode = 'ack';
  const receiver = Fastify();
  const sim = createSimulator({
    publicUrl,
    keys,
    notifyRetryDelaysMs: options.retryDelaysMs ?? [20, 20, 20],
    notifyTimeoutMs: 1000,
  });
  const providerFor = (apiVersion: HuifuApiVersion, timeoutMs = options.timeoutMs ?? 2000) =>
    createHuifuProvider({
      apiVersion,
      baseUrl: `${publicUrl}/sim/huifu`,
      sysId: sim.merchant.sysId,
      productId: sim.merchant.productId,
      huifuId: sim.merchant.huifuId,
      merchantPrivateKey: keys.merchant.privateKey,
      huifuPublicKey: keys.huifu.publicKey,
      wechatAppId: sim.merchant.wechatAppId,
      timeoutMs,
      now: () => sim.clock.now(),
    });
  const provider = providerFor(options.apiVersion ?? 'v4');

  receiver.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  receiver.post('/notify', async (request, reply) => {
    const form = request.body as Record<string, string>;
    try {
      const event = provider.parseNotification(form);
      received.push({ form, event });
      if (mode === 'error') return reply.code(500).send('oops');
      if (mode === 'redirect') return reply.redirect('/notify-elsewhere', 302);
      return reply.type('text/plain').send(mode === 'wrong_body' ? 'SUCCESS' : event.ackBody);
    } catch (error) {
      if (!(error instanceof PaymentNotificationError)) throw error;
      received.push({ form, error });
      return reply.code(400).type('text/plain').send('FAIL');
    }
  });
  const receiverUrl = await receiver.listen({ host: '127.0.0.1', port: 0 });

  const app: FastifyInstance = Fastify();
  await app.register(simulatorPlugin, { prefix: '/sim', simulator: sim });
  await release();
  await app.listen({ host: '127.0.0.1', port });

  return {
    sim,
    provider,
    publicUrl,
    notifyUrl: `${receiverUrl}/notify`,
    received,
    setReceiverMode: (next) => {
      mode = next;
    },
    providerFor,
    async close() {
      await sim.idle();
      await Promise.all([app.close(), receiver.close()]);
    },
  };
}
