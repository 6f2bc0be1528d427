import type { FastifyBaseLogger } from 'fastify';
import { Reason } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { AppError } from '../../../platform/lib/app-error';
import { listEnabledWords } from './word-list.repository';
import { type TextVerdict, type WordCategory, WordMatcher } from './word-matcher';

/**
 * This process's word lists, compiled. Loaded when the app starts; reloaded when the database says
 * the lists changed (NOTIFY frog_words, after commit, in every process: `scheduleReload`), and by
 * the operator's own process right after an edit (`reload`). Until a reload finishes, the previous
 * lists are used: a text is never checked against none because of an edit.
 */
export type TextFilter = {
  check(text: string, reviewAs?: 'hold' | 'mask'): TextVerdict;
  /** Reads the lists now and swaps the matcher in. */
  reload(): Promise<void>;
  /** A change was announced: reload soon, once for a burst of changes. */
  scheduleReload(): void;
  readonly size: number;
};

/** A burst of edits (an import of many words) is compiled once. */
const RELOAD_DEBOUNCE_MS = 300;

export async function createTextFilter(db: Db, log: FastifyBaseLogger): Promise<TextFilter> {
  let matcher = new WordMatcher(await listEnabledWords(db));
  let timer: NodeJS.Timeout | undefined;

  const reload = async () => {
    matcher = new WordMatcher(await listEnabledWords(db));
  };

  return {
    check: (text, reviewAs) => matcher.check(text, reviewAs),
    reload,
    scheduleReload() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        reload().catch((error: unknown) => log.error({ err: error }, 'word lists not reloaded'));
      }, RELOAD_DEBOUNCE_MS);
      timer.unref();
    },
    get size() {
      return matcher.size;
    },
  };
}

export const WORD_CATEGORY_LABELS: Record<WordCategory, string> = {
  political: '政治',
  sexual: '色情',
  gambling_fraud: '赌博诈骗',
  advertising: '广告引流',
  abuse: '辱骂',
  custom: '平台不允许的',
};

/**
 * One text a user wrote, with the name the refusal gives it (标题, 评论 …). `strict`: any listed word
 * refuses it (a name is shown everywhere as it is: neither masked nor held).
 */
export type WrittenText = { label: string; value: string; strict?: boolean };

/** What screening found: the texts as they may be stored (masked), and whether any must wait for review. */
export type Screened<K extends string> = { texts: Record<K, string>; heldFor: WordCategory[] };

/**
 * Whether the caller keeps a held write from others until an operator approves it (posts and
 * comments). Any other text cannot wait, so its review words are masked instead.
 */
type Holding = { holds?: boolean };

/**
 * Screens the texts of one write before anything is stored: a blocked word refuses the whole write
 * (400, naming the field and the category, never the word); masked words come back as *; a review
 * word marks the write as held (`holds`), or is masked.
 */
export function screenTexts<K extends string>(
  filter: TextFilter,
  texts: Record<K, WrittenText>,
  { holds = false }: Holding = {},
): Screened<K> {
  const screened = {} as Record<K, string>;
  const heldFor = new Set<WordCategory>();
  for (const key of Object.keys(texts) as K[]) {
    const { label, value, strict } = texts[key];
    const verdict = filter.check(value, holds ? 'hold' : 'mask');
    if (verdict.blocked)
      throw AppError.badRequest(
        `${label}含有${WORD_CATEGORY_LABELS[verdict.blocked]}内容，不能发布，请修改（见平台公约）`,
        Reason.TEXT_BLOCKED,
      );
    if (strict && (verdict.held || verdict.masked))
      throw AppError.badRequest(`${label}含有不允许使用的词语，请修改（见平台公约）`, Reason.TEXT_BLOCKED);
    for (const category of verdict.heldFor) heldFor.add(category);
    screened[key] = verdict.text;
  }

  return { texts: screened, heldFor: [...heldFor] };
}

/** `screenTexts` over a list of short texts under one label (a plan's benefits, one per line). */
export function screenLines(filter: TextFilter, label: string, lines: readonly string[]): string[] {
  return lines.map((value) => screenTexts(filter, { line: { label, value } }).texts.line);
}

/**
 * `screenTexts` over a call's params: the fields `labels` names (those present and not empty) are
 * screened, and the params come back with them masked, beside the categories that hold the write.
 */
export function screenParams<P extends object>(
  filter: TextFilter,
  params: P,
  labels: Partial<Record<keyof P & string, string | { label: string; strict: true }>>,
  holding: Holding = {},
): { params: P; heldFor: WordCategory[] } {
  const texts: Record<string, WrittenText> = {};
  for (const [field, named] of Object.entries(labels) as [keyof P & string, string | WrittenText][]) {
    const value = params[field];
    if (typeof value !== 'string' || value === '') continue;
    texts[field] = typeof named === 'string' ? { label: named, value } : { ...named, value };
  }
  const { texts: screened, heldFor } = screenTexts(filter, texts, holding);

  return { params: { ...params, ...screened }, heldFor };
}
