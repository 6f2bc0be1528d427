import { type AgeBand, Reason, shanghaiDate, shanghaiDayStart } from '@frog/contracts';
import type { SpendingCapsFen } from '../../../../platform/config/buyer-env';
import { AppError } from '../../../../platform/lib/app-error';
import { displayYuan } from '../../../../platform/lib/money';

// 《未成年人网络保护条例》 art. 44: a minor's spending is capped per payment and per day (and, as the
// 2019 game rules do, per month) by age band; under 8 nothing is sold. docs/MINORS.md has the figures
// and their sources. One rule, checked before an order exists (pre-check and submit).

const yuan = (fen: number) => `¥${displayYuan(fen)}`;

/** Where the day and the month of `now` begin, on the China calendar (a cap resets at Beijing midnight). */
export function spendingWindows(now: Date): { dayStart: Date; monthStart: Date; now: Date } {
  const today = shanghaiDate(now);

  return { dayStart: shanghaiDayStart(today), monthStart: shanghaiDayStart(`${today.slice(0, 7)}-01`), now };
}

/**
 * The refusal of a minor's payment of `amountFen` beside what they already committed today and this
 * month, or undefined when it fits. `caps` null: an adult.
 */
export function spendingRefusal(
  band: AgeBand,
  caps: SpendingCapsFen | null,
  amountFen: number,
  spent: { dayFen: number; monthFen: number },
): AppError | undefined {
  if (!caps) return undefined;
  const refuse = (message: string) => AppError.forbidden(message, Reason.MINOR_SPENDING_LIMIT);
  if (band === 'under8') return refuse('根据未成年人保护规定，未满8周岁的用户不能在平台付费');
  const who = band === '8to16' ? '未满16周岁' : '未满18周岁';
  if (amountFen > caps.perPaymentFen)
    return refuse(`根据未成年人保护规定，${who}的用户单笔最多支付 ${yuan(caps.perPaymentFen)}`);
  if (spent.dayFen + amountFen > caps.perDayFen)
    return refuse(
      `根据未成年人保护规定，${who}的用户每天最多支付 ${yuan(caps.perDayFen)}，今天还可支付 ${yuan(Math.max(caps.perDayFen - spent.dayFen, 0))}`,
    );
  if (spent.monthFen + amountFen > caps.perMonthFen)
    return refuse(
      `根据未成年人保护规定，${who}的用户每月最多支付 ${yuan(caps.perMonthFen)}，本月还可支付 ${yuan(Math.max(caps.perMonthFen - spent.monthFen, 0))}`,
    );

  return undefined;
}
