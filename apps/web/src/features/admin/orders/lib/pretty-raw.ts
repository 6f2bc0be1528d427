/** A string field that itself holds a JSON object or array (Huifu nests `resp_data`, `wx_response`). */
function parseNested(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (
      (trimmed.startsWith('{') && trimmed.endsWith('}')) ||
      (trimmed.startsWith('[') && trimmed.endsWith(']'))
    ) {
      try {
        return parseNested(JSON.parse(trimmed));
      } catch {
        return value;
      }
    }

    return value;
  }
  if (Array.isArray(value)) return value.map(parseNested);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, parseNested(v)]));
  }

  return value;
}

/**
 * A provider's raw text made readable: JSON (with JSON nested in string fields opened up) or a
 * form-encoded body as indented JSON; anything else exactly as received. Only for display: the
 * stored text is what was signed.
 */
export function prettyRaw(raw: string): string {
  const trimmed = raw.trim();
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (parsed !== null && typeof parsed === 'object') return JSON.stringify(parseNested(parsed), null, 2);
  } catch {
    // Not JSON: perhaps a form body.
  }
  if (/^[^\s=&]+=[^\s]*(&[^\s=&]+=[^\s]*)*$/.test(trimmed)) {
    const fields = Object.fromEntries(new URLSearchParams(trimmed));

    return JSON.stringify(parseNested(fields), null, 2);
  }

  return raw;
}
