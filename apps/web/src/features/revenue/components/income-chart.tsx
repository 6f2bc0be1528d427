import { Card, Segmented, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useIncomeChart } from '../api/get-income-chart';
import { formatFen } from '@/utils/format-money';
import { CHART_SERIES } from '../lib/labels';

// ECharts is a chunk of its own: the figures and the orders show while it downloads.
const IncomeChartCanvas = lazy(() => import('./income-chart-canvas'));

/** 收入趋势: the last 30 days by day, or the last 12 months by month, split by kind. */
export function IncomeChart() {
  const [unit, setUnit] = useState<'day' | 'month'>('day');
  const { data, isPending, isError } = useIncomeChart();
  const buckets = data ? (unit === 'day' ? data.daily : data.monthly) : [];
  const total = buckets.reduce((sum, b) => sum + CHART_SERIES.reduce((s, series) => s + b[series.key], 0), 0);

  return (
    <Card
      className="revenue-card"
      title="收入趋势"
      extra={
        <Segmented
          size="small"
          value={unit}
          onChange={(value) => setUnit(value as 'day' | 'month')}
          options={[
            { label: '近30天', value: 'day' },
            { label: '近12个月', value: 'month' },
          ]}
        />
      }
    >
      <p className="revenue-caption">
        按支付时间统计支持者支付的金额（未扣服务费与退款），{unit === 'day' ? '近30天' : '近12个月'}合计{' '}
        <strong>{formatFen(total)}</strong>
      </p>
      {isError ? (
        <p className="revenue-caption">图表加载失败，请刷新重试</p>
      ) : isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <IncomeChartCanvas buckets={buckets} unit={unit} />
        </Suspense>
      )}
    </Card>
  );
}
