/** "6" → "6.00", "6.5" → "6.50"; anything that is not a yuan amount stays as typed. */
export function formatTypedPrice(value: string | undefined): string {
  const typed = (value ?? '').trim();
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(typed)) return typed;
  const [whole = '0', decimals = ''] = typed.split('.');

  return `${Number(whole)}.${decimals.padEnd(2, '0')}`;
}

/** The benefits textarea as the server will store it: trimmed lines, blanks dropped. */
export const benefitLines = (value: string | undefined) =>
  (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
