/**
 * The request helper of SPEC 7, free of zod and Ant Design so the small checkout bundle can use it:
 * POST, form-encoded params (arrays as repeated fields), `{ code, message, data }` answers,
 * timeout 6,000,000 ms, 'Response is undefined' on an empty answer, and the 401 rule of SPEC 6.
 */
export const REQUEST_TIMEOUT_MS = 6_000_000;

export const USER_INFO_KEY = 'userInfo';

/** Paths on which a 401 leaves the stored userInfo alone (SPEC 6). */
const UNAUTHORIZED_EXEMPT_PATHS = ['/login', '/promotion-page', '/term', '/privacy', '/contact'];
const UNAUTHORIZED_EXEMPT_PREFIXES = ['/post/', '/user/'];

export function isUnauthorizedExemptPath(pathname: string): boolean {
  return (
    UNAUTHORIZED_EXEMPT_PATHS.includes(pathname) ||
    UNAUTHORIZED_EXEMPT_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  );
}

export type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue | ParamValue[]>;

export class RequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export function encodeForm(params: Params = {}): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(key, String(item));
    }
  }

  return form;
}

function handleUnauthorized() {
  if (!isUnauthorizedExemptPath(window.location.pathname)) localStorage.removeItem(USER_INFO_KEY);
}

type Envelope = { code: number; message: string; data: unknown };

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
  const text = await response.text();
  if (!text) throw new RequestError('Response is undefined', response.status);
  let envelope: Envelope;
  try {
    envelope = JSON.parse(text) as Envelope;
  } catch {
    throw new RequestError('服务器返回格式错误', response.status);
  }
  if (response.status === 401 || envelope.code === 401) handleUnauthorized();
  if (envelope.code !== 200) throw new RequestError(envelope.message, envelope.code, envelope.data);

  return envelope.data as T;
}
