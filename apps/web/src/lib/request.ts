/**
 * The request helper of SPEC 7, free of zod and Ant Design so the small checkout bundle can use it:
 * POST, form-encoded params (arrays as repeated fields), `{ code, message, data }` answers,
 * timeout 6,000,000 ms, 'Response is undefined' on an empty answer, and the 401 rule of SPEC 6.
 */
import { encodeForm, type FormParams, type FormValue } from '@frog/contracts/form';
import { STORAGE_KEYS, USER_INFO_CHANGE_EVENT } from './storage-keys';

export const REQUEST_TIMEOUT_MS = 6_000_000;

export const USER_INFO_KEY = STORAGE_KEYS.userInfo;

/** Paths on which a 401 leaves the stored userInfo alone (SPEC 6). */
const UNAUTHORIZED_EXEMPT_PATHS = ['/login', '/promotion-page', '/term', '/privacy', '/contact'];
const UNAUTHORIZED_EXEMPT_PREFIXES = ['/post/', '/user/'];

export function isUnauthorizedExemptPath(pathname: string): boolean {
  return (
    UNAUTHORIZED_EXEMPT_PATHS.includes(pathname) ||
    UNAUTHORIZED_EXEMPT_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  );
}

export type ParamValue = FormValue;
export type Params = FormParams;

/** A failed call: `message` is for people, `reason` (the server's stable code) is what code branches on. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export { encodeForm };

/** SPEC 6: a 401 removes the stored userInfo, except on the exempt paths. */
export function handleUnauthorized(pathname = window.location.pathname) {
  if (isUnauthorizedExemptPath(pathname)) return;
  localStorage.removeItem(USER_INFO_KEY);
  window.dispatchEvent(new Event(USER_INFO_CHANGE_EVENT));
}

type Envelope = { code: number; message: string; data: unknown; reason?: string };

/**
 * Reads one answer (HTTP status + body text) the SPEC 7 way and returns its `data`. Shared by
 * `request` (fetch) and uploads (XMLHttpRequest), so both apply the same envelope and 401 rule.
 */
export function readEnvelope<T = unknown>(status: number, text: string): T {
  if (!text) {
    if (status === 401) handleUnauthorized();
    throw new RequestError('Response is undefined', status);
  }
  let envelope: Envelope;
  try {
    envelope = JSON.parse(text) as Envelope;
  } catch {
    if (status === 401) handleUnauthorized();
    throw new RequestError('服务器返回格式错误', status);
  }
  if (status === 401 || envelope?.code === 401) handleUnauthorized();
  if (envelope?.code !== 200) {
    // An empty message stays empty so each caller can apply its own fallback (SPEC 8's checkout texts).
    throw new RequestError(
      envelope?.message ?? '',
      envelope?.code ?? status,
      envelope?.data,
      envelope?.reason,
    );
  }

  return envelope.data as T;
}

/** Sends one call and returns `data`; any answer but code 200 is raised as a RequestError. */
export async function request<T = unknown>(
  path: string,
  params?: Params,
  init: { body?: FormData; query?: boolean; timeoutMs?: number } = {},
): Promise<T> {
  const query = init.query ? `?${encodeForm(params)}` : '';
  const body = init.body ?? (init.query ? undefined : encodeForm(params));
  let response: Response;
  try {
    response = await fetch(path + query, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(init.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new RequestError(
      error instanceof Error && error.name === 'TimeoutError' ? '请求超时' : '网络异常，请检查网络后重试',
      0,
    );
  }

  return readEnvelope<T>(response.status, await response.text());
}
