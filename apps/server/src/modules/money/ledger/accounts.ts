/** Ledger account names (docs/MONEY.md). What the platform owes someone is positive. */

/** Money at the payment provider: a payment in makes it more negative. */
export const PROVIDER_CLEARING = 'provider_clearing';
/** The platform's fee income (and withdrawal fees). */
export const PLATFORM_FEE = 'platform_fee';
/** Money a buyer paid twice, owed back until the automatic refund of the second attempt succeeds. */
export const REFUND_DUE = 'refund_due';
/**
 * Creators' income tax withheld from their withdrawals (docs/TAX.md), owed to the tax office: it stays
 * in our merchant account at the provider until an operator declares and remits it.
 */
export const TAX_WITHHELD = 'tax_withheld';
/**
 * Withheld tax an operator has declared (扣缴申报) and not yet paid to the tax office: a declaration
 * moves the month's tax_withheld here, the payment (缴款) takes it out with clearing (docs/TAX.md).
 */
export const TAX_PAYABLE = 'tax_payable';

/**
 * Split mode: money the provider holds in the creator's own account (split into it at payment), a
 * payment in makes it more negative, like PROVIDER_CLEARING for the platform's merchant account.
 */
export const creatorAtProviderAccount = (creatorId: number) => `creator_at_provider:${creatorId}`;

/** Money at the provider, in our merchant account or a creator's own (split mode). */
export const isAtProvider = (account: string) =>
  account === PROVIDER_CLEARING || account.startsWith('creator_at_provider:');

/** A creator's earnings still settling. */
export const creatorPendingAccount = (creatorId: number) => `creator_pending:${creatorId}`;
/** Settled earnings the creator may withdraw; negative = debt. */
export const creatorWithdrawableAccount = (creatorId: number) => `creator_withdrawable:${creatorId}`;
/** Open withdrawal requests (requested or approved). */
export const creatorInWithdrawalAccount = (creatorId: number) => `creator_in_withdrawal:${creatorId}`;

const CREATOR_ACCOUNT = /^creator_(pending|withdrawable|in_withdrawal):(\d+)$/;

/** The creator and the account's role, for a creator account name; undefined for the others. */
export function parseCreatorAccount(
  account: string,
): { creatorId: number; role: 'pending' | 'withdrawable' | 'in_withdrawal' } | undefined {
  const match = CREATOR_ACCOUNT.exec(account);
  if (!match) return undefined;

  return { creatorId: Number(match[2]), role: match[1] as 'pending' | 'withdrawable' | 'in_withdrawal' };
}
