import { yuanTextToFen } from '@frog/contracts';

/**
 * An amount someone typed in yuan ("6", "6.6", "6.66", "¥6.66", "1,006.50") as exact fen (read digit
 * by digit, no floating point), or the Chinese reason it is refused, naming the field (`label`).
 * Only the shape and "more than zero" are checked here; each form adds its own limits.
 */
export function parseYuanInput(text: string | undefined, label: string): { fen: number } | { error: string } {
  const cleaned = (text ?? '')
    .trim()
    .replace(/^[¥￥]\s*/, '')
    .replace(/,/g, '');
  if (!cleaned) return { error: `请填写${label}` };
  const fen = yuanTextToFen(cleaned);
  if (fen === undefined) return { error: `${label}格式不正确，最多两位小数` };
  if (fen <= 0) return { error: `${label}须大于0` };

  return { fen };
}
