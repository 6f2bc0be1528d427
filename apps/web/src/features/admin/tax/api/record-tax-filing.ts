import { adminTaxFilingEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';
import { useAdminMutation } from '../../shared/use-admin-mutation';

export type TaxFilingStep = 'declare' | 'remit';
export type TaxFilingInput = { step: TaxFilingStep; period: string; reference: string };

export const recordTaxFiling = ({ step, period, reference }: TaxFilingInput) =>
  api(adminTaxFilingEndpoints[step], { period, reference });

/** 记录申报 / 记录缴款 of a month (audited); the months and the log refresh. */
export const useRecordTaxFiling = () => useAdminMutation(recordTaxFiling);
