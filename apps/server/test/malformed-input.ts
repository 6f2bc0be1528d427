import * as contracts from '@frog/contracts';
import type { Endpoint } from '@frog/contracts';
import type { z } from 'zod';

// The input families of the malformed-input sweep (platform/http/malformed-input.test.ts): everything
// that used to end in a 500, generated for any route from its contract (or from nothing).

/** Every fixture row has this id, so any id field of any call points at something real. */
export const FIXTURE_ID = 424_242;

/** Past PostgreSQL's integer, past JavaScript's safe integer, below int4, not a number at all. */
const HUGE_TEXT = ['2147483648', '99999999999999999999999', '-2147483649', '1e309'];
const HUGE_JSON: unknown[] = [2147483648, 1e21, [2147483648]];
const PATH_VALUES = ['2147483648', '99999999999999999999', '-1', '%00', 'a%00b', '%E0%A4%A'];
const NUL = '\u0000';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Segments the post lists use today and a few more: the contract must refuse before they matter. */
const SEGMENTS = ['a', 'p', 'f', 'r', 'r0', 'mpublished', 'mdraft', 'mhidden', 'mscheduled', 'x'];
const FORGED_CURSORS = [
  ...SEGMENTS.flatMap((segment) => [
    base64url([segment, '-100000-01-01T00:00:00.000Z', 1]),
    base64url([segment, '+275000-01-01T00:00:00.000Z', 1]),
    base64url([segment, '2026-01-01T00:00:00.000Z', 2147483648]),
  ]),
  '%%%',
  base64url('not a cursor'),
  base64url({ segment: 'a' }),
  base64url([]),
  base64url(['a', null, null]),
  base64url(['a', '2026-01-01T00:00:00.000Z', -5]),
  Buffer.from('["a","2026-01-01T00:00:00.000Z",1').toString('base64url'),
];

