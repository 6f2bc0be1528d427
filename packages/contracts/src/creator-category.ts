import { z } from 'zod';
import { blankToUndefined } from './common';
import { labelledEnum } from './labelled-enum';

// A creator's 创作类别: chosen when applying, changeable in 创作者设置, browsed on 发现 and a search filter.

const CATEGORY_ERROR = '创作类别须为插画、漫画、音乐、游戏、写作、视频、手工、其他之一';

export const { schema: creatorCategoryKeySchema, text: creatorCategoryText } = labelledEnum(
  {
    illustration: '插画',
    comic: '漫画',
    music: '音乐',
    game: '游戏',
    writing: '写作',
    video: '视频',
    craft: '手工',
    other: '其他',
  },
  { error: CATEGORY_ERROR },
);
export type CreatorCategory = z.infer<typeof creatorCategoryKeySchema>;

/** Every category in the order the explore page and the pickers show them. */
export const creatorCategories = creatorCategoryKeySchema.options;

/** '插画' → 'illustration': older clients sent the label itself, which still means its key. */
const keyOfLabel = (value: unknown) => {
  const found = creatorCategories.find((key) => creatorCategoryText[key] === value);

  return found ?? value;
};

/** A category as sent: its key, or its Chinese label. */
export const creatorCategorySchema = z.preprocess(keyOfLabel, creatorCategoryKeySchema);

/** An optional category filter: empty means every category. */
export const optionalCreatorCategorySchema = z.preprocess(
  (v) => keyOfLabel(blankToUndefined(v)),
  creatorCategoryKeySchema.optional(),
);
