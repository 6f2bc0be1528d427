import type { PublishPostParams } from '@frog/contracts';
import { screenParams, screenTexts, type TextFilter } from '../../governance';

/** The words of a sanitised body, tags dropped (the sanitiser left no script or comment to hide text in). */
const textOfBody = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/**
 * A post as it is published: title and summary screened (blocked words refuse it, masked ones are
 * stored as *); the body's text is checked for blocked words (masking inside the body's markup is
 * not done yet: docs/GOVERNANCE.md).
 */
export function screenPost(filter: TextFilter, params: PublishPostParams): PublishPostParams {
  const screened = screenParams(filter, params, { title: '标题', summary: '摘要' }).params;
  if (params.bodyHtml) screenTexts(filter, { body: { label: '正文', value: textOfBody(params.bodyHtml) } });

  return screened;
}
