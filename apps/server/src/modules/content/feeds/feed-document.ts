import { Feed } from 'feed';

// The XML of a feed, through the `feed` package (RSS 2.0 and Atom 1.0). What goes in is made safe
// first: characters XML 1.0 cannot carry are dropped, plain text is HTML-escaped (Atom's titles and
// summaries are type="html"), and no CDATA section can be closed early (the package escapes only the
// first "]]>" of each). Every URL is absolute, from PUBLIC_URL.

export type FeedFormat = 'rss' | 'atom';

export type FeedEntry = {
  id: number;
  title: string;
  summary: string;
  publishedAt: Date;
  /** The sanitised body, only for a post the reader may read; undefined: preview only. */
  bodyHtml?: string;
};

export type FeedChannel = {
  title: string;
  description: string;
  /** The profile page. */
  link: string;
  /** This feed's own URL (rel="self"). */
  self: string;
  authorName: string;
  imageUrl: string | null;
  entries: FeedEntry[];
  /** Where each post's page is. */
  postUrl: (id: number) => string;
  /** Said under a locked post's summary. */
  lockedNote: string;
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: naming the characters XML allows is the point
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text XML 1.0 can hold: control characters, lone surrogates and U+FFFE/U+FFFF dropped. */
export const xmlChars = (text: string) => text.replace(NOT_XML, '');

const escapeHtml = (text: string) =>
  xmlChars(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** HTML for a CDATA section: "]]>" cannot occur (as HTML, "]]&gt;" reads the same). */
const cdataHtml = (html: string) => xmlChars(html).replaceAll(']]>', ']]&gt;');

/** Root-relative src and href in a body (/uploads/…, /post/…) made absolute for feed readers. */
export const absoluteLinks = (html: string, origin: string) =>
  html.replace(/\b(src|href)="\/(?!\/)/g, `$1="${origin}/`);

export function renderFeed(channel: FeedChannel, format: FeedFormat, origin: string): string {
  const feed = new Feed({
    id: channel.link,
    title: xmlChars(channel.title),
    description: xmlChars(channel.description) || undefined,
    link: channel.link,
    feedLinks: { [format]: channel.self },
    language: 'zh-CN',
    image: channel.imageUrl ?? undefined,
    generator: '创作蛙',
    updated: channel.entries[0]?.publishedAt ?? new Date(0),
    copyright: `© ${xmlChars(channel.authorName)}`,
    author: { name: xmlChars(channel.authorName), link: channel.link },
  });
  for (const entry of channel.entries) {
    const summary = escapeHtml(entry.summary);
    const locked = entry.bodyHtml === undefined;
    feed.addItem({
      title: escapeHtml(entry.title),
      id: channel.postUrl(entry.id),
      link: channel.postUrl(entry.id),
      date: entry.publishedAt,
      description: locked ? `${summary}<p>${escapeHtml(channel.lockedNote)}</p>` : summary || undefined,
      content: locked ? undefined : cdataHtml(absoluteLinks(entry.bodyHtml ?? '', origin)),
      author: [{ name: xmlChars(channel.authorName), link: channel.link }],
    });
  }

  return format === 'rss' ? feed.rss2() : feed.atom1();
}

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};
