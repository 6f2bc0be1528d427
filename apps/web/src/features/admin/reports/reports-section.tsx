import { type QueueFilter, QueueSection } from '../shared/state-queue';
import { useReportGroups } from './api/report-groups';
import { ReportGroupCard } from './report-group-card';

const FILTERS: QueueFilter<'open'>[] = [{ value: 'open', label: '待处理', empty: '暂无待处理的举报' }];

/** 举报: reported objects with open reports (reports on one object together), who has waited longest first. */
export function ReportsSection() {
  return (
    <QueueSection
      label="举报"
      filters={FILTERS}
      useList={useReportGroups}
      renderItem={(group) => (
        <ReportGroupCard key={`${group.target.kind}-${group.target.id}`} group={group} />
      )}
    />
  );
}
