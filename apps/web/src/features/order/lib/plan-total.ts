import { fenToYuanText } from '@/utils/format-money';

export const PLAN_MONTHS_MAX = 12;

/** The total for `months` months of a plan priced `priceFen` a month, as yuan ("29.70"). */
export const planTotalYuan = (priceFen: number, months: number): string => fenToYuanText(priceFen * months);
