/**
 * Whole fen in, whole fen out. Every tax figure is an integer number of fen; what the rules make
 * fractional (80 % of an income, a rate on it) is carried exactly as a quotient of integers and
 * rounded once, at the end, by `roundToFen` (docs/TAX.md, "Rounding").
 */

/** Refuses anything but a non-negative whole number of fen small enough to compute with exactly. */
export function assertFen(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of fen (got ${value})`);
  }
}

/**
 * THE rounding rule: `numerator / denominator` fen rounded half up to a whole fen (分以下四舍五入).
 * Applied once per calculation, to the tax itself; the 80 % income amount and the taxable amount
 * are never rounded on the way. With the rates of both tables a quotient never ends in exactly
 * half a fen (docs/TAX.md), so half up and half even cannot disagree.
 */
export function roundToFen(numerator: number, denominator: number): number {
  if (
    !Number.isSafeInteger(numerator) ||
    numerator < 0 ||
    !Number.isSafeInteger(denominator) ||
    denominator <= 0
  ) {
    throw new RangeError(`cannot round ${numerator} / ${denominator} to fen exactly`);
  }
  // `%` is exact on safe integers, where a floating division followed by floor might not be.
  const remainder = numerator % denominator;
  const quotient = (numerator - remainder) / denominator;

  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}
