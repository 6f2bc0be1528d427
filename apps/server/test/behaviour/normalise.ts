/**
 * Makes a recorded snapshot independent of the clock and of random values, while keeping equal values
 * equal: every random value becomes `<kind:n>`, numbered by its first appearance in the snapshot (so
 * the same payment number in a submit answer and a later status call stays the same placeholder).
 * Times and dates become `<time>` / `<date>` (they are not numbered: two runs never share a clock).
 */

type Rule = { kind: string; pattern: RegExp; numbered: boolean };

// Order matters: the longer, more specific shapes first.
const RULES: Rule[] = [
  { kind: 'origin', pattern: /https?:\/\/(?:127\.0\.0\.1|localhost):\d+/g, numbered: false },
  { kind: 'origin', pattern: /https?%3A%2F%2F(?:127\.0\.0\.1|localhost)%3A\d+/gi, numbered: false },
  {
    kind: 'time',
    pattern: /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?/g,
    numbered: false,
  },
  {
    kind: 'time',
    pattern: /\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT/g,
    numbered: false,
  },
  {
    kind: 'uuid',
    pattern: /(?<![0-9a-f])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![0-9a-f])/gi,
    numbered: true,
  },
  // Cashier tokens: v1.<expiry seconds>.<43 base64url characters>.
  { kind: 'token', pattern: /v1\.\d+\.[\w-]{43}/g, numbered: true },
  // Payment (P…), order (O…), withdrawal (W…), refund (R…) numbers, also inside an encoded URL (%3DP…).
  { kind: 'no', pattern: /(?<=%3D|[^A-Za-z0-9]|^)[A-Z]\d{12,}(?!\d)/g, numbered: true },
  // Numbers the test helpers make up (T…, B…: hex).
  { kind: 'no', pattern: /\b[TBW][0-9a-f]{12,16}\b/g, numbered: true },
  // The payment simulator's sequence ids: <merchant>top<yymmddHHMMSS><seq><hex>.
  { kind: 'seq', pattern: /\b\d+top\d{12}[0-9a-f]+\b/g, numbered: true },
  { kind: 'hex', pattern: /\b[0-9a-f]{16,}\b/gi, numbered: true },
  // Compact times of the provider's answers (yyyyMMddHHmmss).
  { kind: 'time', pattern: /(?<!\d)20\d{12}(?!\d)/g, numbered: false },
  { kind: 'date', pattern: /\b\d{4}-\d{2}-\d{2}\b/g, numbered: false },
  { kind: 'date', pattern: /(?<!\d)20\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?!\d)/g, numbered: false },
  { kind: 'date', pattern: /\d{4}年\d{1,2}月\d{1,2}日/g, numbered: false },
  // Phones the test helpers pick at random (137…); the scenario's own phones start 138/139.
  { kind: 'phone', pattern: /\b137\d{8}\b/g, numbered: true },
  { kind: 'phone', pattern: /137\*{4}\d{4}/g, numbered: true },
];

/** Keys whose string value is random on every run (session cookies, SMS codes, OAuth state …). */
const RANDOM_KEYS = new Set([
  'sid',
  'token',
  'state',
  'nonce',
  'nonceStr',
  'reqSeqId',
  'hfSeqId',
  'prepayId',
  'package',
  'paySign',
]);
/** Keys whose value is a moment or a duration that depends on when the run happened. */
const TIME_KEY = /(?:At|Time|Date|Until|expires|Expires|Seconds|Ms|timestamp|timeStamp)$/;

export class Normaliser {
  private readonly seen = new Map<string, string>();
  private readonly counters = new Map<string, number>();

  private placeholder(kind: string, value: string): string {
    const key = `${kind}\u0000${value}`;
    let found = this.seen.get(key);
    if (!found) {
      const n = (this.counters.get(kind) ?? 0) + 1;
      this.counters.set(kind, n);
      found = `<${kind}:${n}>`;
      this.seen.set(key, found);
    }

    return found;
  }

  text(value: string): string {
    let out = value;
    // Session cookies anywhere (Set-Cookie, a cookie param).
    out = out.replace(/\bsid=([^;\s"&]+)/g, (_m, v: string) => `sid=${this.placeholder('cookie', v)}`);
    for (const rule of RULES) {
      out = out.replace(rule.pattern, (match) =>
        rule.numbered ? this.placeholder(rule.kind, match) : `<${rule.kind}>`,
      );
    }

    return out;
  }

  value(value: unknown, key = ''): unknown {
    if (value === null || value === undefined) return value;
    if (typeof value === 'string') {
      if (value === '') return value;
      if (RANDOM_KEYS.has(key)) return this.placeholder(key, value);
      // A provider's raw answer kept as JSON text: normalised field by field.
      if (/^\s*[{[]/.test(value)) {
        try {
          return { '<json>': this.value(JSON.parse(value), key) };
        } catch {
          // not JSON: a text like any other
        }
      }
      // Page cursors are base64url JSON that may hold a time: shown decoded, normalised.
      if (/[cC]ursor$/.test(key)) return `cursor(${this.text(decodeCursor(value))})`;
      // SMS codes: six digits under `code` (the envelope's numeric code is left alone).
      if ((key === 'code' || key === 'smsCode') && /^\d{4,8}$/.test(value)) return '<sms-code>';
      // An OAuth code from the simulator.
      if (key === 'code' && value.length >= 16) return this.placeholder('oauth-code', value);
      // A slug the server picked for a new account (u + 8 random characters).
      if (key === 'slug' && /^u[0-9a-z]{8}$/.test(value)) return this.placeholder('slug', value);
      if (TIME_KEY.test(key) && /^\d{10,13}$/.test(value)) return '<epoch>';
      if (TIME_KEY.test(key) && /\d/.test(value) && !/^\d+(\.\d+)?$/.test(value)) {
        const replaced = this.text(value);
        if (replaced !== value) return replaced;
      }
      return this.text(value);
    }
    if (typeof value === 'number') {
      // Epoch seconds or milliseconds (a token's expiry, a clock in an answer).
      if (Number.isInteger(value) && (value > 1_500_000_000_000 || (value > 1_500_000_000 && value < 4e9)))
        return '<epoch>';
      if (TIME_KEY.test(key) && /Seconds|Ms|expires|Expires$/.test(key) && value > 0) return '<duration>';
      return value;
    }
    if (Array.isArray(value)) return value.map((item) => this.value(item, key));
    if (typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = this.value(v, k);
      return out;
    }

    return value;
  }
}

/** A base64url cursor as its text, or the value itself if it is not one. */
function decodeCursor(value: string): string {
  try {
    const text = Buffer.from(value, 'base64url').toString('utf8');
    if (Buffer.from(text, 'utf8').toString('base64url') === value.replace(/=+$/, '')) return text;
  } catch {
    // not base64url
  }

  return value;
}
