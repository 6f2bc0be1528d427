import { checkoutUiStrings } from '../strings';

/** Yuan with two decimals when the value is a number ("9.9" → "9.90"); other text is shown as it is. */
export function formatYuan(value: string): string {
  const number = Number(value);

  return value.trim() !== '' && Number.isFinite(number) ? number.toFixed(2) : value;
}

/** "¥ 9.90", the currency sign smaller than the figures; a missing amount shows a dash. */
export function Amount({ value, className }: { value: string; className?: string }) {
  return (
    <span className={`co-amount ${className ?? ''}`}>
      <span className="co-amount-currency">{checkoutUiStrings.currency}</span>
      {formatYuan(value) || '--'}
    </span>
  );
}
