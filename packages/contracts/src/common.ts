import { z } from 'zod';

/** The answer envelope of every call (SPEC 7): code 200 means success. */
export const ResultCode = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), message: z.string(), data });

export type Envelope<T> = { code: number; message: string; data: T };

/** Default user-facing texts for the error codes (the server may send a more specific one). */
export const defaultMessages: Record<ResultCode, string> = {
  200: 'ok',
  400: '参数错误',
  401: '请先登录',
  403: '没有权限',
  404: '内容不存在或已删除',
  409: '操作冲突，请刷新后重试',
  429: '操作太频繁，请稍后再试',
  500: '服务器开小差了，请稍后再试',
};

/**
 * One API call: `POST /api/<resource>/<action>` with form-encoded params.
 * `params` parses the form body (all values arrive as strings); `data` describes the answer.
 */
export type Endpoint<P extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> = {
  path: string;
  params: P;
  data: D;
};
export const defineEndpoint = <P extends z.ZodType, D extends z.ZodType>(e: Endpoint<P, D>) => e;
export type ParamsOf<E extends Endpoint> = z.input<E['params']>;
export type DataOf<E extends Endpoint> = z.output<E['data']>;

export const noParamsSchema = z.object({});

/** Chinese names of common parameters, so a validation message names the field. */
export const fieldLabels: Record<string, string> = {
  phone: '手机号',
  code: '验证码',
  password: '密码',
  oldPassword: '原密码',
  newPassword: '新密码',
  nickname: '昵称',
  bio: '个人简介',
  slug: '个人主页地址',
  avatarUrl: '头像',
  purpose: '验证码用途',
  id: 'ID',
  page: '页码',
  pageSize: '每页数量',
  cursor: '分页游标',
  keyword: '搜索关键词',
};

type IssueLike = { code: string; path: PropertyKey[]; message: string; input?: unknown };

/** Turns the first validation issue into one Chinese sentence that names the field. */
export function describeIssue(issue: IssueLike, labels: Record<string, string> = fieldLabels): string {
  const key = String(issue.path[0] ?? '');
  const label = labels[key] ?? key;
  // Messages written in the schemas are Chinese and name their field; zod's own defaults are English.
  if (/[\u4e00-\u9fa5]/.test(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `请填写${label || '必填参数'}`;

  return label ? `${label}格式不正确` : '参数格式不正确';
}

// Form values arrive as strings: these helpers read them the way users type them.

/** A trimmed string; an empty string counts as missing. */
export const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.string({ error: `请填写${label}` }).max(max, `${label}不能超过${max}个字`),
  );

/** Optional trimmed string: empty becomes ''. */
export const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z.string({ error: `${label}格式不正确` }).max(max, `${label}不能超过${max}个字`),
  );

/** A positive whole number given as a decimal string. */
export const idParam = (label = 'ID') =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,12}$/.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: `${label}格式不正确` })
      .int()
      .positive(`${label}格式不正确`),
  );

/** Repeated form fields arrive as an array, a single one as a string. */
export const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));

export const chinaPhoneSchema = z
  .string({ error: '请填写手机号' })
  .trim()
  .regex(/^1[3-9]\d{9}$/, '手机号格式不正确，请输入11位中国大陆手机号');

export const smsCodeSchema = z
  .string({ error: '请填写验证码' })
  .trim()
  .regex(/^\d{6}$/, '验证码为6位数字');

export const passwordSchema = z
  .string({ error: '请填写密码' })
  .min(8, '密码至少8位')
  .max(64, '密码不能超过64位')
  .regex(/^(?=.*[A-Za-z])(?=.*\d).+$/, '密码需同时包含字母和数字');

/**
 * The shape of an uploaded image's public URL: our relative `/uploads/…` path or an absolute
 * http(s) URL (an S3 bucket or CDN) of plain path characters. Only the shape: the server checks
 * that it is its own configured base and an upload of the viewer.
 */
export const UPLOAD_URL_SHAPE = /^(\/uploads\/[\w./-]+|https?:\/\/[\w.-]+(:\d{1,5})?\/[\w./-]+)$/;
