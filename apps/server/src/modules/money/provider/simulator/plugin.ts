/**
 * `simulatorPlugin`: the local Huifu gateway + WeChat OAuth + Alipay QR page + test hooks, mounted
 * with prefix `/sim` on the app's own server. Refused when NODE_ENV=production.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ZodError } from 'zod';
import { registerAlipayRoutes } from './alipay.routes';
import { registerBillDownloadRoute } from './gateway-bills';
import { registerGatewayRoutes } from './gateway.routes';
import { registerHookRoutes } from './hooks.routes';
import { createSimulator, type Simulator, type SimulatorOptions } from './simulator';
import { registerWechatRoutes } from './wechat.routes';

/**
 * Either the options to build a simulator, or one already built with `createSimulator` (so the
 * caller keeps the programmatic test API). `merchantName` is shown on the Alipay page.
 */
export type SimulatorPluginOptions = (SimulatorOptions | { simulator: Simulator }) & {
  merchantName?: string;
};

/** Serves the simulator; register it with `{ prefix: '/sim' }`. */
export const simulatorPlugin: FastifyPluginAsync<SimulatorPluginOptions> = async (app, options) => {
  if (process.env.NODE_ENV === 'production') {
    throw new Error('支付模拟器不能在生产环境（NODE_ENV=production）启用');
  }
  const sim = 'simulator' in options ? options.simulator : createSimulator({ logger: app.log, ...options });
  // The simulator's routes read their input with zod `.parse`: a bad test hook or OAuth query is the
  // caller's mistake (400), everything else goes on to the app's handler.
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ZodError) {
      return reply.code(400).send({ message: `模拟器参数不正确：${error.issues[0]?.message ?? ''}` });
    }
    throw error;
  });

  // Orders paid before a restart stay queryable and refundable (stateFile): written on close too.
  app.addHook('onClose', async () => sim.flush());
  registerGatewayRoutes(app, sim);
  registerBillDownloadRoute(app, sim);
  registerWechatRoutes(app, sim);
  registerAlipayRoutes(app, sim, options.merchantName ?? '创作蛙');
  registerHookRoutes(app, sim);
};
