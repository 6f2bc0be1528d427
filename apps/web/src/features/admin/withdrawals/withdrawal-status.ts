import { type WithdrawalStatus, withdrawalStatusText } from '@frog/contracts';

export const withdrawalLabel = (status: WithdrawalStatus) => withdrawalStatusText[status];

/** The queue filters, the review queue first. */
export const WITHDRAWAL_FILTERS: WithdrawalStatus[] = ['requested', 'approved', 'paid', 'failed', 'rejected'];
