import { refundRequestStatusText } from '@frog/contracts';
import { Card, Empty, Pagination, Segmented } from 'antd';
import { useState } from 'react';
import { type RefundRequestFilter, useCreatorRefundRequests } from '../api/list-refund-requests';
import { RefundRequestCard } from './refund-request-card';
import './refund-requests.css';

const FILTERS: { value: RefundRequestFilter; label: string }[] = [
  { value: 'requested', label: refundRequestStatusText.requested },
  { value: '', label: '全部' },
];

/**
 * 收益管理 › 退款申请: what supporters asked back, open ones first (earliest deadline first). The
 * creator grants (it is their share) or refuses with a reason; undecided ones close by themselves.
 */
export function RefundRequests() {
  const [status, setStatus] = useState<RefundRequestFilter>('requested');
  const [page, setPage] = useState(1);
  const query = useCreatorRefundRequests(status, page);
  const data = query.data;

  return (
    <Card
      title="退款申请"
      className="revenue-card refund-requests"
      extra={
        <Segmented
          value={status}
          options={FILTERS}
          onChange={(value) => {
            setStatus(value as RefundRequestFilter);
            setPage(1);
          }}
        />
      }
    >
      {query.isError && <p className="refund-requests__error">退款申请加载失败，请稍后重试</p>}
      {data && data.list.length === 0 && (
        <Empty description={status === 'requested' ? '没有待处理的退款申请' : '还没有收到退款申请'} />
      )}
      <div className="refund-requests__list">
        {data?.list.map((request) => (
          <RefundRequestCard key={request.id} request={request} />
        ))}
      </div>
      {data && data.total > data.pageSize && (
        <Pagination
          className="refund-requests__pages"
          current={page}
          pageSize={data.pageSize}
          total={data.total}
          onChange={setPage}
          showSizeChanger={false}
          size="small"
        />
      )}
    </Card>
  );
}
