import { Empty } from 'antd';
import { useState } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { QueryFailure } from '@/components/query-failure';
import { LoadMore } from '../shared/load-more';
import { useReconciliationDays } from './api/list-reconciliation-days';
import { DayFlagsDrawer } from './day-flags-drawer';
import { ReconciliationDayCard } from './reconciliation-day-card';
import './reconciliation.css';

/**
 * 对账: each trade day's Huifu bill against our books (newest first), and a day's differences in a
 * drawer, each resolved with an action and a reason (audited) or re-run.
 */
export function ReconciliationSection() {
  const query = useReconciliationDays();
  const days = query.data?.pages.flatMap((p) => p.list) ?? [];
  const [openDayId, setOpenDayId] = useState<number | null>(null);
  // The day as the list has it now: its open count follows each 处理.
  const openDay = days.find((d) => d.id === openDayId);

  return (
    <section aria-label="对账">
      <p className="admin-muted recon-intro">
        每天自动下载汇付前一日的交易对账单，与我方支付、退款记录逐笔核对；差异在此处理，处理结果写入操作日志。
      </p>
      {query.isPending && <LoadingScreen variant="inline" />}
      {query.isError && <QueryFailure error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && days.length === 0 && <Empty description="暂无对账记录" />}
      {days.length > 0 && (
        <>
          <div className="admin-list">
            {days.map((day) => (
              <ReconciliationDayCard key={day.id} day={day} onOpenFlags={setOpenDayId} />
            ))}
          </div>
          <LoadMore
            hasNextPage={query.hasNextPage}
            isFetchingNextPage={query.isFetchingNextPage}
            onLoad={() => query.fetchNextPage()}
          />
        </>
      )}
      <DayFlagsDrawer day={openDay} onClose={() => setOpenDayId(null)} />
    </section>
  );
}
