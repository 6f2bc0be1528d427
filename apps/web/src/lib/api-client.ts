/**
 * Typed calls over the SPEC 7 request core: the endpoint contracts of `@frog/contracts` give the
 * path and the answer's schema, so every `data` the app reads has been checked.
 */
import type { DataOf, Endpoint, ParamsOf } from '@frog/contracts';
import {
  type ParamValue,
  type Params,
  REQUEST_TIMEOUT_MS,
  RequestError,
  readEnvelope,
  request,
} from './request';

function isParamValue(value: unknown): value is ParamValue {
  return value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);
}

/** Keeps the form-encodable values of a params object (strings, numbers, booleans and arrays of them). */
export function toParams(params: object | undefined): Params {
  const result: Params = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) result[key] = value.filter(isParamValue);
    else if (isParamValue(value)) result[key] = value;
  }

  return result;
}

function parseData<E extends Endpoint>(endpoint: E, data: unknown): DataOf<E> {
  const parsed = endpoint.data.safeParse(data);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${endpoint.path}`, parsed.error.issues);
    throw new RequestError('服务器返回的数据格式不正确', 500, data);
  }

  return parsed.data as DataOf<E>;
}

/** POSTs `params` form-encoded to `endpoint.path` and returns its `data`, parsed by `endpoint.data`. */
export async function api<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>): Promise<DataOf<E>> {
  const data = await request(endpoint.path, toParams(params ?? undefined));

  return parseData(endpoint, data);
}

export type UploadProgress = { loaded: number; total: number; percent: number };

/** Sends one picked file as the multipart field `file` (what every upload endpoint reads), with progress. */
export function uploadFile<E extends Endpoint>(
  endpoint: E,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<DataOf<E>> {
  const form = new FormData();
  form.append('file', file);

  return upload(endpoint, form, onProgress);
}

/**
 * Sends multipart `formData` to `endpoint.path` with a real upload progress callback
 * (XMLHttpRequest: fetch cannot report upload progress). Same envelope and 401 rule as `api`.
 */
export function upload<E extends Endpoint>(
  endpoint: E,
  formData: FormData,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<DataOf<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint.path);
    xhr.withCredentials = true;
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable) return;
      const percent = event.total ? Math.round((event.loaded / event.total) * 100) : 0;
      onProgress?.({ loaded: event.loaded, total: event.total, percent });
    };
    xhr.onload = () => {
      try {
        resolve(parseData(endpoint, readEnvelope(xhr.status, xhr.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new RequestError('网络异常，请检查网络后重试', 0));
    xhr.ontimeout = () => reject(new RequestError('请求超时', 0));
    xhr.onabort = () => reject(new RequestError('上传已取消', 0));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(formData);
  });
}

/** The message to show for a failed call. */
export function errorMessage(error: unknown, fallback = '操作失败，请稍后重试'): string {
  // The request core raises SPEC 8's 'Response is undefined' for an empty answer; people read Chinese.
  if (error instanceof RequestError && error.message === 'Response is undefined') {
    return '服务器暂时没有响应，请稍后重试';
  }
  if (error instanceof Error && error.message) return error.message;

  return fallback;
}
