/**
 * The simulated Huifu gateway under /sim/huifu: envelope checks, request signature verification,
 * fault injection and signed answers around the handlers of gateway-orders / gateway-after-sale.
 */
import type { KeyObject } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalJson } from '../huifu/canonical-json';
import { parsePublicKey, signText, verifyText } from '../huifu/crypto';
import type { HuifuApiVersion } from '../huifu/endpoints';
import { handleClose, handleCloseQuery, handleRefund, handleRefundQuery } from './gateway-after-sale';
import { type Fields, GatewayRefusal, stringFields } from './gateway-fields';
import { handleBillQuery } from './gateway-bills';
import { handleCreate, handleQuery } from './gateway-orders';
import { handleBindCard, handleOpenUser, handleQueryUser } from './gateway-users';
import { handleWithdraw, handleWithdrawalQuery } from './gateway-withdrawals';
import type { Simulator } from './simulator';
import type { FaultKind, FaultSpec, GatewayRoute } from './types';

/** Answers the verified `data`; `fault` is the fault taken for this call, for handlers that act on it. */
type Handler = (fields: Fields, fault?: FaultSpec) => Record<string, unknown>;

/** Registers every gateway path of every generation. */
export function registerGatewayRoutes(app: FastifyInstance, sim: Simulator): void {
  const merchantKey = parsePublicKey(sim.keys.merchant.publicKey);
  const route = (path: string, name: GatewayRoute, handler: Handler) =>
    app.post(`/huifu${path}`, (request, reply) =>
      handleCall(sim, merchantKey, name, handler, request, reply),
    );

  route('/v4/trade/payment/create', 'create', (fields) => handleCreate(sim, 'v4', fields));
  for (const version of ['v2', 'v3', 'v4'] as const satisfies HuifuApiVersion[]) {
    if (version !== 'v4')
      route(`/${version}/trade/payment/jspay`, 'create', (fields) => handleCreate(sim, version, fields));
    route(`/${version}/trade/payment/scanpay/query`, 'query', (fields) => handleQuery(sim, version, fields));
    route(`/${version}/trade/payment/scanpay/refund`, 'refund', (fields) => handleRefund(sim, fields));
    route(`/${version}/trade/payment/scanpay/refundquery`, 'refundquery', (fields) =>
      handleRefundQuery(sim, fields),
    );
  }
  route('/v2/trade/payment/scanpay/close', 'close', (fields, fault) =>
    handleClose(sim, fields, { pending: fault?.kind === 'pending' }),
  );
  route('/v2/trade/payment/scanpay/closequery', 'closequery', (fields, fault) =>
    handleCloseQuery(sim, fields, { pending: fault?.kind === 'pending' }),
  );
  route('/v2/trade/check/filequery', 'filequery', (fields) => handleBillQuery(sim, fields));
  route('/v2/user/basicdata/indv', 'useropen', (fields) => handleOpenUser(sim, fields));
  route('/v2/user/busi/open', 'cardbind', (fields) => handleBindCard(sim, fields));
  route('/v2/user/basicdata/query', 'userquery', (fields) => handleQueryUser(sim, fields));
  route('/v2/trade/settlement/enchashment', 'withdraw', (fields) => handleWithdraw(sim, fields));
  route('/v2/trade/settlement/query', 'withdrawquery', (fields) => handleWithdrawalQuery(sim, fields));
}

async function handleCall(
  sim: Simulator,
  merchantKey: KeyObject,
  name: GatewayRoute,
  handler: Handler,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
    return reply.code(415).send({ resp_code: '10000000', resp_desc: 'Content-Type 必须为 application/json' });
  }
  if (!request.headers['jpt-x-skill-source']) {
    return reply.code(400).send({ resp_code: '10000000', resp_desc: '缺少请求头 jpt-x-skill-source' });
  }
  const fault = sim.faults.take(name);
  if (fault?.kind === 'http500')
    return reply.code(500).type('text/html').send('<html><body>500 Internal Server Error</body></html>');
  if (fault?.kind === 'business') {
    return signedReply(sim, reply, {
      resp_code: fault.code ?? '98888888',
      resp_desc: fault.desc ?? '系统异常，请稍后重试',
    });
  }
  if (fault?.kind === 'slow') await sleep(fault.delayMs ?? 15_000);

  const data = answer(sim, merchantKey, request.body, (fields) => handler(fields, fault));
  sim.logger.info(
    { route: name, resp_code: data.resp_code, req_seq_id: data.req_seq_id },
    '模拟汇付：接口调用',
  );
  if (fault?.kind === 'reply_lost') {
    reply.hijack();
    request.raw.socket.destroy();
    return undefined;
  }

  return signedReply(sim, reply, data, fault?.kind);
}

function answer(
  sim: Simulator,
  merchantKey: KeyObject,
  body: unknown,
  handler: Handler,
): Record<string, unknown> {
  try {
    return handler(verifiedFields(sim, merchantKey, body));
  } catch (error) {
    if (!(error instanceof GatewayRefusal)) throw error;
    return { resp_code: error.code, resp_desc: error.desc, ...error.extra };
  }
}

/** Checks the envelope and the request signature over the canonical `data`. */
function verifiedFields(sim: Simulator, merchantKey: KeyObject, body: unknown): Fields {
  if (typeof body !== 'object' || body === null) throw envelope('请求体必须是JSON对象');
  const { sys_id: sysId, product_id: productId, sign, data } = body as Record<string, unknown>;
  if (typeof sysId !== 'string' || !sysId) throw envelope('sys_id 不能为空');
  if (typeof productId !== 'string' || !productId) throw envelope('product_id 不能为空');
  if (typeof sign !== 'string' || !sign) throw envelope('sign 不能为空');
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw envelope('data 必须是JSON对象');
  if (sysId !== sim.merchant.sysId) throw new GatewayRefusal('22000002', `sys_id ${sysId} 未开通`);
  if (productId !== sim.merchant.productId)
    throw new GatewayRefusal('22000000', `product_id ${productId} 未开通`);
  if (!verifyText(canonicalJson(data as Record<string, unknown>), sign, merchantKey)) {
    throw envelope('验签失败：请求签名与data不符（按ASCII排序的紧凑JSON，RSA-SHA256）');
  }

  return stringFields(data as Record<string, unknown>);
}

function envelope(desc: string): GatewayRefusal {
  return new GatewayRefusal('10000000', desc);
}

function signedReply(
  sim: Simulator,
  reply: FastifyReply,
  data: Record<string, unknown>,
  fault?: FaultKind,
): FastifyReply {
  reply.type('application/json;charset=utf-8');
  if (fault === 'unsigned') return reply.send({ data });
  const signed =
    fault === 'bad_sign' ? { ...data, resp_desc: `${String(data.resp_desc ?? '')}(篡改)` } : data;

  return reply.send({ sign: signText(canonicalJson(signed), sim.notifierOptions.huifuPrivateKey), data });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
