import { z } from 'zod';
import { MAX_ID } from './ids';

export * from './cursor';

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
  z.object({ code: z.number(), message: z.string(), data, reason: z.string().optional() });

/** `reason` (a stable code from reasons.ts) comes with every refusal, never with code 200. */
export type Envelope<T> = { code: number; message: string; data: T; reason?: string };

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
 * `multipart` marks an upload (multipart/form-data: the named text fields, then `file`);
 * `summary` is the one-line Chinese description shown in the API reference (/api/openapi.json).
 */
export type Endpoint<P extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> = {
  path: string;
  params: P;
  data: D;
  summary?: string;
  multipart?: { fields?: Record<string, string> };
};
export const defineEndpoint = <P extends z.ZodType, D extends z.ZodType>(e: Endpoint<P, D>) => e;
/** How one parsed value travels in a form: numbers and booleans may be sent as their text. */
type WireScalar<T> = T extends number
  ? number | string
  : T extends boolean
    ? boolean | string
    : T extends string
      ? T
      : T extends Date
        ? string
        : T extends null | undefined
          ? T
          : never;
/** Arrays travel as repeated fields; one field is a one-item array. */
type WireValue<T> = T extends readonly (infer Item)[] ? WireScalar<Item>[] | WireScalar<Item> : WireScalar<T>;
type WireOf<S extends z.ZodType, K> = K extends keyof z.output<S> ? WireValue<z.output<S>[K]> : never;
/** Keys the schema lets a caller leave out (it accepts undefined there: optional, default, preprocess). */
type OmittableKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
/**
 * What a caller sends for a params schema: exactly the keys it reads (optional where it accepts
 * nothing), each typed by what the server parses it into, as a form value. So
 * `{ id: { nonsense: true } }` and an unknown key do not compile.
 */
export type FormParams<S extends z.ZodType> = {
  [K in Exclude<keyof z.input<S>, OmittableKeys<z.input<S>>>]: WireOf<S, K>;
} & { [K in OmittableKeys<z.input<S>>]?: WireOf<S, K> | undefined };
export type ParamsOf<E extends Endpoint> = FormParams<E['params']>;
export type DataOf<E extends Endpoint> = z.output<E['data']>;

export const noParamsSchema = z.object({});

/** An image upload: multipart, one `file` field and nothing else; answers the stored image's URL. */
export const imageUploadEndpoint = (path: string, summary?: string) =>
  defineEndpoint({
    path,
    summary,
    multipart: {},
    params: noParamsSchema,
    data: z.object({ url: z.string() }),
  });

