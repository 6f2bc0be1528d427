import { type WithdrawalStatus, withdrawalStatusText } from '@frog/contracts';
import { StatusTag, type Tone } from '@/components/status-tag';

const TONES: Record<WithdrawalStatus, Tone> = {
  requested: 'waiting',
  approved: 'progress',
  paid: 'done',
  failed: 'danger',
  rejected: 'neutral',
};

/** 待审核 / 打款中 / 已打款 / 打款失败 / 已驳回, each in its tone, for the creator and the console alike. */
export function WithdrawalStatusTag({ status }: { status: WithdrawalStatus }) {
  return <StatusTag tone={TONES[status]}>{withdrawalStatusText[status]}</StatusTag>;
}
