import { accepts } from './accepts';

/**
 * Yuan ↔ fen at the edges. Server code keeps money as integer fen; Huifu's `trans_amt`/`ord_amt`
 * and the spec's `price` are yuan strings with exactly two decimals ("9.90").
 */

const YUAN_PATTERN = /^(0|[1-9]\d*)\.(\d{2})$/;

/** Huifu's amount fields are at most 14 characters ("99999999999.99"). */
const MAX_YUAN_LENGTH = 14;

export interface YuanOptions {
  /** Accept "0.00" (refund totals, `unconfirm_amt`); payment amounts must be at least 0.01. */
  allowZero?: boolean;
}

/** Thrown when a yuan string or a fen number is not a valid amount. */
export class MoneyFormatError extends Error {
  override readonly name = 'MoneyFormatError';
}

/**
 * Parses a yuan string with exactly two decimals into integer fen ("9.90" → 990).
 * Rejects "9.9", "09.90", "-1.00", "1e2", and "0.00" unless `allowZero`, so a malformed provider
 * amount can never be credited as something else.
 */
export function yuanToFen(yuan: string, options: YuanOptions = {}): number {
  const match = YUAN_PATTERN.exec(yuan);
  if (!match || yuan.length > MAX_YUAN_LENGTH) throw new MoneyFormatError(`金额格式不正确: "${yuan}"`);

  const fen = Number(match[1]) * 100 + Number(match[2]);
  if (!Number.isSafeInteger(fen)) throw new MoneyFormatError(`金额超出范围: "${yuan}"`);
  if (fen === 0 && !options.allowZero) throw new MoneyFormatError('金额必须大于0');

  return fen;
}

/**
 * Formats integer fen as a two-decimal yuan string (990 → "9.90"). Only non-negative safe
 * integers are accepted; 0 only with `allowZero`.
 */
export function fenToYuan(fen: number, options: YuanOptions = {}): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new MoneyFormatError(`金额(分)必须是非负整数: ${fen}`);
  if (fen === 0 && !options.allowZero) throw new MoneyFormatError('金额必须大于0');

  const yuan = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
  if (yuan.length > MAX_YUAN_LENGTH) throw new MoneyFormatError(`金额超出范围: ${fen}`);

  return yuan;
}

/**
 * A yuan amount as a person types it, "6", "6.6" or "6.66" (its contract has already checked the
 * shape), → 600 / 660 / 666 fen. Digits only, so no floating point is involved.
 */
export function typedYuanToFen(yuan: string): number {
  const [whole = '0', decimals = ''] = yuan.split('.');

  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** True when `yuan` is a valid two-decimal amount of at least 0.01 (what Huifu accepts as `trans_amt`). */
export function isValidYuan(yuan: string): boolean {
  return accepts(yuanToFen, yuan);
}

/** Any whole number of fen as a yuan string for display: 990 → "9.90", 0 → "0.00", -150 → "-1.50". */
export function displayYuan(fen: number): string {
  const yuan = fenToYuan(Math.abs(fen), { allowZero: true });

  return fen < 0 ? `-${yuan}` : yuan;
}