/** The key of a private picture as its upload answers it (a folder, a UUID, .webp). */
const PRIVATE_IMAGE_KEY = /^[a-z-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/**
 * A picture only some people may see (sent with a refund or guardian's request): uploaded first,
 * answered with its key, which the request then names; it is never a URL anyone could open.
 */
export const privateImageUploadEndpoint = (path: string, summary?: string) =>
  defineEndpoint({
    path,
    summary,
    multipart: {},
    params: noParamsSchema,
    data: z.object({ image: z.string() }),
  });

/** Up to `max` keys of private pictures the sender uploaded (their own: the server checks). */
export const privateImagesParam = (max: number) =>
  repeated(z.string().regex(PRIVATE_IMAGE_KEY, '图片无效，请重新上传图片')).refine(
    (keys) => keys.length <= max,
    `最多上传${max}张图片`,
  );

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

export { MAX_ID };

/**
 * What no text field takes: NUL (PostgreSQL cannot store it), the other control characters but tab
 * and line breaks (they show as boxes or move the cursor), and the bidirectional overrides and
 * isolates that make text read backwards ("gnp.exe").
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what it refuses
const INVALID_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/** Every text field refuses the characters of INVALID_CHARS, naming the field. */
export const withoutInvalidChars = <T extends z.ZodString>(schema: T, label: string): T =>
  schema.refine((v) => !INVALID_CHARS.test(v), `${label}包含无效字符`) as T;

/** Zero-width characters: invisible, so at either end of a text they count as blank, like spaces. */
const EDGE_BLANKS = /^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/g;

/** Trims spaces and invisible characters: a text of only zero-width spaces is empty. */
export const trimText = (value: string) => value.replace(EDGE_BLANKS, '');

/**
 * Declares what a caller may send for a field whose schema reads raw form values (a preprocess takes
 * `unknown`): the wire type `ParamsOf` checks callers against. Parsing is unchanged.
 */
const sentAs =
  <Sent>() =>
  <S extends z.ZodType>(schema: S): z.ZodType<z.output<S>, Sent> =>
    schema as unknown as z.ZodType<z.output<S>, Sent>;

/** A trimmed string; an empty string counts as missing. */
export const text = (label: string, max: number) =>
  sentAs<string>()(
    z.preprocess(
      (v) => (typeof v === 'string' ? trimText(v) || undefined : v),
      withoutInvalidChars(
        z.string({ error: `请填写${label}` }).max(max, `${label}不能超过${max}个字`),
        label,
      ),
    ),
  );

/**
 * A required text as typed into a search or contact box: trimmed of spaces (not of zero-width
 * characters, unlike `text`), 1 to `max` characters.
 */
export const typedText = (label: string, max: number) =>
  withoutInvalidChars(
    z
      .string({ error: `请填写${label}` })
      .trim()
      .min(1, `请填写${label}`)
      .max(max, `${label}不能超过${max}个字`),
    label,
  );

/** Optional trimmed string: empty becomes ''. */
export const optionalText = (label: string, max: number) =>
  sentAs<string | undefined>()(
    z.preprocess(
      (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? trimText(v) : v),
      withoutInvalidChars(
        z.string({ error: `${label}格式不正确` }).max(max, `${label}不能超过${max}个字`),
        label,
      ),
    ),
  );

/** A yes/no form field: true/1 or false/0 (a JSON boolean too); left empty it is false. */
export const flagParam = (label: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ''
        ? false
        : v === 'true' || v === '1'
          ? true
          : v === 'false' || v === '0'
            ? false
            : v,
    z.boolean({ error: `${label}须为 true 或 false` }),
  );

/** Empty form fields count as not given. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A positive whole number (at most MAX_ID) given as a decimal string or a number. */
export const idParam = (label = 'ID') =>
  sentAs<string | number>()(
    z.preprocess(
      (v) => (typeof v === 'string' && /^\d{1,12}$/.test(v.trim()) ? Number(v.trim()) : v),
      z
        .number({ error: `${label}格式不正确` })
        .int(`${label}格式不正确`)
        .positive(`${label}格式不正确`)
        .max(MAX_ID, `${label}格式不正确`),
    ),
  );

/** A field read by `schema` that is `fallback` when it is missing or empty. */
export const withDefault = <S extends z.ZodType>(fallback: z.output<S>, schema: S) =>
  z.preprocess((v) => (v === undefined || v === '' ? fallback : v), schema);

/** An optional id filter: empty means none. */
export const optionalIdParam = (label: string) => z.preprocess(blankToUndefined, idParam(label).optional());

/** A yuan amount as typed: "6", "6.6" or "6.66" (at most 8 digits before the point). */
const yuanText = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .regex(/^\d{1,8}(\.\d{1,2})?$/, `${label}格式不正确，最多两位小数`);

/** An optional yuan amount as typed; empty means none. */
export const optionalYuanParam = (label: string) =>
  z.preprocess(blankToUndefined, yuanText(label).optional());

/** An optional yuan amount as typed, above 0; empty means none. */
export const optionalPositiveYuanParam = (label: string) =>
  z.preprocess(
    blankToUndefined,
    yuanText(label)
      .refine((v) => Number(v) > 0, `${label}须大于0`)
      .optional(),
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

export const passwordSchema = withoutInvalidChars(
  z
    .string({ error: '请填写密码' })
    .min(8, '密码至少8位')
    .max(64, '密码不能超过64位')
    .regex(/^(?=.*[A-Za-z])(?=.*\d).+$/, '密码需同时包含字母和数字'),
  '密码',
);

/**
 * The shape of an uploaded image's public URL: our relative `/uploads/…` path or an absolute
 * http(s) URL (an S3 bucket or CDN) of plain path characters. Only the shape: the server checks
 * that it is its own configured base and an upload of the viewer.
 */
export const UPLOAD_URL_SHAPE = /^(\/uploads\/[\w./-]+|https?:\/\/[\w.-]+(:\d{1,5})?\/[\w./-]+)$/;
