import { screenTexts, type TextFilter, type WordCategory } from '../../governance';

/** The words of a sanitised body, tags dropped (the sanitiser left no script or comment to hide text in). */
const textOfBody = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

type PostTexts = { title: string; summary: string; bodyHtml: string };

/**
 * A post's texts as they go out (published or saved while published): a blocked word anywhere
 * refuses it; title and summary come back with masked words as *; a review word anywhere holds the
 * post for an operator (`heldFor`). The body is checked, never rewritten (masking inside its markup
 * is not done yet: docs/GOVERNANCE.md).
 */
export function screenPost<T extends PostTexts>(
  filter: TextFilter,
  post: T,
): { post: T; heldFor: WordCategory[] } {
  const { texts, heldFor } = screenTexts(
    filter,
    {
      title: { label: '标题', value: post.title },
      summary: { label: '摘要', value: post.summary },
      body: { label: '正文', value: textOfBody(post.bodyHtml) },
    },
    { holds: true },
  );

  return { post: { ...post, title: texts.title, summary: texts.summary }, heldFor };
}

/**
 * The hold a screened post carries: waiting since it was first held (an edit that still holds a
 * review word keeps its place in the queue), or none. `reviewAll`: its author's account credit holds
 * everything they publish (先审后发), review words or not.
 */
export const holdOf = (heldFor: WordCategory[], heldSince: Date | null, reviewAll: boolean) =>
  heldFor.length > 0 || reviewAll
    ? { heldAt: heldSince ?? new Date(), heldFor }
    : { heldAt: null, heldFor: [] as WordCategory[] };
