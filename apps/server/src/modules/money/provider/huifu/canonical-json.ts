/**
 * Huifu's canonical form of a `data` object (PROTOCOLS.md 1.3): top-level keys sorted in ASCII order,
 * compact, non-ASCII characters as raw UTF-8, '/' not escaped. `JSON.stringify` already writes raw
 * UTF-8 and leaves '/' alone, which is what Python `ensure_ascii=False` and PHP
 * `JSON_UNESCAPED_SLASHES|JSON_UNESCAPED_UNICODE` produce.
 */

/** A business `data` object as sent or received. */
export type HuifuData = Record<string, unknown>;

/**
 * Serialises `data` for signing: top-level keys sorted by UTF-16 code unit (ASCII order for Huifu's
 * snake_case keys). Nested values keep their order; Huifu sends nested structures as JSON strings.
 */
export function canonicalJson(data: HuifuData): string {
  const sorted: HuifuData = {};
  for (const key of Object.keys(data).sort(compareAscii)) sorted[key] = data[key];

  return JSON.stringify(sorted);
}

/**
 * Drops optional fields that are absent or empty (`undefined`, `null`, `""`), as the official SDKs
 * do before signing, so what we sign is exactly what we send.
 */
export function compactData(data: Record<string, string | undefined | null>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null || value === '') continue;
    result[key] = value;
  }

  return result;
}

function compareAscii(a: string, b: string): number {
  if (a === b) return 0;

  return a < b ? -1 : 1;
}
