import type { ReconciliationFlag } from '@frog/contracts';
import { Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { StatusTag } from '@/components/status-tag';
import { formatDateTime } from '@/utils/format-time';
import { entryText, resolverText, sideAmountText, tradeStateText } from './lib/reconciliation-text';
import { ResolveFlagDialog } from './resolve-flag-dialog';
import { SidesTable } from './sides-table';

/** One difference: the bill's line beside our record, when it was found, and how it was resolved. */
export function ReconciliationFlagCard({ flag }: { flag: ReconciliationFlag }) {
  const [resolving, setResolving] = useState(false);
  const { bill, ours, resolution } = flag;

  return (
    <Card size="small" className="admin-card" data-testid={`recon-flag-${flag.id}`}>
      <div className="admin-card__head">
        <span className="admin-card__title">
          <StatusTag tone="danger">{flag.kindText}</StatusTag> {entryText(flag.entry)}
        </span>
        <StatusTag tone={flag.status === 'open' ? 'waiting' : 'done'}>
          {flag.status === 'open' ? '待处理' : '已处理'}
        </StatusTag>
      </div>
      <SidesTable
        caption="账单与我方记录对照"
        rows={[
          {
            label: '金额',
            bill: sideAmountText(bill.amount),
            ours: sideAmountText(ours.amount),
            differs: bill.amount?.fen !== ours.amount?.fen,
          },
          {
            label: '手续费',
            bill: sideAmountText(bill.fee),
            ours: sideAmountText(ours.fee),
            differs: bill.fee !== null && ours.fee !== null && bill.fee.fen !== ours.fee.fen,
          },
          {
            label: '状态',
            bill: tradeStateText(bill.state),
            ours: tradeStateText(ours.state),
            differs: bill.state !== ours.state,
          },
        ]}
      />
      <Descriptions column={1} size="small" className="recon-facts">
        <Descriptions.Item label="请求流水号">
          <code className="recon-serial">{flag.reqSeqId}</code>
        </Descriptions.Item>
        {flag.receiver && (
          <Descriptions.Item label="分账方">
            <code className="recon-serial">{flag.receiver}</code>
          </Descriptions.Item>
        )}
        {flag.hfSeqId && (
          <Descriptions.Item label="汇付流水号">
            <code className="recon-serial">{flag.hfSeqId}</code>
          </Descriptions.Item>
        )}
        <Descriptions.Item label="发现时间">{formatDateTime(flag.createdAt)}</Descriptions.Item>
        {resolution && (
          <Descriptions.Item label="处理">
            <span data-testid="recon-resolution">
              {resolution.text} · {resolverText(resolution)} 于 {formatDateTime(resolution.at)}
              {resolution.note && `：${resolution.note}`}
            </span>
          </Descriptions.Item>
        )}
      </Descriptions>
      {flag.abilities.resolve && (
        <div className="admin-card__actions">
          <Button type="primary" onClick={() => setResolving(true)}>
            处理
          </Button>
          <ResolveFlagDialog flag={flag} open={resolving} onClose={() => setResolving(false)} />
        </div>
      )}
    </Card>
  );
}
