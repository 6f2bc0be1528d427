import { adminWithdrawalEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';
import { useAdminMutation } from '../../shared/use-admin-mutation';

/** One decision on a withdrawal: what the operator chose and the text it needs. */
export type WithdrawalDecision =
  | { action: 'approve'; withdrawalNo: string }
  | { action: 'reject'; withdrawalNo: string; reason: string }
  | { action: 'markPaid'; withdrawalNo: string; transferReference: string }
  | { action: 'markFailed'; withdrawalNo: string; reason: string };

export function decideWithdrawal(decision: WithdrawalDecision) {
  switch (decision.action) {
    case 'approve':
      return api(adminWithdrawalEndpoints.approve, { withdrawalNo: decision.withdrawalNo });
    case 'reject':
      return api(adminWithdrawalEndpoints.reject, {
        withdrawalNo: decision.withdrawalNo,
        reason: decision.reason,
      });
    case 'markPaid':
      return api(adminWithdrawalEndpoints.markPaid, {
        withdrawalNo: decision.withdrawalNo,
        transferReference: decision.transferReference,
      });
    case 'markFailed':
      return api(adminWithdrawalEndpoints.markFailed, {
        withdrawalNo: decision.withdrawalNo,
        reason: decision.reason,
      });
  }
}

/** Approve, reject, mark paid or failed; the queue, its badge and the log refresh. */
export function useDecideWithdrawal() {
  return useAdminMutation(decideWithdrawal);
}
