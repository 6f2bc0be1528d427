import { RightOutlined } from '@ant-design/icons';
import type { Dashboard } from '@frog/contracts';
import { Card, Statistic } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The creator's four numbers; the income one says what it counts and opens 收益管理. */
export function DashboardStats({ stats }: { stats: NonNullable<Dashboard['stats']> }) {
  const items = [
    { title: '已发布作品', value: stats.postCount, suffix: '篇' },
    { title: '粉丝', value: stats.followerCount, suffix: '人' },
    { title: '支持者', value: stats.supporterCount, suffix: '人' },
  ];

  return (
    <div className="dashboard-stats">
      {items.map((item) => (
        <Card key={item.title} size="small" className="dashboard-stats__card">
          <Statistic title={item.title} value={item.value} suffix={item.suffix} />
        </Card>
      ))}
      <Link to={paths.revenueManagement.href()} className="dashboard-stats__link">
        <Card size="small" className="dashboard-stats__card" hoverable>
          <Statistic
            title={
              <span className="dashboard-stats__title">
                本月净收入
                <RightOutlined aria-hidden="true" />
              </span>
            }
            value={stats.monthIncome}
            prefix="¥"
          />
          <small className="dashboard-stats__hint">扣除服务费与退款，查看明细</small>
          <span className="visually-hidden">（收益管理）</span>
        </Card>
      </Link>
    </div>
  );
}
