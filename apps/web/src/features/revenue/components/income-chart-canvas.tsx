import type { IncomeBucket } from '@frog/contracts';
import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { formatFen } from '@/utils/format-money';
import { CHART_SERIES } from '../lib/labels';
import { formatBucketLabel } from '@/utils/format-time';

// Only what a stacked bar chart needs: the rest of ECharts stays out of the chunk.
echarts.use([BarChart, GridComponent, TooltipComponent, LegendComponent, AriaComponent, CanvasRenderer]);

type IncomeChartCanvasProps = { buckets: IncomeBucket[]; unit: 'day' | 'month'; height?: number };

/** Stacked bars of what supporters paid per day or month, by kind (ECharts on a canvas). */
export default function IncomeChartCanvas({ buckets, unit, height = 280 }: IncomeChartCanvasProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);

    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const label = (key: string) => formatBucketLabel(key, unit);
    chart.current?.setOption(
      {
        aria: { enabled: true, decal: { show: false } },
        color: CHART_SERIES.map((s) => s.color),
        grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
        legend: { top: 0, left: 0, itemWidth: 12, itemHeight: 12 },
        tooltip: {
          trigger: 'axis',
          axisPointer: { type: 'shadow' },
          valueFormatter: (value: unknown) => formatFen(Math.round(Number(value) * 100)),
        },
        xAxis: {
          type: 'category',
          data: buckets.map((b) => label(b.key)),
          axisTick: { show: false },
          axisLabel: { color: '#5f6f67', hideOverlap: true },
        },
        yAxis: {
          type: 'value',
          minInterval: 1,
          axisLabel: { color: '#5f6f67', formatter: (v: number) => `¥${v}` },
          splitLine: { lineStyle: { color: '#eef2f0' } },
        },
        series: CHART_SERIES.map((s) => ({
          type: 'bar',
          name: s.name,
          stack: 'income',
          barMaxWidth: 28,
          data: buckets.map((b) => b[s.key] / 100),
        })),
      },
      { notMerge: true },
    );
  }, [buckets, unit]);

  return <div ref={element} className="income-chart__canvas" style={{ height }} />;
}
