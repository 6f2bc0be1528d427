import { Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { myOrdersQueryOptions } from '@/features/my-support/api/get-my-orders';
import { myPlansQueryOptions } from '@/features/my-support/api/get-my-plans';
import { myUnlockedQueryOptions } from '@/features/my-support/api/get-my-unlocked';
import { MyOrders } from '@/features/my-support/components/my-orders';
import { MyPlans } from '@/features/my-support/components/my-plans';
import '@/features/my-support/components/my-support.css';
import { UnlockedPosts } from '@/features/my-support/components/unlocked-posts';
import { ReceivedRewardList } from '@/features/reward/components/received-reward-list';
import '@/features/reward/components/reward.css';
import { queryClient } from '@/lib/query-client';

const TABS = ['orders', 'plans', 'unlocked', 'rewards'] as const;
type Tab = (typeof TABS)[number];

const readTab = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'orders';

/** Starts fetching the open tab alongside the page chunk. */
export function loader({ request }: { request: Request }) {
  const tab = readTab(new URL(request.url).searchParams.get('tab'));
  if (tab === 'orders') void queryClient.prefetchInfiniteQuery(myOrdersQueryOptions(undefined));
  if (tab === 'plans') void queryClient.prefetchInfiniteQuery(myPlansQueryOptions());
  if (tab === 'unlocked') void queryClient.prefetchInfiniteQuery(myUnlockedQueryOptions());

  return null;
}

/** 我的支持: what the signed-in user bought: orders and receipts, plans, unlocked posts, rewards. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get('tab'));

  return (
    <div className="page page--narrow">
      <h1 className="page__title">我的支持</h1>
      <p className="page__subtitle">你的订单与收据、加入的支持方案、解锁的作品和收到的奖励，只有你能看到。</p>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          { key: 'orders', label: '订单', children: <MyOrders /> },
          { key: 'plans', label: '支持方案', children: <MyPlans /> },
          { key: 'unlocked', label: '已解锁', children: <UnlockedPosts /> },
          {
            key: 'rewards',
            label: '奖励',
            children: (
              <>
                <p className="page__subtitle">
                  支持后自动收到的感谢、链接和兑换码（也可在{' '}
                  <Link to={paths.mineRewards.href()}>我的奖励</Link> 查看）。
                </p>
                <ReceivedRewardList />
              </>
            ),
          },
        ]}
        destroyOnHidden
      />
    </div>
  );
}
