import { type CreatorCategory, creatorCategories, creatorCategoryText } from '@frog/contracts';
import { App, Radio, Skeleton } from 'antd';
import { errorMessage } from '@/lib/api-client';
import { useCreatorCategory, useUpdateCreatorCategory } from '../api/creator-category';
import './discovery.css';

/** 创作类别 in 创作者设置: where 发现 and the search filter list the creator. */
export function CreatorCategorySection() {
  const { message } = App.useApp();
  const current = useCreatorCategory();
  const update = useUpdateCreatorCategory();

  return (
    <section className="category-setting" aria-labelledby="category-setting-title">
      <h2 id="category-setting-title" className="category-setting__title">
        创作类别
      </h2>
      <p className="category-setting__hint">
        「发现」页按类别展示创作者，搜索也可以按类别筛选。选最接近你主要作品的一类。
      </p>
      {current.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Radio.Group
          aria-labelledby="category-setting-title"
          optionType="button"
          value={update.isPending ? update.variables : current.data?.category}
          disabled={update.isPending}
          onChange={(e) =>
            update.mutate(e.target.value as CreatorCategory, {
              onSuccess: (data) => message.success(`已改为「${creatorCategoryText[data.category]}」`),
              onError: (error) => message.error(errorMessage(error)),
            })
          }
          options={creatorCategories.map((key) => ({ value: key, label: creatorCategoryText[key] }))}
        />
      )}
    </section>
  );
}
