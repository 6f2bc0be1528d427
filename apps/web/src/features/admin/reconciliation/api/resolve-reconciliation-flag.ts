import { adminReconciliationEndpoints, type ReconciliationAction } from '@frog/contracts';
import { api } from '@/lib/api-client';
import { useAdminMutation } from '../../shared/use-admin-mutation';

export type FlagResolveInput = { flagId: number; action: ReconciliationAction; reason: string };

export const resolveReconciliationFlag = ({ flagId, action, reason }: FlagResolveInput) =>
  api(adminReconciliationEndpoints.resolveFlag, { flagId: String(flagId), action, reason });

/** 处理 a difference (audited); the day, its flags, the badge and the log refresh. */
export const useResolveReconciliationFlag = () => useAdminMutation(resolveReconciliationFlag);
