import { type CreatorCategory, creatorCategories, creatorCategoryText } from '@frog/contracts';
import { App } from 'antd';
import { ChoiceSetting } from '@/components/choice-setting';
import { errorMessage } from '@/lib/api-client';
import { useCreatorCategory, useUpdateCreatorCategory } from '../api/creator-category';
import './discovery.css';

const OPTIONS = creatorCategories.map((value) => ({ value, label: creatorCategoryText[value] }));

/** 创作类别 in 创作者设置: where 发现 and the search filter list the creator. */
export function CreatorCategorySection() {
  const { message } = App.useApp();
  const current = useCreatorCategory();
  const update = useUpdateCreatorCategory();

  return (
    <ChoiceSetting<CreatorCategory>
      name="category-setting"
      title="创作类别"
      hint="「发现」页按类别展示创作者，搜索也可以按类别筛选。选最接近你主要作品的一类。"
      optionType="button"
      options={OPTIONS}
      value={current.data?.category}
      loading={current.isPending}
      saving={update.isPending ? update.variables : undefined}
      onChoose={(category) =>
        update.mutate(category, {
          onSuccess: (data) => message.success(`已改为「${creatorCategoryText[data.category]}」`),
          onError: (error) => message.error(errorMessage(error)),
        })
      }
    />
  );
}
