export const PLAN_MONTHS_MAX = 12;

/** The total for `months` months of a plan priced `priceFen` a month, as yuan ("29.70"). */
export function planTotalYuan(priceFen: number, months: number): string {
  const fen = priceFen * months;

  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
