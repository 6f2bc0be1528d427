/** The most months one plan order buys (the order contract takes 1–12). */
export const PLAN_MONTHS_MAX = 12;
