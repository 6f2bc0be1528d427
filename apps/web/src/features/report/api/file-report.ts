import { type ParamsOf, reportEndpoints } from '@frog/contracts';
import { api } from '@/lib/api-client';

export type ReportParams = ParamsOf<typeof reportEndpoints.create>;

/** 举报: the server checks the reporter can see it, and keeps one open report per object. */
export const fileReport = (params: ReportParams) => api(reportEndpoints.create, params);
