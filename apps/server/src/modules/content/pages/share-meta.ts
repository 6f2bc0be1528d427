import type { PostDetail } from '@frog/contracts';
import type { Db } from '../../../platform/db/db';
import { findUserBySlug } from '../../identity';
import type { PageTransform } from '../../../platform/pages/render-page';

const SITE_NAME = '创作蛙';

export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export type ShareMeta = {
  /** The tab title before ` - 创作蛙`: the post's title or the nickname, as the web app sets it too. */
  pageTitle: string;
  /** The share card's title. */
  title: string;
  description: string;
  image: string | null;
  url: string;
  type: string;
};

/** The page's own `<meta name="description">` (index.html has one): replaced, so there is one. */
const DESCRIPTION_META = /[ \t]*<meta\s+name=["']description["'][^>]*>\s*/gi;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function renderMeta(meta: ShareMeta): string {
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    // WeChat's in-app browser reads itemprop name/description/image for share cards.
    ['itemprop', 'name', meta.title],
    ['itemprop', 'description', meta.description],
  ];
  if (meta.image)
    tags.push(
      ['property', 'og:image', meta.image],
      ['name', 'twitter:image', meta.image],
      ['itemprop', 'image', meta.image],
    );

  return tags
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n    ');
}

/**
 * Puts the share tags and the tab title `<title>名字 - 创作蛙</title>` into a page's head; the page
 * keeps exactly one `<meta name="description">` (this one). Every value is escaped.
 */
export function injectShareMeta(html: string, meta: ShareMeta): string {
  const title = `<title>${escapeHtml(`${meta.pageTitle} - ${SITE_NAME}`)}</title>`;
  const withoutDescription = html.replace(DESCRIPTION_META, '');
  const withTitle = /<title>[\s\S]*?<\/title>/.test(withoutDescription)
    ? withoutDescription.replace(/<title>[\s\S]*?<\/title>/, () => title)
    : withoutDescription.replace('</head>', () => `${title}\n  </head>`);

  return withTitle.replace('</head>', () => `    ${renderMeta(meta)}\n  </head>`);
}

/**
 * The share card of a post page, built only from what an anonymous visitor is shown (title, summary,
 * cover, author's nickname), so a locked body never reaches the HTML.
 */
export function postShareMeta(post: PostDetail, publicUrl: string): ShareMeta {
  const title = clip(post.title || '未命名作品', 100);

  return {
    pageTitle: title,
    title,
    description: clip(post.summary || `${post.author.nickname} 在${SITE_NAME}发布的作品`, 200),
    image: absoluteUrl(post.coverUrl, publicUrl),
    url: `${publicUrl}/post/${post.id}`,
    type: 'article',
  };
}

const absoluteUrl = (url: string | null, publicUrl: string) =>
  url ? (url.startsWith('/') ? publicUrl + url : url) : null;

/**
 * Open Graph / Twitter / WeChat share tags for `/user/:suffix` (a post page's are written by
 * modules/content/pages/post-page.ts with its body). Built from the public profile only; every value is escaped. The
 * tab title is `昵称 - 创作蛙`, as the web app sets it once loaded.
 */
export function createShareMetaTransform(deps: { db: Db; publicUrl: string }): PageTransform {
  return async (html, path) => {
    const userMatch = /^\/user\/([^/]{1,120})\/?$/.exec(path);
    if (!userMatch) return html;
    let slug: string;
    try {
      slug = decodeURIComponent(userMatch[1] ?? '').toLowerCase();
    } catch {
      return { html, status: 404 };
    }
    const user = await findUserBySlug(deps.db, slug);
    // Nobody has this address: the app shows its not-found screen, the status says so too.
    if (!user) return { html, status: 404 };

    return injectShareMeta(html, {
      pageTitle: user.nickname,
      title: `${user.nickname} 的主页`,
      description: clip(user.bio || `${user.nickname} 在${SITE_NAME}`, 200),
      image: absoluteUrl(user.avatarUrl, deps.publicUrl),
      url: `${deps.publicUrl}/user/${encodeURIComponent(user.slug)}`,
      type: 'profile',
    });
  };
}
