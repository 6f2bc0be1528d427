import { Radio, Skeleton } from 'antd';
import type { ReactNode } from 'react';

type ChoiceSettingProps<T extends string> = {
  /** The section's class (its title and hint get `<class>__title`, `<class>__hint`) and id stem. */
  name: string;
  title: string;
  hint: ReactNode;
  options: { value: T; label: string }[];
  /** The saved choice (undefined while it loads); `saving` the one on its way, shown meanwhile. */
  value: T | undefined;
  loading: boolean;
  saving?: T;
  onChoose: (value: T) => void;
  optionType?: 'default' | 'button';
};

/** A setting of 创作者设置 that is one choice among a few, saved as soon as it is picked. */
export function ChoiceSetting<T extends string>(props: ChoiceSettingProps<T>) {
  const { name, title, hint, options, value, loading, saving, onChoose, optionType } = props;
  const titleId = `${name}-title`;

  return (
    <section className={name} aria-labelledby={titleId}>
      <h2 id={titleId} className={`${name}__title`}>
        {title}
      </h2>
      <p className={`${name}__hint`}>{hint}</p>
      {loading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Radio.Group
          aria-labelledby={titleId}
          optionType={optionType}
          value={saving ?? value}
          disabled={saving !== undefined}
          onChange={(e) => onChoose(e.target.value as T)}
          options={options}
        />
      )}
    </section>
  );
}
