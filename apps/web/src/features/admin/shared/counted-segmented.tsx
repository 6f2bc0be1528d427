import { Segmented } from 'antd';

type CountedSegmentedProps<V extends string> = {
  value: V;
  options: { value: V; label: string }[];
  /** How many each option has, where known: shown after its label, e.g. 待处理（3）. */
  totals: Partial<Record<V, number>>;
  onChange: (value: V) => void;
};

/** A queue's state filter, each state with its count where known. */
export function CountedSegmented<V extends string>({
  value,
  options,
  totals,
  onChange,
}: CountedSegmentedProps<V>) {
  return (
    <Segmented
      value={value}
      onChange={(next) => onChange(next as V)}
      options={options.map((o) => {
        const total = totals[o.value];
        return { value: o.value, label: total !== undefined ? `${o.label}（${total}）` : o.label };
      })}
    />
  );
}
