import sanitizeHtml from 'sanitize-html';

/** Image keys we generate: folders and a name of word characters and dashes (no `..`), an image extension. */
const IMAGE_KEY = /^[\w-]+(\/[\w-]+)*\.(webp|png|jpe?g|gif)$/i;

/** The key behind one of our public URLs (the storage driver's `keyFromUrl`), or undefined. */
export type KeyFromUrl = (url: string) => string | undefined;

/** The local driver's public URLs: relative `/uploads/<key>`. */
const localKeyFromUrl: KeyFromUrl = (url) =>
  url.startsWith('/uploads/') ? url.slice('/uploads/'.length) : undefined;

const isOwnImage = (src: string, keyFromUrl: KeyFromUrl) => {
  const key = keyFromUrl(src);

  return key !== undefined && IMAGE_KEY.test(key);
};

const optionsFor = (keyFromUrl: KeyFromUrl): sanitizeHtml.IOptions => ({
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
  // Absolute image URLs pass the scheme check only to meet the stricter own-URL filter below.
  allowedSchemesByTag: { a: ['http', 'https'], img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  disallowedTagsMode: 'discard',
  // Text inside these is dropped with the tag, not kept as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math', 'template'],
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !isOwnImage(frame.attribs.src ?? '', keyFromUrl)) ||
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
});

/**
 * Cleans a post body before it is stored: an explicit allowlist of tags and attributes, links
 * only http(s) and opened with rel=noopener, images only from our own public uploads: the storage
 * driver's `keyFromUrl` (local `/uploads/…` by default, or exactly the S3_PUBLIC_URL base).
 */
export function sanitizePostHtml(html: string, keyFromUrl: KeyFromUrl = localKeyFromUrl): string {
  return sanitizeHtml(html, optionsFor(keyFromUrl)).trim();
}

/**
 * Titles and summaries are plain text: stored as typed (minus control characters) and always
 * escaped where they are shown (React, the meta tags), never inserted as HTML.
 */
export function toPlainText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
}
