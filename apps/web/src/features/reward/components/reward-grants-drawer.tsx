import type { Reward, RewardGrant } from '@frog/contracts';
import { Alert, Drawer, Grid, Pagination, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-time';
import { GRANTS_PAGE_SIZE, useRewardGrants } from '../api/get-reward-grants';

/** antd's orange tag writes at 3.3:1 on its ground; the orange text colour reads at 5.4:1. */
function Supporter({ supporter }: { supporter: RewardGrant['supporter'] }) {
  const name = (
    <span className="reward-grant__name">
      <UserAvatar
        nickname={supporter.anonymous ? '匿' : supporter.nickname}
        avatarUrl={supporter.avatarUrl}
        size={28}
      />
      {supporter.nickname}
    </span>
  );

  return supporter.slug ? <Link to={paths.user.href(supporter.slug)}>{name}</Link> : name;
}

function GrantCode({ grant }: { grant: RewardGrant }) {
  if (grant.code) {
    return (
      <Typography.Text code copyable>
        {grant.code}
      </Typography.Text>
    );
  }

  return grant.poolEmpty ? (
    <Tag color="orange">兑换码已发完，只发了消息</Tag>
  ) : (
    <span className="reward-muted">无兑换码</span>
  );
}

function RefundTag({ grant }: { grant: RewardGrant }) {
  if (grant.refund === 'none') return null;

  return <Tag color="default">{grant.refund === 'full' ? '已退款' : '部分退款'}（兑换码不收回）</Tag>;
}

const columns: TableColumnsType<RewardGrant> = [
  { title: '支持者', key: 'supporter', render: (_, g) => <Supporter supporter={g.supporter} /> },
  { title: '兑换码', key: 'code', render: (_, g) => <GrantCode grant={g} /> },
  {
    title: '订单',
    key: 'order',
    render: (_, g) => (
      <span className="reward-grant__order">
        <span>¥{g.amount}</span>
        <small>{g.orderNo}</small>
        <RefundTag grant={g} />
      </span>
    ),
  },
  { title: '发放时间', key: 'at', render: (_, g) => formatDateTime(g.grantedAt) },
];

/** Who got which code from one reward, newest first (the creator only). */
export function RewardGrantsDrawer({ reward, onClose }: { reward: Reward; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useRewardGrants(reward.id, page);
  const screens = Grid.useBreakpoint();
  const pagination = {
    current: page,
    pageSize: GRANTS_PAGE_SIZE,
    total: data?.total ?? 0,
    onChange: setPage,
    showSizeChanger: false,
    hideOnSinglePage: true,
  };

  return (
    <Drawer
      open
      title={`发放记录 · ${reward.title}`}
      onClose={onClose}
      size={screens.md ? 760 : '100%'}
      destroyOnHidden
    >
      <p className="reward-grants__summary">
        共发放 {reward.grantCount} 次
        {reward.codes.total > 0 && `，兑换码已发出 ${reward.codes.given} 个、剩余 ${reward.codes.left} 个`}
        {reward.withoutCodeCount > 0 && `，${reward.withoutCodeCount} 次因兑换码发完只发了消息`}。
        选择匿名的支持者显示为「匿名支持者」。
      </p>
      {isError && <Alert type="error" showIcon title={errorMessage(error)} />}
      {screens.md ? (
        <Table<RewardGrant>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={data?.list ?? []}
          loading={isPending}
          locale={{ emptyText: '还没有支持者收到这份奖励' }}
          pagination={pagination}
        />
      ) : (
        <>
          <ul className="reward-grant-list" aria-label="发放记录">
            {(data?.list ?? []).map((g) => (
              <li key={g.id} className="reward-grant-list__item">
                <Supporter supporter={g.supporter} />
                <GrantCode grant={g} />
                <span className="reward-grant-list__meta">
                  ¥{g.amount} · {formatDateTime(g.grantedAt)} · 订单 {g.orderNo}
                </span>
                <RefundTag grant={g} />
              </li>
            ))}
            {data?.list.length === 0 && <li className="reward-muted">还没有支持者收到这份奖励</li>}
          </ul>
          <Pagination size="small" align="center" {...pagination} />
        </>
      )}
    </Drawer>
  );
}
