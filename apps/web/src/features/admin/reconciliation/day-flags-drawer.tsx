import type { ReconciliationDay } from '@frog/contracts';
import { Drawer, Grid } from 'antd';
import { useState } from 'react';
import { CountedSegmented } from '../shared/counted-segmented';
import { CursorResults } from '../shared/cursor-results';
import { type ReconciliationFlagFilter, useReconciliationFlags } from './api/list-reconciliation-flags';
import { ReconciliationFlagCard } from './reconciliation-flag-card';

const FILTERS: { value: ReconciliationFlagFilter; label: string; empty: string }[] = [
  { value: 'open', label: '待处理', empty: '暂无待处理的差异' },
  { value: 'resolved', label: '已处理', empty: '暂无已处理的差异' },
  { value: 'all', label: '全部', empty: '该日没有差异' },
];

function DayFlags({ day }: { day: ReconciliationDay }) {
  const [status, setStatus] = useState<ReconciliationFlagFilter>('open');
  const query = useReconciliationFlags(day.id, status);

  return (
    <>
      <div className="admin-toolbar">
        <CountedSegmented
          value={status}
          options={FILTERS}
          totals={{ open: day.openFlags }}
          onChange={setStatus}
        />
      </div>
      <CursorResults
        query={query}
        empty={FILTERS.find((f) => f.value === status)?.empty}
        renderItem={(flag) => <ReconciliationFlagCard key={flag.id} flag={flag} />}
      />
    </>
  );
}

/** A day's differences in a drawer (full screen on a phone), open ones first shown. */
export function DayFlagsDrawer({
  day,
  onClose,
}: {
  day: ReconciliationDay | undefined;
  onClose: () => void;
}) {
  const screens = Grid.useBreakpoint();

  return (
    <Drawer
      open={day !== undefined}
      onClose={onClose}
      title={day ? `对账差异 ${day.tradeDate}` : '对账差异'}
      size={screens.md ? 720 : '100%'}
      destroyOnHidden
    >
      {day && <DayFlags day={day} />}
    </Drawer>
  );
}
