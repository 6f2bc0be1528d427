import './series.css';
import { PlusOutlined } from '@ant-design/icons';
import { SERIES_POSTS_MAX } from '@frog/contracts';
import { Button, Empty, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { QueryFailure } from '@/components/query-failure';
import { useMySeries } from '../api/get-my-series';
import { useMyPostOptions } from '../api/list-my-post-options';
import { SeriesCard } from './series-card';
import { SeriesForm } from './series-form';

/** 合集管理 in the creator's tools: make series and put published posts in them, in order. */
export function SeriesManager() {
  const series = useMySeries();
  const options = useMyPostOptions();
  const [creating, setCreating] = useState(false);

  return (
    <section aria-label="合集管理">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <p className="page__subtitle">
          把作品按顺序编成合集，读者可在作品页看到「上一篇 / 下一篇」。每篇作品只能在一个合集里，一个合集最多{' '}
          {SERIES_POSTS_MAX} 篇。
        </p>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建合集
        </Button>
      </Flex>
      {series.isPending ? (
        <Skeleton active />
      ) : series.error ? (
        <QueryFailure error={series.error} onRetry={() => series.refetch()} />
      ) : series.data.length === 0 ? (
        <Empty description="还没有合集" />
      ) : (
        <Flex vertical gap={16}>
          {series.data.map((one) => (
            <SeriesCard key={one.id} series={one} options={options.data ?? []} />
          ))}
        </Flex>
      )}
      <SeriesForm open={creating} onClose={() => setCreating(false)} />
    </section>
  );
}
