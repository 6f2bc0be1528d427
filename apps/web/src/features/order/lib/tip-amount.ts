import {
  TIP_MAX_FEN_DEFAULT,
  TIP_MIN_FEN_DEFAULT,
  tipRangeMessage,
  tipRangeText,
} from '@frog/contracts/tip-limits';

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

/** What the tip dialog says before asking the server (its pre-check still decides, with its own bounds). */
export const TIP_RANGE_MESSAGE = tipRangeMessage(TIP_MIN_FEN_DEFAULT, TIP_MAX_FEN_DEFAULT);
export const TIP_RANGE_TEXT = tipRangeText(TIP_MIN_FEN_DEFAULT, TIP_MAX_FEN_DEFAULT);

/**
 * A custom amount as the tip dialog takes it: "6.60", or the message to show. 0 and amounts outside
 * the bounds say the range; text that is not an amount says so and the range too.
 */
export function checkTipAmount(typed: string): { amount: string } | { error: string } {
  const value = typed.trim();
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(value))
    return { error: `请输入正确的打赏金额（最多两位小数），${TIP_RANGE_MESSAGE}` };
  const [whole = '0', decimals = ''] = value.split('.');
  const fen = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  if (fen < TIP_MIN_FEN_DEFAULT || fen > TIP_MAX_FEN_DEFAULT) return { error: TIP_RANGE_MESSAGE };

  return { amount: `${Number(whole)}.${decimals.padEnd(2, '0')}` };
}
