import { formatFen } from '@/utils/format-money';
import { parseYuanInput } from '@/utils/parse-yuan';

/**
 * An amount the operator typed in yuan, checked against what may be refunded: answers fen or the
 * Chinese reason it is refused.
 */
export function parseYuanAmount(
  text: string | undefined,
  limits: { maxFen: number; label?: string },
): { fen: number } | { error: string } {
  const label = limits.label ?? '金额';
  const parsed = parseYuanInput(text, label);
  if ('error' in parsed) return parsed;
  if (parsed.fen > limits.maxFen) return { error: `${label}不能超过 ${formatFen(limits.maxFen)}` };

  return parsed;
}
