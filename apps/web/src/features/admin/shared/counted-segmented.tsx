import { Segmented } from 'antd';

type CountedSegmentedProps<V extends string> = {
  value: V;
  options: { value: V; label: string }[];
  /** How many the chosen option has, once loaded: shown after its label, e.g. 待处理（3）. */
  total: number | undefined;
  onChange: (value: V) => void;
};

/** A queue's state filter, the chosen state with its count. */
export function CountedSegmented<V extends string>({
  value,
  options,
  total,
  onChange,
}: CountedSegmentedProps<V>) {
  return (
    <Segmented
      value={value}
      onChange={(next) => onChange(next as V)}
      options={options.map((o) => ({
        value: o.value,
        label: o.value === value && total !== undefined ? `${o.label}（${total}）` : o.label,
      }))}
    />
  );
}
