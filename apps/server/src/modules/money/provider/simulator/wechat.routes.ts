/**
 * Simulated WeChat under /sim/wechat: silent OAuth (authorize → 302 with a code, code → openid) and
 * the endpoint the fake `WeixinJSBridge` calls when the test chose "ok".
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { SimStateError } from './store';
import { wechatBridgeFakeScript } from './wechat-bridge-fake';
import type { Simulator } from './simulator';

const authorizeQuerySchema = z.object({
  appid: z.string().default(''),
  redirect_uri: z.string().default(''),
  response_type: z.string().default(''),
  scope: z.string().default(''),
  state: z.string().default(''),
  /** Simulator-only: which test user is "logged in" to WeChat (also the `sim_wechat_user` cookie). */
  sim_user: z.string().optional(),
  /** Simulator-only: answer as a snapshot-page user (`is_snapshotuser: 1`). */
  sim_snapshot: z.string().optional(),
});

const tokenQuerySchema = z.object({
  appid: z.string().default(''),
  secret: z.string().default(''),
  code: z.string().default(''),
  grant_type: z.string().default(''),
});

const payBodySchema = z.object({ result: z.enum(['ok', 'cancel', 'fail']).default('ok') });

/** Registers the WeChat OAuth and bridge routes. */
export function registerWechatRoutes(app: FastifyInstance, sim: Simulator): void {
  // The fake WeixinJSBridge as a script, so browser tests inject it without importing server code.
  app.get('/wechat/bridge-fake.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(wechatBridgeFakeScript),
  );

  app.get('/wechat/connect/oauth2/authorize', async (request, reply) => {
    const query = authorizeQuerySchema.parse(request.query);
    const problem = authorizeProblem(sim, query);
    if (problem) return errorPage(reply, problem);
    const user = query.sim_user ?? cookie(request.headers.cookie, 'sim_wechat_user') ?? 'buyer';
    const code = sim.wechat.issue(
      query.appid,
      user,
      query.sim_snapshot === '1' || user.startsWith('snapshot'),
    );
    const target = new URL(query.redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', query.state);

    return reply.redirect(target.toString(), 302);
  });

  app.get('/wechat/sns/oauth2/access_token', async (request) => {
    const query = tokenQuerySchema.parse(request.query);
    if (query.appid !== sim.merchant.wechatAppId) return { errcode: 40013, errmsg: 'invalid appid' };
    if (query.secret !== sim.merchant.wechatSecret) return { errcode: 40125, errmsg: 'invalid appsecret' };
    if (query.grant_type !== 'authorization_code') return { errcode: 40002, errmsg: 'invalid grant_type' };
    const redeemed = sim.wechat.redeem(query.code, query.appid);
    if (!redeemed) return { errcode: 40029, errmsg: 'invalid code' };

    return {
      access_token: `SIM_ACCESS_${query.code.slice(0, 12)}`,
      expires_in: 7200,
      refresh_token: `SIM_REFRESH_${query.code.slice(0, 12)}`,
      openid: redeemed.openid,
      scope: 'snsapi_base',
      ...(redeemed.snapshot ? { is_snapshotuser: 1 } : {}),
    };
  });

  app.post<{ Params: { prepayId: string } }>('/wechat/pay/:prepayId', async (request, reply) => {
    const { result } = payBodySchema.parse({
      ...(request.query as object),
      ...(request.body as object | undefined),
    });
    const order = sim.findOrder({ prepayId: request.params.prepayId });
    if (!order) return reply.code(404).send({ errmsg: '预支付交易单不存在' });
    // cancel and fail leave the provider order open, as WeChat does.
    if (result !== 'ok') return { result, transStat: order.transStat };
    try {
      sim.settle({ prepayId: request.params.prepayId });
    } catch (error) {
      if (!(error instanceof SimStateError)) throw error;
      return reply.code(409).send({ errmsg: error.message });
    }

    return { result, transStat: order.transStat };
  });
}

function authorizeProblem(sim: Simulator, query: z.infer<typeof authorizeQuerySchema>): string | undefined {
  if (query.appid !== sim.merchant.wechatAppId) return `appid ${query.appid || '(空)'} 无效（40013）`;
  if (query.response_type !== 'code') return 'response_type 必须为 code';
  if (query.scope !== 'snsapi_base' && query.scope !== 'snsapi_userinfo') return 'scope 参数错误（10005）';
  if (!/^[A-Za-z0-9]{0,128}$/.test(query.state)) return 'state 只能包含字母和数字，最长128字节';
  let redirect: URL;
  try {
    redirect = new URL(query.redirect_uri);
  } catch {
    return 'redirect_uri 参数错误';
  }
  if (redirect.origin !== new URL(sim.publicUrl).origin) return 'redirect_uri 域名与后台配置不一致（10003）';

  return undefined;
}

function errorPage(reply: FastifyReply, message: string): FastifyReply {
  const safe = message.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

  return reply
    .code(400)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>模拟微信授权</title><body><h1>授权失败</h1><p>${safe}</p></body></html>`,
    );
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }

  return undefined;
}
