import { defineEndpoint } from '@frog/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, errorMessage, toParams, upload } from './api-client';
import { RequestError } from './request';

const endpoint = defineEndpoint({
  path: '/api/demo/get',
  params: z.object({ id: z.string() }),
  data: z.object({ id: z.string(), count: z.number() }),
});

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('posts to the endpoint path and returns data parsed by its schema', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ code: 200, message: 'ok', data: { id: '1', count: 2 } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(api(endpoint, { id: '1' })).resolves.toEqual({ id: '1', count: 2 });
    expect(fetchMock).toHaveBeenCalledWith('/api/demo/get', expect.objectContaining({ method: 'POST' }));
  });

  it('refuses an answer that does not match the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 200, message: 'ok', data: { id: 1 } }))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(api(endpoint, { id: '1' })).rejects.toThrow('服务器返回的数据格式不正确');
  });
});

describe('toParams', () => {
  it('keeps form-encodable values and arrays of them', () => {
    expect(toParams({ a: 'x', b: 2, c: [1, 'y', { no: 1 }], d: { no: 1 }, e: undefined })).toEqual({
      a: 'x',
      b: 2,
      c: [1, 'y'],
      e: undefined,
    });
  });
});

describe('errorMessage', () => {
  it('shows the raised message, in Chinese for an empty answer', () => {
    expect(errorMessage(new RequestError('昵称已被占用', 409))).toBe('昵称已被占用');
    expect(errorMessage(new RequestError('Response is undefined', 502))).toBe(
      '服务器暂时没有响应，请稍后重试',
    );
    expect(errorMessage(null, '出错了')).toBe('出错了');
  });
});

class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
  status = 200;
  responseText = '';
  withCredentials = false;
  timeout = 0;
  method = '';
  url = '';
  body: unknown;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
}

describe('upload', () => {
  const avatar = defineEndpoint({
    path: '/api/user/avatar-upload',
    params: z.object({}),
    data: z.object({ url: z.string() }),
  });

  it('reports real upload progress and returns parsed data', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const form = new FormData();
    const pending = upload(avatar, form, (p) => progress.push(p.percent));
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/user/avatar-upload');
    expect(xhr.timeout).toBe(6_000_000);
    expect(xhr.body).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 } as ProgressEvent);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 } as ProgressEvent);
    xhr.responseText = JSON.stringify({ code: 200, message: 'ok', data: { url: '/uploads/a.png' } });
    xhr.onload?.();
    await expect(pending).resolves.toEqual({ url: '/uploads/a.png' });
    expect(progress).toEqual([25, 100]);
  });

  it('applies the 401 rule to uploads', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    window.history.replaceState(null, '', '/user-settings');
    localStorage.setItem('userInfo', JSON.stringify({ nickname: '小蛙' }));
    const pending = upload(avatar, new FormData());
    FakeXhr.last.status = 401;
    FakeXhr.last.responseText = JSON.stringify({ code: 401, message: '请先登录', data: null });
    FakeXhr.last.onload?.();
    await expect(pending).rejects.toThrow('请先登录');
    expect(localStorage.getItem('userInfo')).toBeNull();
    window.history.replaceState(null, '', '/');
  });
});
