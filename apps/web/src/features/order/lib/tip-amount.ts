/** The preset tip amounts in yuan. */
export const TIP_PRESETS = ['6.66', '18.88', '66.66', '188.88'] as const;
export const TIP_MESSAGE_MAX = 100;

/** A typed yuan amount ("6", "6.6", "6.66") as "6.00"/"6.60"/"6.66", or null when it is not one. */
export function normaliseYuan(typed: string): string | null {
  const value = typed.trim();
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', decimals = ''] = value.split('.');
  if (Number(whole) === 0 && Number(decimals || '0') === 0) return null;

  return `${Number(whole)}.${decimals.padEnd(2, '0')}`;
}
