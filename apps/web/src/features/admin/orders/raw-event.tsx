import type { ProviderEvent } from '@frog/contracts';
import { Collapse } from 'antd';
import { formatDateTime } from '@/utils/format-time';
import { prettyRaw } from './lib/pretty-raw';

const SOURCE_TEXT: Record<string, string> = { notify: '异步通知', query: '主动查询', close: '关单' };

/** What applying the event did, in Chinese (the stored word beside it for searching logs). */
const OUTCOME_TEXT: Record<string, string> = {
  applied: '已入账',
  duplicate: '重复通知',
  mismatch: '金额或商户号不符',
  unknown_payment: '未知支付',
  not_paid: '未支付',
};

const outcomeText = (outcome: string | null) =>
  outcome === null ? '未处理' : OUTCOME_TEXT[outcome] ? `${OUTCOME_TEXT[outcome]}（${outcome}）` : outcome;

/** The provider's own messages about a payment, each collapsed to one line; opened, the text as received. */
export function RawEvents({ events }: { events: ProviderEvent[] }) {
  if (events.length === 0) return <p className="admin-muted">暂无渠道通知</p>;

  return (
    <Collapse
      size="small"
      items={events.map((event) => ({
        key: event.id,
        label: (
          <span className="raw-event__label">
            <span>{SOURCE_TEXT[event.source] ?? event.source}</span>
            <span>{outcomeText(event.outcome)}</span>
            <span>{event.verified ? '已验签' : '验签失败'}</span>
            <span className="admin-muted">{formatDateTime(event.createdAt)}</span>
          </span>
        ),
        children: <pre className="raw-event__body">{prettyRaw(event.raw)}</pre>,
      }))}
    />
  );
}
