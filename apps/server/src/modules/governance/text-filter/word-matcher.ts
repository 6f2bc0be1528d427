import { AhoCorasick } from '@monyone/aho-corasick/fast';
import { normalise } from './normalise';

/** What a list does with a text that holds one of its words (DESIGN 8). */
export type WordAction = 'block' | 'review' | 'mask';

export const WORD_CATEGORIES = [
  'political',
  'sexual',
  'gambling_fraud',
  'advertising',
  'abuse',
  'custom',
] as const;
export type WordCategory = (typeof WORD_CATEGORIES)[number];

export type ListedWord = { word: string; category: WordCategory; action: WordAction };

/**
 * A text's verdict: `blocked` names the category of the first blocked word (never the word);
 * `held` when a review word occurs (the text waits for an operator); `text` is the text with every
 * masked word's span replaced by one * per character.
 */
export type TextVerdict =
  | { blocked: WordCategory }
  | { blocked: null; held: boolean; heldFor: WordCategory[]; text: string; masked: boolean };

const STRENGTH: Record<WordAction, number> = { mask: 1, review: 2, block: 3 };

/**
 * Word lists compiled into one Aho–Corasick automaton (@monyone/aho-corasick's double-array form)
 * over normalised words, matched against normalised text: one pass whatever the number of words.
 * A word in several lists acts as its strongest one.
 */
export class WordMatcher {
  private readonly automaton: AhoCorasick | undefined;
  private readonly byWord = new Map<string, { category: WordCategory; action: WordAction }>();

  constructor(words: readonly ListedWord[]) {
    for (const { word, category, action } of words) {
      const normal = normalise(word).text;
      if (normal.length === 0) continue;
      const known = this.byWord.get(normal);
      if (!known || STRENGTH[action] > STRENGTH[known.action]) this.byWord.set(normal, { category, action });
    }
    this.automaton = this.byWord.size > 0 ? new AhoCorasick([...this.byWord.keys()]) : undefined;
  }

  get size(): number {
    return this.byWord.size;
  }

  /**
   * `reviewAs: 'mask'` for a text that cannot wait for an operator (a private message, a bio): its
   * review words are masked instead of holding it.
   */
  check(text: string, reviewAs: 'hold' | 'mask' = 'hold'): TextVerdict {
    const pass: TextVerdict = { blocked: null, held: false, heldFor: [], text, masked: false };
    if (!this.automaton || text.length === 0) return pass;
    const normal = normalise(text);
    const hits = this.automaton.matchInText(normal.text);
    if (hits.length === 0) return pass;

    const heldFor = new Set<WordCategory>();
    const masks: [number, number][] = [];
    for (const hit of hits) {
      const listed = this.byWord.get(hit.keyword);
      if (!listed) continue;
      if (listed.action === 'block') return { blocked: listed.category };
      if (listed.action === 'review' && reviewAs === 'hold') heldFor.add(listed.category);
      else masks.push([normal.origin[hit.begin] ?? 0, normal.originEnd[hit.end - 1] ?? text.length]);
    }

    return {
      blocked: null,
      held: heldFor.size > 0,
      heldFor: [...heldFor],
      text: maskSpans(text, masks),
      masked: masks.length > 0,
    };
  }
}

/** `text` with each [start, end) span replaced by one * per character it held. */
function maskSpans(text: string, spans: [number, number][]): string {
  if (spans.length === 0) return text;
  const masked = new Uint8Array(text.length);
  for (const [start, end] of spans) masked.fill(1, start, end);
  let out = '';
  for (let index = 0; index < text.length; ) {
    const width = (text.codePointAt(index) ?? 0) > 0xffff ? 2 : 1;
    out += masked[index] ? '*' : text.slice(index, index + width);
    index += width;
  }

  return out;
}
