import { screenTexts, type TextFilter, type WordCategory } from '../../governance';

// A sanitised body's text: sanitize-html writes these five entities in text and no others.
const ENTITIES: Record<string, string> = {
  '&nbsp;': '\u00a0',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&amp;': '&',
};
const decode = (text: string) => text.replace(/&(?:nbsp|lt|gt|quot|amp);/g, (entity) => ENTITIES[entity]!);
const encode = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\u00a0/g, '&nbsp;');

/** The words of a sanitised body, tags dropped (the sanitiser left no script or comment to hide text in). */
const textOfBody = (html: string) => decode(html.replace(/<[^>]*>/g, ' '));

/**
 * The body with mask words written as * in its text, tags untouched. Each run of text between two
 * tags is masked on its own, so a mask word split by markup (傻<b>逼</b>) stays; block and review
 * words are caught on the whole text first (`screenPost`).
 */
function maskBody(filter: TextFilter, html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<') || part.trim() === '') return part;
      const text = decode(part);
      const masked = screenTexts(filter, { text: { label: '正文', value: text } }, { holds: true }).texts
        .text;
      return masked === text ? part : encode(masked);
    })
    .join('');
}

type PostTexts = { title: string; summary: string; bodyHtml: string };

/**
 * A post's texts as they go out (published or saved while published): a blocked word anywhere
 * refuses it; title, summary and the body's text come back with mask words as *; a review word
 * anywhere holds the post for an operator (`heldFor`).
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

  return {
    post: { ...post, title: texts.title, summary: texts.summary, bodyHtml: maskBody(filter, post.bodyHtml) },
    heldFor,
  };
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
