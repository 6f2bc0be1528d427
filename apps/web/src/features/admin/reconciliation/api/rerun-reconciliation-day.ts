import { adminReconciliationEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';
import { useAdminMutation } from '../../shared/use-admin-mutation';

export type DayRerunInput = { dayId: number; source: 'kept' | 'download'; reason: string };

export const rerunReconciliationDay = ({ dayId, source, reason }: DayRerunInput) =>
  api(adminReconciliationEndpoints.rerunDay, { dayId: String(dayId), source, reason });

/** 重新对账: the day is due again for the job (within 10 minutes); audited. */
export const useRerunReconciliationDay = () => useAdminMutation(rerunReconciliationDay);
