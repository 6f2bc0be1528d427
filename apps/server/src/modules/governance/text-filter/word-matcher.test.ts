import { describe, expect, it } from 'vitest';
import { normalise } from './normalise';
import { type ListedWord, WordMatcher } from './word-matcher';

const lists: ListedWord[] = [
  { word: '赌博', category: 'gambling_fraud', action: 'block' },
  { word: '加微信', category: 'advertising', action: 'review' },
  { word: '傻瓜', category: 'abuse', action: 'mask' },
  { word: 'VX', category: 'advertising', action: 'review' },
  { word: '发财', category: 'custom', action: 'mask' },
];
const matcher = new WordMatcher(lists);

describe('normalise: what a writer does to slip a word past a list', () => {
  it.each([
    ['full-width letters and digits', 'ＶＸ１２３', 'vx123'],
    ['traditional characters', '發財 頭髮 臺灣', '发财头发台湾'],
    ['spaces and symbols between characters', '赌 . 博 * 网-站', '赌博网站'],
    ['zero-width joiners and spaces', '赌\u200b博\u200d网\ufeff站\u2060', '赌博网站'],
    ['mixed case', 'WeChat VX', 'wechatvx'],
    ['emoji and full-width punctuation between characters', '加🐸微，信', '加微信'],
    ['compatibility forms', '①㈠', '1一'],
  ])('%s', (_, text, expected) => {
    expect(normalise(text).text).toBe(expected);
  });

  it('remembers where each normalised character came from', () => {
    const { text, origin, originEnd } = normalise('A 發😀b');
    expect(text).toBe('a发b');
    expect([...origin]).toEqual([0, 2, 5]);
    expect([...originEnd]).toEqual([1, 3, 6]);
  });
});

describe('WordMatcher: block, review, mask', () => {
  it('blocks a text with a block word however it is disguised, naming the category only', () => {
    for (const text of ['来赌博吧', '来赌 博吧', '来賭博吧', '来赌\u200b博吧', '来 赌·博 吧']) {
      expect(matcher.check(text)).toEqual({ blocked: 'gambling_fraud' });
    }
  });

  it('holds a text with a review word for an operator, and says for which categories', () => {
    const verdict = matcher.check('有事加 微 信 或者 ｖｘ 联系');
    expect(verdict).toMatchObject({ blocked: null, held: true, heldFor: ['advertising'] });
  });

  it('masks a mask word in the original text, disguise and all, one * per character', () => {
    expect(matcher.check('你这个傻瓜！')).toMatchObject({ held: false, text: '你这个**！', masked: true });
    expect(matcher.check('你这个傻 瓜！')).toMatchObject({ text: '你这个***！' });
    expect(matcher.check('祝你發財，傻瓜')).toMatchObject({ text: '祝你**，**' });
  });

  it('passes a clean text untouched, and a text with no lists', () => {
    expect(matcher.check('今天画了一只青蛙')).toEqual({
      blocked: null,
      held: false,
      heldFor: [],
      text: '今天画了一只青蛙',
      masked: false,
    });
    expect(new WordMatcher([]).check('赌博')).toMatchObject({ blocked: null, held: false });
  });

  it('a word in several lists acts as its strongest', () => {
    const both = new WordMatcher([
      { word: '刷单', category: 'custom', action: 'mask' },
      { word: '刷 单', category: 'gambling_fraud', action: 'block' },
    ]);
    expect(both.size).toBe(1);
    expect(both.check('兼职刷单')).toEqual({ blocked: 'gambling_fraud' });
  });
});
