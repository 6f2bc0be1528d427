/** A payout account as the API describes it (the number masked). */
type AccountShown = { kind: 'bank_card' | 'alipay'; bankName: string | null; accountMasked: string };

/** One line about where the money goes: 招商银行 **** **** **** 1234 or 支付宝 139****5678. */
export const describeAccount = (account: AccountShown) =>
  account.kind === 'bank_card'
    ? `${account.bankName ?? '银行卡'} ${account.accountMasked}`
    : `支付宝 ${account.accountMasked}`;

/** The short form for narrow cells: 招商银行 尾号6789, 支付宝 139****5678. */
export const describeAccountShort = (account: AccountShown) =>
  account.kind === 'bank_card'
    ? `${account.bankName ?? '银行卡'} 尾号${account.accountMasked.slice(-4)}`
    : `支付宝 ${account.accountMasked}`;
