import { GiftOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useStoredUser } from '@/lib/auth';
import { useMarkRewardsSeen, useUnseenRewards } from '../api/unseen-rewards';

/**
 * "A reward arrived": shown where a buyer comes back to after paying (the cashier's success page
 * returns to payRedirectPath: a post, a profile or a plan), while they have rewards they have not
 * opened. Closing it marks them seen; 我的奖励 does too.
 */
export function RewardArrivalNotice() {
  const signedIn = Boolean(useStoredUser()?.nickname);
  const { data } = useUnseenRewards(signedIn);
  const markSeen = useMarkRewardsSeen();
  const navigate = useNavigate();
  if (!data || data.count === 0) return null;

  const first = data.items[0];
  const what =
    data.count === 1 && first
      ? `${first.creatorNickname} 给你发了充电奖励「${first.title}」`
      : `你收到了 ${data.count} 份充电奖励`;

  return (
    <Alert
      className="reward-arrival"
      type="success"
      showIcon
      icon={<GiftOutlined />}
      title={what}
      description={
        <div className="reward-arrival__body">
          <span>
            感谢信、链接和兑换码都在<Link to={paths.mineRewards.href()}>「我的奖励」</Link>里，只有你能看到。
          </span>
          <Button size="small" type="primary" onClick={() => navigate(paths.mineRewards.href())}>
            查看奖励
          </Button>
        </div>
      }
      closable={{ 'aria-label': '知道了' }}
      onClose={() => markSeen.mutate()}
    />
  );
}
