import { type WithdrawalStatus, withdrawalStatusText } from '@frog/contracts';
import type { Tone } from '../shared/status-tag';

const TONES: Record<WithdrawalStatus, Tone> = {
  requested: 'waiting',
  approved: 'progress',
  paid: 'done',
  failed: 'danger',
  rejected: 'neutral',
};

export const withdrawalTone = (status: WithdrawalStatus) => TONES[status];
export const withdrawalLabel = (status: WithdrawalStatus) => withdrawalStatusText[status];

/** The queue filters, the review queue first. */
export const WITHDRAWAL_FILTERS: WithdrawalStatus[] = ['requested', 'approved', 'paid', 'failed', 'rejected'];
