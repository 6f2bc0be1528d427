import { GiftOutlined, LinkOutlined } from '@ant-design/icons';
import type { ReceivedReward } from '@frog/contracts';
import { Badge, Button, Empty, Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { QueryFallback } from '@/components/query-failure';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-time';
import { useReceivedRewards } from '../api/get-received-rewards';
import { useMarkRewardsSeen } from '../api/unseen-rewards';

/** The host a link goes to, shown beside it so the supporter knows where they are sent. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function ReceivedRewardCard({ reward }: { reward: ReceivedReward }) {
  return (
    <article className="received-reward" aria-label={reward.title}>
      <header className="received-reward__head">
        <Link to={paths.user.href(reward.creator.slug)} className="received-reward__creator">
          <UserAvatar nickname={reward.creator.nickname} avatarUrl={reward.creator.avatarUrl} size={36} />
          <span>{reward.creator.nickname}</span>
        </Link>
        <span className="reward-muted">{formatDateTime(reward.grantedAt)}</span>
      </header>
      <h2 className="received-reward__title">
        {!reward.seen && <Badge status="processing" text={null} className="received-reward__new" />}
        {reward.title}
      </h2>
      {/* Plain text from the creator: rendered as text, line breaks kept. */}
      <p className="received-reward__message">{reward.message}</p>
      {reward.code && (
        <div className="received-reward__code">
          <span className="reward-muted">兑换码</span>
          <Typography.Text code copyable={{ text: reward.code, tooltips: ['复制', '已复制'] }}>
            {reward.code}
          </Typography.Text>
        </div>
      )}
      {reward.poolEmpty && (
        <p className="received-reward__empty">这份奖励的兑换码已经发完了，创作者给你留了上面的话。</p>
      )}
      {reward.linkUrl && (
        <a
          className="received-reward__link"
          href={reward.linkUrl}
          target="_blank"
          rel="noopener noreferrer nofollow"
        >
          <LinkOutlined /> 打开链接 <small>（{hostOf(reward.linkUrl)}）</small>
        </a>
      )}
      <footer className="received-reward__foot">
        {reward.order.description} · ¥{reward.order.amount} · 订单 {reward.order.orderNo}
      </footer>
    </article>
  );
}

/** 我的奖励: what creators sent the signed-in user for their support; opening it marks them seen. */
export function ReceivedRewardList() {
  const rewards = useReceivedRewards();
  const markSeen = useMarkRewardsSeen();
  const items = rewards.data?.pages.flatMap((page) => page.list) ?? [];
  const hasUnseen = items.some((r) => !r.seen);
  const { mutate } = markSeen;

  useEffect(() => {
    if (hasUnseen) mutate();
  }, [hasUnseen, mutate]);

  if (rewards.isPending || rewards.isError) return <QueryFallback query={rewards} />;
  if (items.length === 0) {
    return (
      <Empty
        image={<GiftOutlined className="received-rewards__empty-icon" />}
        description="还没有收到充电奖励。支持创作者后，他们准备的感谢和兑换码会出现在这里"
      />
    );
  }

  return (
    <div className="received-rewards">
      {items.map((reward) => (
        <ReceivedRewardCard key={reward.id} reward={reward} />
      ))}
      {rewards.hasNextPage && (
        <Button block onClick={() => rewards.fetchNextPage()} loading={rewards.isFetchingNextPage}>
          加载更多
        </Button>
      )}
    </div>
  );
}
