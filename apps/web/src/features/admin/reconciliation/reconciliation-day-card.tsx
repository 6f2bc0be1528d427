import type { ReconciliationDay } from '@frog/contracts';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { StatusTag } from '@/components/status-tag';
import { formatDateTime } from '@/utils/format-time';
import { dayTone, totalsRows } from './lib/reconciliation-text';
import { RerunDayDialog } from './rerun-day-dialog';
import { SidesTable } from './sides-table';

/**
 * One trade day's summary of one bill (交易对账单, or in split mode 分账对账单 on a card of its own):
 * where it stands, lines matched and differing, both sides' totals.
 */
export function ReconciliationDayCard({
  day,
  onOpenFlags,
}: {
  day: ReconciliationDay;
  onOpenFlags: (dayId: number) => void;
}) {
  const [rerunning, setRerunning] = useState(false);

  return (
    <Card size="small" className="admin-card" data-testid={`recon-day-${day.tradeDate}`}>
      <div className="admin-card__head">
        <span className="admin-card__title">
          {day.tradeDate} {day.billTypeText} <StatusTag tone={dayTone(day)}>{day.statusText}</StatusTag>
        </span>
        {day.openFlags > 0 ? (
          <StatusTag tone="danger">待处理差异 {day.openFlags}</StatusTag>
        ) : (
          <span className="admin-muted">无待处理差异</span>
        )}
      </div>
      {day.finishedAt ? (
        <>
          <p className="recon-day__counts">
            账单 {day.lines} 行 · 一致 {day.matched} · 差异 {day.differences}
          </p>
          <SidesTable caption="当日合计" rows={totalsRows(day.bill, day.ours)} />
        </>
      ) : (
        // Never reconciled yet: zeros here would read as an empty day.
        <p className="recon-day__counts">尚未对账：汇付次日生成前一日的对账单，系统会自动下载并核对。</p>
      )}
      <p className="admin-muted recon-day__meta">
        {day.fileName ? `对账单 ${day.fileName}` : '尚无对账单'} · 已查询 {day.queries} 次
        {day.finishedAt && ` · 完成于 ${formatDateTime(day.finishedAt)}`}
      </p>
      {day.lastError && <p className="admin-error">{day.lastError}</p>}
      <div className="admin-card__actions">
        <Button type={day.openFlags > 0 ? 'primary' : 'default'} onClick={() => onOpenFlags(day.id)}>
          查看差异
        </Button>
        {day.abilities.rerun && <Button onClick={() => setRerunning(true)}>重新对账</Button>}
      </div>
      <RerunDayDialog day={day} open={rerunning} onClose={() => setRerunning(false)} />
    </Card>
  );
}
