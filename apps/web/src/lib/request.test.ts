import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  encodeForm,
  isUnauthorizedExemptPath,
  REQUEST_TIMEOUT_MS,
  RequestError,
  request,
  USER_INFO_KEY,
} from './request';

const fetchMock = vi.fn<typeof fetch>();

function answer(body: string, status = 200) {
  fetchMock.mockResolvedValueOnce(new Response(body, { status }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('encodeForm', () => {
  it('encodes params, repeating array fields and skipping null/undefined', () => {
    const form = encodeForm({ phone: '13800000000', ids: [1, 2, 3], empty: undefined, none: null, on: true });
    expect(form.toString()).toBe('phone=13800000000&ids=1&ids=2&ids=3&on=true');
    expect(form.getAll('ids')).toEqual(['1', '2', '3']);
  });

  it('encodes Chinese text', () => {
    expect(encodeForm({ keyword: '创作蛙' }).toString()).toBe('keyword=%E5%88%9B%E4%BD%9C%E8%9B%99');
  });
});

describe('request', () => {
  it('POSTs form-encoded params and returns data of a code 200 answer', async () => {
    answer(JSON.stringify({ code: 200, message: 'ok', data: { id: 7 } }));
    await expect(request('/api/post/get', { id: 7, tags: ['a', 'b'] })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/post/get');
    expect(init?.method).toBe('POST');
    expect(String(init?.body)).toBe('id=7&tags=a&tags=b');
  });

  it('sends params as a query string with no body when asked (feedback/add)', async () => {
    answer(JSON.stringify({ code: 200, message: 'ok', data: null }));
    await request('/api/feedback/add', { paymentNo: 'P1', message: '有问题' }, { query: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/feedback/add?paymentNo=P1&message=%E6%9C%89%E9%97%AE%E9%A2%98');
    expect(init?.body).toBeUndefined();
  });

  it('raises code ≠ 200 as an error carrying the message, code and reason', async () => {
    answer(JSON.stringify({ code: 400, message: '手机号格式不正确', data: null, reason: 'invalid_params' }));
    const error = await request('/api/auth/sms-send', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).message).toBe('手机号格式不正确');
    expect((error as RequestError).code).toBe(400);
    expect((error as RequestError).reason).toBe('invalid_params');
  });

  it("raises 'Response is undefined' on an empty answer", async () => {
    answer('');
    await expect(request('/api/post/get')).rejects.toThrow('Response is undefined');
  });

  it('uses the 6,000,000 ms timeout', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(6_000_000);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    answer(JSON.stringify({ code: 200, message: 'ok', data: 1 }));
    await request('/api/x');
    expect(timeout).toHaveBeenCalledWith(6_000_000);
  });
});

describe('401 rule (SPEC 6)', () => {
  const stored = JSON.stringify({ nickname: '小蛙' });

  it.each(['/mine', '/home', '/', '/promotionPage', '/search', '/checkout/h5/cashier'])(
    'clears userInfo on %s (HTTP 401)',
    async (path) => {
      window.history.replaceState(null, '', path);
      localStorage.setItem(USER_INFO_KEY, stored);
      answer(JSON.stringify({ code: 401, message: '请先登录', data: null }), 401);
      await expect(request('/api/user/current')).rejects.toThrow('请先登录');
      expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
    },
  );

  it('clears userInfo on a body code 401 with HTTP 200', async () => {
    window.history.replaceState(null, '', '/mine');
    localStorage.setItem(USER_INFO_KEY, stored);
    answer(JSON.stringify({ code: 401, message: '请先登录', data: null }));
    await expect(request('/api/user/current')).rejects.toBeInstanceOf(RequestError);
    expect(localStorage.getItem(USER_INFO_KEY)).toBeNull();
  });

  it.each(['/login', '/promotion-page', '/term', '/privacy', '/contact', '/post/1', '/user/frog'])(
    'keeps userInfo on %s',
    async (path) => {
      window.history.replaceState(null, '', path);
      localStorage.setItem(USER_INFO_KEY, stored);
      answer(JSON.stringify({ code: 401, message: '请先登录', data: null }), 401);
      await expect(request('/api/user/current')).rejects.toThrow();
      expect(localStorage.getItem(USER_INFO_KEY)).toBe(stored);
    },
  );

  it('exempts exactly the listed paths', () => {
    expect(isUnauthorizedExemptPath('/post/')).toBe(true);
    expect(isUnauthorizedExemptPath('/posts')).toBe(false);
    expect(isUnauthorizedExemptPath('/login/x')).toBe(false);
  });
});