const BOUNDARY = '----sweepboundary';
const part = (name: string, body: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n${filename ? 'Content-Type: image/png\r\n' : ''}\r\n${body}\r\n`;
const multipart = (boundary = BOUNDARY) => `multipart/form-data; boundary=${boundary}`;
const end = `--${BOUNDARY}--\r\n`;
const BROKEN_MULTIPART: { name: string; contentType: string; payload: string | Buffer }[] = [
  {
    name: 'truncated',
    contentType: multipart(),
    payload: `${part('postId', String(FIXTURE_ID))}--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`,
  },
  { name: 'garbage', contentType: multipart(), payload: Buffer.from([0, 255, 13, 10, 45, 45, 1, 2, 3]) },
  {
    name: 'mismatched boundary',
    contentType: multipart('other'),
    payload: `${part('file', 'x', 'a.png')}${end}`,
  },
  {
    name: 'over-long boundary',
    contentType: multipart('b'.repeat(300)),
    payload: `--${'b'.repeat(300)}\r\n`,
  },
  { name: 'no boundary', contentType: 'multipart/form-data', payload: `${part('file', 'x', 'a.png')}${end}` },
  { name: 'empty', contentType: multipart(), payload: '' },
  {
    name: 'bad part header',
    contentType: multipart(),
    payload: `--${BOUNDARY}\r\nnonsense\r\n\r\nx\r\n${end}`,
  },
  ...HUGE_TEXT.map((id) => ({
    name: `postId ${id}`,
    contentType: multipart(),
    payload: `${part('postId', id)}${part('file', 'x', 'a.png')}${end}`,
  })),
  {
    name: 'NUL fields',
    contentType: multipart(),
    payload: `${part('postId', `${FIXTURE_ID}${NUL}`)}${part('file', 'x', `a${NUL}.png`)}${end}`,
  },
];

/** Every endpoint of the contracts, by path. */
export function contractEndpoints(): Map<string, Endpoint> {
  const byPath = new Map<string, Endpoint>();
  for (const group of Object.values(contracts)) {
    if (typeof group !== 'object' || group === null) continue;
    for (const entry of Object.values(group)) {
      const candidate = entry as Partial<Endpoint> | null;
      if (candidate && typeof candidate.path === 'string' && candidate.params && candidate.data) {
        byPath.set(candidate.path, candidate as Endpoint);
      }
    }
  }

  return byPath;
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The fields of a params schema, through preprocess pipes and intersections. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
  if (def.type === 'pipe') return { ...shapeOf(def.in as z.ZodType), ...shapeOf(def.out as z.ZodType) };
  if (def.type === 'intersection')
    return { ...shapeOf(def.left as z.ZodType), ...shapeOf(def.right as z.ZodType) };

  return {};
}

/** Enum options and literals anywhere inside a field's schema. */
function choicesOf(schema: unknown, depth = 0): string[] {
  if (depth > 8 || typeof schema !== 'object' || schema === null || !('_zod' in schema)) return [];
  const def = defOf(schema);
  if (def.type === 'enum') return Object.values(def.entries as Record<string, string>).map(String);
  if (def.type === 'literal') return (def.values as unknown[]).map(String);
  const inner = [
    def.innerType,
    def.in,
    def.out,
    def.left,
    def.right,
    def.element,
    ...((def.options as []) ?? []),
  ];

  return inner.flatMap((s) => choicesOf(s, depth + 1));
}

/** A resident ID number with the right check character (a baseline must pass the schema). */
function validIdNumber(): string {
  const head = '11010119900307123';

  return head + ('0123456789X'.split('').find((c) => contracts.isValidChineseIdNumber(head + c)) ?? '0');
}

const SAMPLES = [
  '6',
  'frogsample',
  '13800138000',
  '123456',
  'Abcd1234',
  validIdNumber(),
  'https://example.com/a',
  '张三丰',
  '一段足够长的联系方式',
];

const isNumberField = (key: string, schema: z.ZodType) =>
  /ids?$/i.test(key) || (schema.safeParse('6').success && !schema.safeParse('frogsample').success);

/**
 * Params that pass the endpoint's schema field by field: ids point at the fixtures, `named`
 * values (slug, paymentNo …) at fixture rows, enums take each option of the first choice field.
 */
function baselinesFor(endpoint: Endpoint, named: Record<string, string>): Record<string, string>[] {
  const base: Record<string, string> = {};
  let choice: { key: string; options: string[] } | undefined;
  for (const [key, schema] of Object.entries(shapeOf(endpoint.params))) {
    const choices = choicesOf(schema);
    if (!choice && choices.length > 1) choice = { key, options: choices };
    const preferred = [
      ...(named[key] ? [named[key]] : []),
      ...(/ids?$/i.test(key) ? [String(FIXTURE_ID)] : []),
    ];
    const value = [...preferred, ...choices, ...SAMPLES].find((v) => schema.safeParse(v).success);
    if (value !== undefined) base[key] = value;
  }
  if (!choice) return [base];
  const { key, options } = choice;

  return options.map((option) => ({ ...base, [key]: option }));
}

export type Probe = { label: string; url: string; contentType?: string; payload?: string | Buffer };

const form = (params: Record<string, unknown>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const item of [v].flat()) body.append(k, String(item));

  return body.toString();
};
const formProbe = (label: string, url: string, params: Record<string, unknown>): Probe => ({
  label,
  url,
  contentType: 'application/x-www-form-urlencoded',
  payload: form(params),
});
const jsonProbe = (label: string, url: string, params: Record<string, unknown>): Probe => ({
  label,
  url,
  contentType: 'application/json',
  payload: JSON.stringify(params),
});

/** NUL in every field, forged cursors, huge numbers in every number field (form, query, JSON). */
function contractProbes(url: string, endpoint: Endpoint, named: Record<string, string>): Probe[] {
  const shape = shapeOf(endpoint.params);
  const [first = {}, ...others] = baselinesFor(endpoint, named);
  const probes: Probe[] = [];
  for (const field of Object.keys(shape)) {
    const original = first[field] ?? 'x';
    for (const value of [NUL, `${original}${NUL}`])
      probes.push(formProbe(`${field}=NUL`, url, { ...first, [field]: value }));
    probes.push(jsonProbe(`${field}=NUL (JSON)`, url, { ...first, [field]: `${NUL}${original}` }));
    if (/cursor/i.test(field)) {
      for (const cursor of FORGED_CURSORS)
        probes.push(formProbe(`${field}=${cursor}`, url, { ...first, [field]: cursor }));
    }
  }
  // Ids decide which rows are read: every baseline (e.g. each order kind) gets them.
  for (const baseline of [first, ...others]) {
    for (const [field, schema] of Object.entries(shape)) {
      if (!isNumberField(field, schema)) continue;
      const { [field]: _, ...rest } = baseline;
      for (const huge of HUGE_TEXT) {
        probes.push(formProbe(`${field}=${huge}`, url, { ...baseline, [field]: huge }));
        probes.push(formProbe(`${field}=${huge} (query)`, `${url}?${form({ [field]: huge })}`, rest));
      }
      for (const huge of HUGE_JSON) {
        probes.push(
          jsonProbe(`${field}=${JSON.stringify(huge)} (JSON)`, url, { ...baseline, [field]: huge }),
        );
      }
    }
  }

  return probes;
}

/** Bodies for a route without a contract: whatever it reads, it gets NUL and huge numbers. */
const GENERIC_BODIES = (url: string): Probe[] => [
  formProbe('NUL form', url, { id: NUL, reqSeqId: `a${NUL}`, user: NUL, resp_data: `{${NUL}}` }),
  formProbe('huge form', url, { id: HUGE_TEXT[0], ms: HUGE_TEXT[1] }),
  jsonProbe('JSON', url, {
    id: 2147483648,
    ms: 1e21,
    reqSeqId: NUL,
    hfSeqId: NUL,
    prepayId: NUL,
    times: 1e21,
  }),
];

/**
 * The requests for one route (`url` as registered, `:param` and `*` filled with bad values).
 * `multipart`: also the broken upload bodies (sent once per route, by the deepest viewer).
 */
export function probesFor(
  route: { method: string; url: string },
  endpoint: Endpoint | undefined,
  options: { named: Record<string, string>; multipart: boolean },
): Probe[] {
  const paths = /[:*]/.test(route.url)
    ? PATH_VALUES.map((value) => route.url.replace(/:[A-Za-z]+|\*/g, value))
    : [route.url];
  if (route.method === 'GET') {
    return paths.flatMap((url) => [
      { label: 'path', url },
      { label: 'query', url: `${url}?id=2147483648&cursor=%00&reqSeqId=%00&user=%00` },
    ]);
  }
  const probes = endpoint
    ? contractProbes(route.url, endpoint, options.named)
    : paths.flatMap((url) => GENERIC_BODIES(url));
  if (options.multipart) {
    for (const broken of BROKEN_MULTIPART) {
      probes.push({ label: `multipart ${broken.name}`, url: paths[0] ?? route.url, ...broken });
    }
  }

  return probes;
}
