/**
 * 16号's 累计减除费用 counts "纳税人当年截至本月在本互联网平台企业连续取得劳务报酬的月份数": the months of
 * this year, up to and including `month`, in an unbroken run of months with income. Our reading
 * (docs/TAX.md, "Consecutive months"): a month without income ends the run, so the next month with
 * income counts 1 again; January always starts afresh, as the year does. A month whose only entry is
 * a refund had no income paid in it. This is the one place that reading lives.
 */
export function countConsecutiveMonths(monthsWithIncome: ReadonlySet<number>, month: number): number {
  let count = 0;
  for (let m = month; m >= 1 && monthsWithIncome.has(m); m -= 1) count += 1;

  return count;
}
