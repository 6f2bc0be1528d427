/**
 * Test hooks under /sim/_hooks: the HTTP face of the `Simulator` test API, for Playwright and
 * manual poking. Every body is JSON; an order is named by reqSeqId (+ reqDate), hfSeqId or prepayId.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Simulator } from './simulator';
import { SimStateError } from './store';
import type { OrderRef } from './types';

const refSchema = z.union([
  z.object({ reqSeqId: z.string().min(1), reqDate: z.string().optional() }),
  z.object({ hfSeqId: z.string().min(1) }),
  z.object({ prepayId: z.string().min(1) }),
]);

const settleSchema = z.object({
  notify: z.boolean().optional(),
  notifyTypes: z.array(z.enum(['1', '2', '3'])).optional(),
  force: z.boolean().optional(),
  notifyDelayMs: z.number().int().min(0).optional(),
  /** Answer only after the notifications finished. */
  wait: z.boolean().optional(),
});

const notifySchema = z.object({
  times: z.number().int().min(1).max(500).optional(),
  concurrent: z.boolean().optional(),
  notifyType: z.enum(['1', '2', '3']).optional(),
  badSignature: z.boolean().optional(),
  delayMs: z.number().int().min(0).optional(),
});

const faultSchema = z.object({
  route: z.enum([
    'create',
    'query',
    'close',
    'closequery',
    'refund',
    'refundquery',
    'filequery',
    'billdownload',
    '*',
  ]),
  kind: z.enum([
    'http500',
    'slow',
    'business',
    'reply_lost',
    'bad_sign',
    'unsigned',
    'pending',
    'expired',
    'forbidden',
  ]),
  code: z.string().optional(),
  desc: z.string().optional(),
  delayMs: z.number().int().min(0).optional(),
  times: z.number().int().min(1).optional(),
});

const reqSeqId = z.string().regex(/^[A-Za-z0-9_-]{1,128}$/);
const fen = z.number().int().min(0).max(100_000_000);
const receiverHuifuId = z.string().regex(/^\d{1,32}$/);
const billTweakSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('drop'), reqSeqId }),
  z.object({ kind: z.literal('amount'), reqSeqId, amountFen: fen.min(1) }),
  z.object({ kind: z.literal('fee'), reqSeqId, feeFen: fen }),
  z.object({ kind: z.literal('state'), reqSeqId, transStat: z.enum(['S', 'F', 'P']) }),
  z.object({
    kind: z.literal('extra'),
    tradeDate: z.string().regex(/^\d{8}$/),
    reqSeqId: reqSeqId.optional(),
    amountFen: fen.min(1),
  }),
  z.object({ kind: z.literal('split_drop'), reqSeqId, receiverHuifuId }),
  z.object({ kind: z.literal('split_amount'), reqSeqId, receiverHuifuId, amountFen: fen }),
  z.object({
    kind: z.literal('split_extra'),
    tradeDate: z.string().regex(/^\d{8}$/),
    reqSeqId,
    receiverHuifuId,
    amountFen: fen,
    refund: z.boolean().optional(),
  }),
]);

/** Registers the hook routes. */
export function registerHookRoutes(app: FastifyInstance, sim: Simulator): void {
  const body = (raw: unknown): Record<string, unknown> =>
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};

  app.post('/_hooks/settle', async (request, reply) => {
    return guarded(reply, async () => {
      const input = settleSchema.parse(body(request.body));
      const order = sim.settle(ref(request.body), input);
      if (input.wait) await sim.idle();
      return { transStat: order.transStat, hfSeqId: order.hfSeqId };
    });
  });

  app.post('/_hooks/fail', async (request, reply) => {
    const notify = body(request.body).notify !== false;
    return guarded(reply, async () => ({ transStat: sim.fail(ref(request.body), { notify }).transStat }));
  });

  app.post('/_hooks/refund/settle', async (request, reply) => {
    return guarded(reply, async () => {
      const input = z
        .object({ refundNo: z.string().min(1), notify: z.boolean().optional() })
        .parse(body(request.body));
      const refund = sim.settleRefund(input.refundNo, { notify: input.notify });
      return { transStat: refund.transStat, hfSeqId: refund.hfSeqId };
    });
  });

  app.post('/_hooks/notify', async (request, reply) => {
    return guarded(reply, async () => {
      const input = notifySchema.parse(body(request.body));
      return { results: await sim.notify(ref(request.body), input) };
    });
  });

  // A buyer complains to WeChat Pay about a paid order (消费者投诉): the complaint import reads it.
  app.post('/_hooks/wechat-complaint', async (request, reply) => {
    return guarded(reply, async () => {
      const input = z
        .object({ detail: z.string().min(1).max(300), payerPhone: z.string().max(20).optional() })
        .parse(body(request.body));
      const order = sim.findOrder(ref(request.body));
      if (!order) throw new SimStateError('order not found');

      return sim.consumerComplaints.add(order, input);
    });
  });

  app.post('/_hooks/notify-unknown', async (request) => {
    const input = z
      .object({ notifyUrl: z.url().optional(), reqSeqId: z.string().optional() })
      .parse(body(request.body));
    return { result: await sim.notifyUnknown(input) };
  });

  // Makes the bills disagree with our books (bills.ts): drop, amount, fee, state, extra; split_drop,
  // split_amount, split_extra for the SPLIT_BILL (split-bill-lines.ts).
  app.post('/_hooks/bill/tweak', async (request) => {
    sim.bills.tweak(billTweakSchema.parse(body(request.body)));
    return { ok: true };
  });

  app.delete('/_hooks/bill/tweaks', async () => {
    sim.bills.clearTweaks();
    return { ok: true };
  });

  app.post('/_hooks/faults', async (request, reply) => {
    return guarded(reply, async () => {
      sim.faults.inject(faultSchema.parse(body(request.body)));
      return { ok: true };
    });
  });

  app.delete('/_hooks/faults', async () => {
    sim.faults.clear();
    return { ok: true };
  });

  app.post('/_hooks/clock/advance', async (request) => {
    const { ms } = z.object({ ms: z.number().int().min(0) }).parse(body(request.body));
    sim.clock.advance(ms);
    return { now: sim.clock.now().toISOString() };
  });

  app.get('/_hooks/clock', async () => ({ now: sim.clock.now().toISOString() }));

  app.get<{ Params: { reqSeqId: string } }>('/_hooks/orders/:reqSeqId', async (request, reply) => {
    const order = sim.findOrder({ reqSeqId: request.params.reqSeqId });
    if (!order) return reply.code(404).send({ message: '订单不存在' });
    return order;
  });

  app.get<{ Querystring: { reqSeqId?: string } }>('/_hooks/deliveries', async (request) => {
    const wanted = request.query.reqSeqId;
    return { deliveries: sim.deliveries.filter((record) => !wanted || record.reqSeqId === wanted) };
  });

  app.get('/_hooks/wechat/openid', async (request) => {
    const { user } = z.object({ user: z.string().min(1) }).parse(request.query);
    return { openid: sim.openidFor(user) };
  });

  app.post('/_hooks/idle', async () => {
    await sim.idle();
    return { ok: true };
  });

  app.post('/_hooks/reset', async () => {
    sim.reset();
    return { ok: true };
  });
}

function ref(raw: unknown): OrderRef {
  return refSchema.parse(raw);
}

async function guarded(reply: FastifyReply, run: () => Promise<object>): Promise<object> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SimStateError) return reply.code(409).send({ message: error.message });
    if (error instanceof z.ZodError)
      return reply.code(400).send({ message: error.issues.map((issue) => issue.message).join('; ') });
    throw error;
  }
}
