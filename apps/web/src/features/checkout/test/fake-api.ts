import { vi } from 'vitest';

/** A recorded call to the fake API: path, form params (or query params) and whether a body was sent. */
export type ApiCall = {
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  hasBody: boolean;
};

type Answer = { code: number; message?: string; data?: unknown } | Promise<never>;
type Handler = (call: ApiCall) => Answer | Promise<Answer>;

/**
 * Fakes `fetch` at the boundary: each path answers from `handlers` with a `{ code, message, data }`
 * envelope (SPEC 7) and every call is recorded.
 */
export function installFakeApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body;
    const call: ApiCall = {
      path: url.pathname,
      params: Object.fromEntries(body instanceof URLSearchParams ? body : new URLSearchParams()),
      query: Object.fromEntries(url.searchParams),
      hasBody: body !== undefined && body !== null,
    };
    calls.push(call);
    const handler = handlers[url.pathname];
    if (!handler) return new Response(JSON.stringify({ code: 404, message: 'not found', data: null }));
    const answer = await handler(call);

    return new Response(JSON.stringify({ message: 'ok', data: null, ...answer }));
  });
  vi.stubGlobal('fetch', fetchMock);

  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export const ok = (data: unknown = null) => ({ code: 200, data });

export const sampleOrder = {
  paymentNo: 'P20250101ABCD',
  description: '打赏创作者',
  amount: '9.90',
  channel: 'alipay' as const,
  status: 1,
  creator: { nickname: '青蛙画师', avatarUrl: null },
};

export const samplePayInfo = {
  appId: 'wx123',
  timeStamp: '1700000000',
  nonceStr: 'abc',
  package: 'prepay_id=wx1',
  signType: 'RSA',
  paySign: 'sig',
};
