import { describe, expect, it } from 'vitest';
import { creatorCategorySchema, optionalCreatorCategorySchema } from './creator-category';
import { normalizePostTag, postTagSchema, postTagsSchema } from './post-tag';

describe('normalizePostTag', () => {
  it.each([
    ['  ＃Ｐｉｘｅｌ  Art ', 'pixel art'],
    ['#插画', '插画'],
    ['ＣＯＳＰＬＡＹ', 'cosplay'],
    ['Ünïcode', 'ünïcode'],
    ['ｶﾀｶﾅ', 'カタカナ'],
    ['a\u200bb', 'ab'],
    ['Ⅻ月', 'xii月'],
  ])('%j → %j', (raw, tag) => {
    expect(normalizePostTag(raw)).toBe(tag);
  });
});

describe('postTagsSchema', () => {
  it('drops repeats after normalising and keeps the first order', () => {
    expect(postTagsSchema.parse(['Web', 'ｗｅｂ', '插画', '#web'])).toEqual(['web', '插画']);
  });

  it('takes one tag sent alone, and none', () => {
    expect(postTagsSchema.parse('插画')).toEqual(['插画']);
    expect(postTagsSchema.parse(undefined)).toEqual([]);
  });

  it('an ideographic space is a space, and spaces inside collapse to one', () => {
    expect(postTagSchema.parse('两个 \u3000空格')).toBe('两个 空格');
  });

  it.each([['-开头'], ['结尾_'], ['a--b'], ['😀']])('refuses %j', (raw) => {
    expect(postTagSchema.safeParse(raw).success).toBe(false);
  });
});

describe('creator categories', () => {
  it('a key or its Chinese label means the key; an empty filter is none', () => {
    expect(creatorCategorySchema.parse('music')).toBe('music');
    expect(creatorCategorySchema.parse('音乐')).toBe('music');
    expect(optionalCreatorCategorySchema.parse('')).toBeUndefined();
    expect(creatorCategorySchema.safeParse('美食').success).toBe(false);
  });
});
