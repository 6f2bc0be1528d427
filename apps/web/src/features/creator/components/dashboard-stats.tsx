import type { Dashboard } from '@frog/contracts';
import { Card, Statistic } from 'antd';

/** The creator's four numbers. */
export function DashboardStats({ stats }: { stats: NonNullable<Dashboard['stats']> }) {
  const items = [
    { title: '已发布作品', value: stats.postCount, suffix: '篇' },
    { title: '粉丝', value: stats.followerCount, suffix: '人' },
    { title: '支持者', value: stats.supporterCount, suffix: '人' },
    { title: '本月收入', value: stats.monthIncome, prefix: '¥' },
  ];

  return (
    <div className="dashboard-stats">
      {items.map((item) => (
        <Card key={item.title} size="small" className="dashboard-stats__card">
          <Statistic title={item.title} value={item.value} prefix={item.prefix} suffix={item.suffix} />
        </Card>
      ))}
    </div>
  );
}
