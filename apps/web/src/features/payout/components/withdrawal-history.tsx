import type { Withdrawal } from '@frog/contracts';
import { Button, Card, Empty, Grid, List, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { QueryFailure } from '@/components/query-failure';
import { formatDateTime } from '@/utils/format-time';
import { useWithdrawals, WITHDRAWALS_PAGE_SIZE } from '../api/get-withdrawals';
import { WithdrawalDetailDrawer } from './withdrawal-detail-drawer';
import { describeAccountShort } from '@/lib/payout-account';
import { WithdrawalStatusTag } from './withdrawal-status-tag';

function StatusCell({ withdrawal }: { withdrawal: Withdrawal }) {
  return (
    <div className="settle-status">
      <WithdrawalStatusTag status={withdrawal.status} />
      {withdrawal.reason && <small className="settle-status__reason">{withdrawal.reason}</small>}
    </div>
  );
}

/**
 * 提现记录: every withdrawal with its status (and the reason of a rejection or failure); a table on
 * wide screens, a list on phones; each opens its detail.
 */
export function WithdrawalHistory() {
  const [page, setPage] = useState(1);
  const [openNo, setOpenNo] = useState<string | null>(null);
  const { data, isPending, isError, error, refetch } = useWithdrawals(page);
  const screens = Grid.useBreakpoint();
  const columns: TableColumnsType<Withdrawal> = [
    { title: '申请时间', dataIndex: 'createdAt', render: (at: string) => formatDateTime(at), width: 170 },
    { title: '提现单号', dataIndex: 'withdrawalNo' },
    { title: '提现金额', key: 'amount', align: 'right', render: (_, w) => `¥${w.amount.yuan}` },
    { title: '手续费', key: 'fee', align: 'right', render: (_, w) => `¥${w.fee.yuan}` },
    { title: '代扣个税', key: 'tax', align: 'right', render: (_, w) => `¥${w.tax.yuan}` },
    { title: '实际到账', key: 'pay', align: 'right', render: (_, w) => `¥${w.payAmount.yuan}` },
    { title: '收款账户', key: 'account', render: (_, w) => describeAccountShort(w.account) },
    { title: '状态', key: 'status', render: (_, w) => <StatusCell withdrawal={w} />, width: 200 },
    {
      title: '操作',
      key: 'action',
      width: 80,
      render: (_, w) => (
        <Button type="link" size="small" onClick={() => setOpenNo(w.withdrawalNo)}>
          详情
        </Button>
      ),
    },
  ];

  const body = () => {
    if (isError) return <QueryFailure error={error} onRetry={() => refetch()} title="提现记录加载失败" />;
    const pagination = {
      current: page,
      pageSize: WITHDRAWALS_PAGE_SIZE,
      total: data?.total ?? 0,
      onChange: setPage,
      hideOnSinglePage: true,
    };
    if (screens.md === false) {
      return (
        <List
          loading={isPending}
          dataSource={data?.list ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有提现记录" /> }}
          pagination={data && data.total > WITHDRAWALS_PAGE_SIZE ? pagination : false}
          renderItem={(w) => (
            <List.Item
              className="settle-item"
              onClick={() => setOpenNo(w.withdrawalNo)}
              actions={[
                <Button key="detail" type="link" size="small" onClick={() => setOpenNo(w.withdrawalNo)}>
                  详情
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <span className="settle-item__title">
                    ¥{w.amount.yuan} <WithdrawalStatusTag status={w.status} />
                  </span>
                }
                description={
                  <>
                    <span>
                      {formatDateTime(w.createdAt)} · {describeAccountShort(w.account)}
                    </span>
                    <span>
                      代扣个税 ¥{w.tax.yuan} · 实际到账 ¥{w.payAmount.yuan}
                    </span>
                    {w.reason && <span className="settle-status__reason">{w.reason}</span>}
                  </>
                }
              />
            </List.Item>
          )}
        />
      );
    }

    return (
      <Table
        rowKey="withdrawalNo"
        size="middle"
        loading={isPending}
        columns={columns}
        dataSource={data?.list ?? []}
        pagination={pagination}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有提现记录" /> }}
      />
    );
  };

  return (
    <Card title="提现记录" className="settle-card">
      {body()}
      <WithdrawalDetailDrawer withdrawalNo={openNo} onClose={() => setOpenNo(null)} />
    </Card>
  );
}
