import { screenTexts, type TextFilter } from '../../governance';

/**
 * A post's tags as they go out: each is a public link, so any listed word (blocked, review or mask)
 * refuses them rather than holding or starring a tag (a starred tag would be a page of its own).
 */
export function screenTags(filter: TextFilter, tags: string[]): void {
  if (tags.length === 0) return;
  screenTexts(filter, { tags: { label: '标签', value: tags.join(' '), strict: true } });
}
