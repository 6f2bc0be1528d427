import { ThunderboltFilled } from '@ant-design/icons';
import { type RankedSupporter, type SupporterPeriod, supporterRankLimit } from '@frog/contracts';
import { Button, Empty, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { useSupporterRank } from '../api/get-supporter-rank';

/** The tier as a battery of up to six bars: relative size without the amount. */
function TierBadge({ tier }: { tier: RankedSupporter['tier'] }) {
  return (
    <span className={`supporter-tier supporter-tier--${tier.level}`} title={`累计支持 ${tier.label}`}>
      <ThunderboltFilled aria-hidden />
      {tier.label}
    </span>
  );
}

function SupporterRow({ row }: { row: RankedSupporter }) {
  const name = (
    <>
      <UserAvatar nickname={row.anonymous ? '匿' : row.nickname} avatarUrl={row.avatarUrl} size={36} />
      <span className="supporter-row__name">
        {row.nickname}
        {row.isSelf && <small>（你）</small>}
      </span>
    </>
  );

  return (
    <li className={`supporter-row${row.isSelf ? ' is-self' : ''}`}>
      <span className={`supporter-row__rank supporter-row__rank--${Math.min(row.rank, 4)}`}>{row.rank}</span>
      {row.slug ? (
        <Link to={paths.user.href(row.slug)} className="supporter-row__who">
          {name}
        </Link>
      ) : (
        <span className="supporter-row__who">{name}</span>
      )}
      <TierBadge tier={row.tier} />
    </li>
  );
}

/** Rows shown before 展开: the list sits above the creator's posts. */
const FOLDED_ROWS = 10;

function RankList({
  slug,
  period,
  onSupport,
}: {
  slug: string;
  period: SupporterPeriod;
  onSupport?: () => void;
}) {
  const { data, isPending, isError, refetch } = useSupporterRank(slug, period);
  const [expanded, setExpanded] = useState(false);

  if (isPending) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  if (isError) {
    return (
      <Empty description="充电榜加载失败">
        <Button onClick={() => refetch()}>重试</Button>
      </Empty>
    );
  }
  if (data.list.length === 0) {
    return (
      <Empty description={period === 'month' ? '本月还没有人充电' : '还没有人充电'}>
        {onSupport && (
          <Button type="primary" onClick={onSupport}>
            成为第一个支持者
          </Button>
        )}
      </Empty>
    );
  }

  return (
    <>
      <ol className="supporter-rank__list">
        {(expanded ? data.list : data.list.slice(0, FOLDED_ROWS)).map((row) => (
          <SupporterRow key={row.rank} row={row} />
        ))}
      </ol>
      {!expanded && data.list.length > FOLDED_ROWS && (
        <Button type="link" block onClick={() => setExpanded(true)}>
          展开前 {data.list.length} 位
        </Button>
      )}
      <p className="supporter-rank__note">
        共 {data.total} 位支持者
        {data.total > supporterRankLimit && `，显示前 ${supporterRankLimit} 位`}
        。按支持金额（扣除退款）排序，只显示金额档位；在「账号设置」可选择匿名。
      </p>
    </>
  );
}

/** 充电榜 on a creator's profile: this month's and all-time supporters, by amount. */
export function SupporterRank({ slug, onSupport }: { slug: string; onSupport?: () => void }) {
  const [period, setPeriod] = useState<SupporterPeriod>('month');

  return (
    <section className="profile-section supporter-rank" aria-label="充电榜">
      <h2 className="profile-section__title">充电榜</h2>
      <Tabs
        activeKey={period}
        onChange={(key) => setPeriod(key as SupporterPeriod)}
        items={[
          {
            key: 'month',
            label: '本月',
            children: <RankList slug={slug} period="month" onSupport={onSupport} />,
          },
          {
            key: 'all',
            label: '总榜',
            children: <RankList slug={slug} period="all" onSupport={onSupport} />,
          },
        ]}
      />
    </section>
  );
}
