import { formatFen } from '@/utils/format-money';
import { parseYuanInput } from '@/utils/parse-yuan';

/**
 * Checks a typed withdrawal amount against the minimum and what may be withdrawn now, with the
 * server's words; answers the amount in fen, or the Chinese reason it cannot be sent.
 */
export function checkWithdrawAmount(
  text: string | undefined,
  limits: { minFen: number; maxFen: number },
): { fen: number } | { error: string } {
  const parsed = parseYuanInput(text, '提现金额');
  if ('error' in parsed) return parsed;
  if (parsed.fen < limits.minFen) return { error: `单笔提现金额不能少于 ${formatFen(limits.minFen)}` };
  if (parsed.fen > limits.maxFen) {
    return {
      error: limits.maxFen > 0 ? `可提现余额不足，最多可提现 ${formatFen(limits.maxFen)}` : '暂无可提现余额',
    };
  }

  return parsed;
}
