import { useState } from 'react';
import { CursorResults } from '../shared/cursor-results';
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
      <CursorResults
        query={query}
        empty="暂无对账记录"
        renderItem={(day) => <ReconciliationDayCard key={day.id} day={day} onOpenFlags={setOpenDayId} />}
      />
      <DayFlagsDrawer day={openDay} onClose={() => setOpenDayId(null)} />
    </section>
  );
}
