import { guardianRequestStatusText } from '@frog/contracts';
import { type QueueFilter, QueueSection } from '../shared/state-queue';
import { type GuardianRequestFilter, useGuardianRequests } from './api/list-guardian-requests';
import { GuardianRequestCard } from './guardian-request-card';

const FILTERS: QueueFilter<GuardianRequestFilter>[] = [
  { value: 'requested', label: guardianRequestStatusText.requested, empty: '暂无待处理的监护人申请' },
  { value: '', label: '全部', empty: '暂无监护人申请' },
  { value: 'refunded', label: guardianRequestStatusText.refunded, empty: '暂无监护人申请' },
  { value: 'refused', label: guardianRequestStatusText.refused, empty: '暂无监护人申请' },
];

/** 监护人申请: guardians asking for a minor's payments back, open ones first (oldest first). */
export function GuardianRequestsSection() {
  return (
    <QueueSection
      label="监护人申请"
      filters={FILTERS}
      useList={useGuardianRequests}
      renderItem={(r) => <GuardianRequestCard key={r.id} request={r} />}
    />
  );
}
