import { type CreatorCategory, creatorCategories, creatorCategoryText } from '@frog/contracts';
import { Select } from 'antd';
import './search.css';

/** The search's 类别 filter: every category, or only creators of one (and their posts). */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: CreatorCategory | '';
  onChange: (category: CreatorCategory | '') => void;
}) {
  return (
    <div className="search-filter">
      <span className="search-filter__label" aria-hidden="true">
        创作类别
      </span>
      <Select
        aria-label="按创作类别筛选"
        className="search-filter__select"
        value={value}
        onChange={onChange}
        options={[
          { value: '', label: '全部类别' },
          ...creatorCategories.map((key) => ({ value: key, label: creatorCategoryText[key] })),
        ]}
      />
    </div>
  );
}
