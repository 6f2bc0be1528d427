import { withdrawalEndpoints } from '@frog/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { payoutKey } from './get-payout-account';

/** 提现试算 of `amount` yuan: the fee, the tax withheld and what arrives (nothing is recorded). */
export const getWithdrawalQuote = (amount: string) => api(withdrawalEndpoints.quote, { amount });

/**
 * The quote of an amount already checked as the server checks it (undefined: none to ask about);
 * the last answer stays on screen while the next is asked, and a refusal is not retried.
 */
export const useWithdrawalQuote = (amount: string | undefined) =>
  useQuery({
    queryKey: [...payoutKey, 'quote', amount],
    queryFn: () => getWithdrawalQuote(amount ?? ''),
    enabled: amount !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
