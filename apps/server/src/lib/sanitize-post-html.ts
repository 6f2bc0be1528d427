import sanitizeHtml from 'sanitize-html';

/** Body images may only come from our own public uploads (relative URL, no protocol, no `..`). */
const OWN_UPLOAD = /^\/uploads\/[\w-]+(\/[\w-]+)*\.(webp|png|jpe?g|gif)$/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'strong',
    'em',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'br',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https'], img: [] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  disallowedTagsMode: 'discard',
  // Text inside these is dropped with the tag, not kept as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'template'],
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !OWN_UPLOAD.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'a' && !/^https?:\/\//i.test(frame.attribs.href ?? '') && frame.text.trim() === ''),
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const safe = /^https?:\/\/[^\s]+$/i.test(href);
      const clean: sanitizeHtml.Attributes = safe
        ? { href, rel: 'noopener noreferrer nofollow ugc', target: '_blank' }
        : {};

      return { tagName, attribs: clean };
    },
  },
};

/**
 * Cleans a post body before it is stored: an explicit allowlist of tags and attributes, links
 * only http(s) and opened with rel=noopener, images only from our own /uploads/.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/**
 * Titles and summaries are plain text: stored as typed (minus control characters) and always
 * escaped where they are shown (React, the meta tags), never inserted as HTML.
 */
export function toPlainText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
}
