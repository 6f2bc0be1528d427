/**
 * Simulated Alipay under /sim/alipay: the page behind an A_NATIVE `qr_code` and its pay / cancel
 * actions, which settle or fail the Huifu order (and so trigger the notification).
 */
import type { FastifyInstance } from 'fastify';
import { renderAlipayPage } from './alipay-page';
import type { Simulator } from './simulator';
import { SimStateError } from './store';

/** Registers the QR page routes. */
export function registerAlipayRoutes(app: FastifyInstance, sim: Simulator, merchantName: string): void {
  app.get<{ Params: { hfSeqId: string } }>('/alipay/qr/:hfSeqId', async (request, reply) => {
    const order = sim.findOrder({ hfSeqId: request.params.hfSeqId });
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (order?.tradeType !== 'A_NATIVE') {
      return reply
        .code(404)
        .send(
          '<!doctype html><meta charset="utf-8"><title>模拟支付宝收银台</title><p>二维码无效或订单不存在</p>',
        );
    }

    return renderAlipayPage(order, merchantName);
  });

  for (const action of ['pay', 'cancel'] as const) {
    app.post<{ Params: { hfSeqId: string } }>(`/alipay/qr/:hfSeqId/${action}`, async (request, reply) => {
      const ref = { hfSeqId: request.params.hfSeqId };
      if (!sim.findOrder(ref)) return reply.code(404).send({ message: '订单不存在' });
      try {
        const order = action === 'pay' ? sim.settle(ref) : sim.fail(ref);
        return { transStat: order.transStat };
      } catch (error) {
        if (!(error instanceof SimStateError)) throw error;
        return reply.code(409).send({ message: '订单已支付或已关闭' });
      }
    });
  }
}
