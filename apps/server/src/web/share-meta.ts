import { findVisiblePost } from '../repositories/post.repository';
import { type Db, findUserBySlug } from '../repositories/user.repository';
import type { PageTransform } from './render-page';

const SITE_NAME = '创作蛙';

export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

type ShareMeta = { title: string; description: string; image: string | null; url: string; type: string };

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

function inject(html: string, meta: ShareMeta): string {
  const title = `<title>${escapeHtml(`${meta.title} - ${SITE_NAME}`)}</title>`;
  const withTitle = /<title>[\s\S]*?<\/title>/.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/, () => title)
    : html.replace('</head>', () => `${title}\n  </head>`);

  return withTitle.replace('</head>', () => `    ${renderMeta(meta)}\n  </head>`);
}

/**
 * Open Graph / Twitter / WeChat share tags for `/post/:id` and `/user/:suffix`. Built as for an
 * anonymous visitor and only from the title, summary and cover, so a locked body never reaches
 * the HTML; every value is escaped.
 */
export function createShareMetaTransform(deps: { db: Db; publicUrl: string }): PageTransform {
  const absolute = (url: string | null) => (url ? (url.startsWith('/') ? deps.publicUrl + url : url) : null);

  return async (html, path) => {
    const postMatch = /^\/post\/(\d{1,12})\/?$/.exec(path);
    if (postMatch) {
      const post = await findVisiblePost(deps.db, Number(postMatch[1]), null);
      if (!post) return html;

      return inject(html, {
        title: clip(post.title || '未命名作品', 100),
        description: clip(post.summary || `${post.authorNickname} 在${SITE_NAME}发布的作品`, 200),
        image: absolute(post.coverUrl),
        url: `${deps.publicUrl}/post/${post.id}`,
        type: 'article',
      });
    }
    const userMatch = /^\/user\/([^/]{1,120})\/?$/.exec(path);
    if (userMatch) {
      let slug: string;
      try {
        slug = decodeURIComponent(userMatch[1] ?? '').toLowerCase();
      } catch {
        return html;
      }
      const user = await findUserBySlug(deps.db, slug);
      if (!user) return html;

      return inject(html, {
        title: `${user.nickname} 的主页`,
        description: clip(user.bio || `${user.nickname} 在${SITE_NAME}`, 200),
        image: absolute(user.avatarUrl),
        url: `${deps.publicUrl}/user/${encodeURIComponent(user.slug)}`,
        type: 'profile',
      });
    }

    return html;
  };
}
