import type { RevenuePeriod } from '@frog/contracts';
import { Input, Segmented, Space } from 'antd';
import { useState } from 'react';
import type { PeriodInput } from '../lib/period';

const OPTIONS: { label: string; value: RevenuePeriod }[] = [
  { label: '本月', value: 'this_month' },
  { label: '上月', value: 'last_month' },
  { label: '全部', value: 'all' },
  { label: '自定义', value: 'custom' },
];

type PeriodPickerProps = { value: PeriodInput; onChange: (value: PeriodInput) => void };

/**
 * The period of the figures and the order list: this month, last month, everything, or two China
 * dates (native date inputs: the phone's own picker). A custom range applies once both are set.
 */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const [custom, setCustom] = useState(value.period === 'custom');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const invalid = from !== '' && to !== '' && from > to;

  const applyDates = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    if (nextFrom && nextTo && nextFrom <= nextTo) onChange({ period: 'custom', from: nextFrom, to: nextTo });
  };

  /** One end of the range: a native date input, bounded by the other end, red while the range runs backwards. */
  const dateInput = (
    label: string,
    date: string,
    bounds: { min?: string; max?: string },
    change: (date: string) => void,
  ) => (
    <Input
      type="date"
      aria-label={label}
      value={date}
      {...bounds}
      status={invalid ? 'error' : undefined}
      onChange={(e) => change(e.target.value)}
    />
  );

  return (
    <div className="period-picker">
      <Segmented
        value={custom ? 'custom' : value.period}
        options={OPTIONS}
        onChange={(next) => {
          const period = next as RevenuePeriod;
          setCustom(period === 'custom');
          if (period !== 'custom') onChange({ period });
          else if (from && to && from <= to) onChange({ period, from, to });
        }}
      />
      {custom && (
        <Space.Compact className="period-picker__dates">
          {dateInput('开始日期', from, { max: to || undefined }, (date) => applyDates(date, to))}
          {dateInput('结束日期', to, { min: from || undefined }, (date) => applyDates(from, date))}
        </Space.Compact>
      )}
    </div>
  );
}
