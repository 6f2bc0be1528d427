import type { ApplicationStatus } from '@frog/contracts';
import { type QueueFilter, QueueSection } from '../shared/state-queue';
import { useCreatorApplications } from './api/get-creator-applications';
import { ReviewCard } from './review-card';

const FILTERS: QueueFilter<ApplicationStatus>[] = [
  { value: 'pending', label: '待审核', empty: '暂无待审核的申请' },
  { value: 'approved', label: '已通过', empty: '暂无记录' },
  { value: 'rejected', label: '未通过', empty: '暂无记录' },
];

const useApplications = (status: ApplicationStatus, page: number) =>
  useCreatorApplications(status, page, true);

/** 创作者审核: the creator applications, waiting ones first (oldest first). */
export function ReviewSection() {
  return (
    <QueueSection
      label="创作者审核"
      filters={FILTERS}
      useList={useApplications}
      listClassName="review-list"
      renderItem={(item) => <ReviewCard key={item.id} item={item} />}
    />
  );
}
