import { DownloadOutlined } from '@ant-design/icons';
import type { SupporterOrder } from '@frog/contracts';
import {
  Button,
  Card,
  Empty,
  Grid,
  Input,
  Pagination,
  Select,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-time';
import { useSupporterOrders } from '../api/list-supporter-orders';
import { NO_FILTERS, type OrderFilters, supporterOrdersExportUrl } from '../lib/export-url';
import { KIND_LABELS, STATUS_LABELS } from '../lib/labels';
import type { PeriodInput } from '../lib/period';
import { OrderThanksReply } from './order-thanks-reply';

const PAGE_SIZE = 20;

function StatusTag({ order }: { order: SupporterOrder }) {
  const status = STATUS_LABELS[order.status];

  return (
    <Tag color={status.color}>
      {status.text}
      {order.status === 'partly_refunded' ? ` ¥${order.refunded}` : ''}
    </Tag>
  );
}

function Buyer({ order }: { order: SupporterOrder }) {
  return (
    <span className="order-buyer">
      <UserAvatar nickname={order.buyer.nickname} avatarUrl={order.buyer.avatarUrl} size={28} />
      <span className="order-buyer__name">{order.buyer.nickname}</span>
    </span>
  );
}

/** What was bought, the supporter's message, why it was refunded (the operator's words) and the creator's reply. */
function OrderWhat({ order }: { order: SupporterOrder }) {
  return (
    <div className="order-what">
      <span>{order.description}</span>
      {order.savings.length > 0 ? (
        <span className="order-savings">
          原价 ¥{order.listAmount}，
          {order.savings.map((saving) => `${saving.label} −¥${saving.amount}`).join('，')}
        </span>
      ) : null}
      {order.message ? <q className="order-message">{order.message}</q> : null}
      {order.refundReason ? (
        <span className="order-refund-reason">退款原因：{order.refundReason}</span>
      ) : null}
      <OrderThanksReply order={order} />
    </div>
  );
}

const COLUMNS: TableColumnsType<SupporterOrder> = [
  { title: '支持者', key: 'buyer', width: 150, render: (_, order) => <Buyer order={order} /> },
  {
    title: '内容',
    key: 'what',
    render: (_, order) => <OrderWhat order={order} />,
  },
  { title: '金额', dataIndex: 'amount', align: 'right', width: 96, render: (v: string) => `¥${v}` },
  { title: '服务费', dataIndex: 'fee', align: 'right', width: 84, render: (v: string) => `¥${v}` },
  {
    title: '净收入',
    dataIndex: 'net',
    align: 'right',
    width: 96,
    render: (v: string) => <strong>¥{v}</strong>,
  },
  { title: '状态', key: 'status', width: 118, render: (_, order) => <StatusTag order={order} /> },
  {
    title: '支付时间',
    dataIndex: 'paidAt',
    width: 150,
    render: (v: string) => <time dateTime={v}>{formatDateTime(v)}</time>,
  },
];

/** One order as a card, for phones. */
function OrderCard({ order }: { order: SupporterOrder }) {
  return (
    <li className="order-card">
      <div className="order-card__head">
        <Buyer order={order} />
        <strong>¥{order.amount}</strong>
      </div>
      <OrderWhat order={order} />
      <div className="order-card__foot">
        <StatusTag order={order} />
        <span>
          服务费 ¥{order.fee} · 净收入 ¥{order.net}
        </span>
      </div>
      <time className="order-card__time" dateTime={order.paidAt}>
        {formatDateTime(order.paidAt)}
      </time>
    </li>
  );
}

type SupporterOrdersProps = {
  period: PeriodInput;
  plans: { id: number; name: string }[];
  /** A supporter or order number to search for at first (`?keyword=`: a notice's link to its order). */
  initialKeyword?: string;
};

/**
 * 订单明细: the period's orders with filters (kind, plan, status, supporter), a table on wide screens
 * and cards on phones, numbered pages, and the same list as CSV.
 */
export function SupporterOrders({ period, plans, initialKeyword = '' }: SupporterOrdersProps) {
  const screens = Grid.useBreakpoint();
  const [filters, setFilters] = useState<OrderFilters>({ ...NO_FILTERS, keyword: initialKeyword });
  const [keyword, setKeyword] = useState(initialKeyword);
  const cardRef = useRef<HTMLDivElement>(null);
  // Opened from a notice (an order number in the URL): the order list is what was asked for.
  useEffect(() => {
    if (initialKeyword) cardRef.current?.scrollIntoView({ block: 'start' });
  }, [initialKeyword]);
  const [page, setPage] = useState(1);
  const query = useSupporterOrders(period, filters, { page, pageSize: PAGE_SIZE });
  const change = (patch: Partial<OrderFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setPage(1);
  };
  const list = query.data?.list ?? [];
  const total = query.data?.total ?? 0;

  return (
    <Card
      ref={cardRef}
      className="revenue-card"
      title="订单明细"
      extra={
        <Button
          icon={<DownloadOutlined />}
          href={supporterOrdersExportUrl(period, filters)}
          download
          disabled={total === 0}
        >
          导出 CSV
        </Button>
      }
    >
      <div className="order-filters">
        <Select
          aria-label="订单类型"
          value={filters.kind}
          onChange={(kind) => change({ kind, planId: kind === 'plan' ? filters.planId : '' })}
          options={[
            { value: '', label: '全部类型' },
            ...(['post', 'plan', 'tip'] as const).map((k) => ({ value: k, label: KIND_LABELS[k] })),
          ]}
        />
        <Select
          aria-label="支持方案"
          value={filters.planId}
          onChange={(planId) => change({ planId, kind: planId ? 'plan' : filters.kind })}
          options={[
            { value: '', label: '全部方案' },
            ...plans.map((p) => ({ value: String(p.id), label: p.name })),
          ]}
        />
        <Select
          aria-label="订单状态"
          value={filters.status}
          onChange={(status) => change({ status })}
          options={[
            { value: '', label: '全部状态' },
            ...(['paid', 'partly_refunded', 'refunded'] as const).map((s) => ({
              value: s,
              label: STATUS_LABELS[s].text,
            })),
          ]}
        />
        <Input.Search
          aria-label="支持者昵称或订单号"
          placeholder="支持者昵称或订单号"
          allowClear
          value={keyword}
          maxLength={30}
          onChange={(e) => {
            setKeyword(e.target.value);
            if (e.target.value === '') change({ keyword: '' });
          }}
          onSearch={(value) => change({ keyword: value.trim() })}
        />
      </div>
      {query.isError ? (
        <Empty description={errorMessage(query.error)} />
      ) : screens.md ? (
        <Table<SupporterOrder>
          rowKey="orderNo"
          columns={COLUMNS}
          dataSource={list}
          loading={query.isFetching}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description="这个时间段还没有订单" /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total,
            showSizeChanger: false,
            showTotal: (n) => `共 ${n} 笔`,
            onChange: setPage,
          }}
        />
      ) : (
        <>
          {list.length === 0 && !query.isPending ? (
            <Empty description="这个时间段还没有订单" />
          ) : (
            <ul className="order-cards" aria-busy={query.isFetching}>
              {list.map((order) => (
                <OrderCard key={order.orderNo} order={order} />
              ))}
            </ul>
          )}
          {total > PAGE_SIZE && (
            <Pagination
              simple
              align="center"
              current={page}
              pageSize={PAGE_SIZE}
              total={total}
              onChange={setPage}
            />
          )}
        </>
      )}
    </Card>
  );
}
