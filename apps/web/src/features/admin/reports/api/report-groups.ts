import { adminReportEndpoints, type ReportGroup } from '@frog/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { numberedPageOptions } from '@/lib/paged-queries';
import { adminKey } from '../../shared/admin-keys';
import { useAdminMutation } from '../../shared/use-admin-mutation';

const REPORTS_PAGE_SIZE = 20;

/** Reported objects with open reports, who has waited longest first. */
export const useReportGroups = (_filter: 'open', page: number) =>
  useQuery(
    numberedPageOptions([...adminKey, 'report-groups'], { page, pageSize: REPORTS_PAGE_SIZE }, (paging) =>
      api(adminReportEndpoints.groups, paging),
    ),
  );

/** 举报属实 / 驳回: closes every open report on the object; `note` reaches each reporter. */
export function useHandleReports() {
  return useAdminMutation(
    ({ group, decision, note }: { group: ReportGroup; decision: 'upheld' | 'dismissed'; note: string }) =>
      api(adminReportEndpoints.handle, {
        targetKind: group.target.kind,
        targetId: String(group.target.id),
        decision,
        note,
      }),
  );
}
