import {
  type RankedSupporter,
  SUPPORTER_RANK_ORDER_TEXT,
  type SupporterPeriod,
  supporterRankLimit,
} from '@frog/contracts';
import { Button, Empty, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { useSupporterRank } from '../api/get-supporter-rank';

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
    // Supporters appear only by their own choice: an empty list need not mean nobody supported.
    return (
      <>
        <Empty description={period === 'month' ? '本月还没有支持者上榜' : '还没有支持者上榜'}>
          {onSupport && (
            <Button type="primary" onClick={onSupport}>
              支持TA
            </Button>
          )}
        </Empty>
        <p className="supporter-rank__note">{SUPPORTER_RANK_ORDER_TEXT}。</p>
      </>
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
        {data.total > supporterRankLimit && `，显示前 ${supporterRankLimit} 位`}。{SUPPORTER_RANK_ORDER_TEXT}
        ；在「账号设置」可选择是否上榜、是否匿名。
      </p>
    </>
  );
}

/** 充电榜 on a creator's profile: this month's and all-time supporters who chose to appear, by when they began. */
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
