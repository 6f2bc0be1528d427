/**
 * Every amount on screen: integer fen written as yuan with two decimals, the same text as the
 * server's `yuan` fields (`1234.56`, no thousands separator). Integer arithmetic, no dependencies.
 */

/** `6.66` from 666 fen (`-9.41` from -941): the yuan text a form field starts with. */
export function fenToYuanText(fen: number): string {
  const abs = Math.abs(Math.trunc(fen));

  return `${fen < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** `¥6.66` from 666 fen; a negative amount (a balance in debt) reads `-¥9.41`. */
export function formatFen(fen: number): string {
  const text = fenToYuanText(fen);

  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}
