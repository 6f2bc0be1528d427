import { idParam, type PostDetail } from '@frog/contracts';
import type { PublicReadCache } from '../../../platform/cache/public-read-cache';
import { AppError } from '../../../platform/lib/app-error';
import type { Db } from '../../../platform/db/db';
import type { Env } from '../../../platform/config/env';
import { getPostDetail } from '../posts/post.service';
import { hasRoot, type PageRenderers, paintPage } from '../../../platform/pages/built-renderer';
import type { PageResult, PageTransform } from '../../../platform/pages/render-page';
import { injectShareMeta, postShareMeta } from './share-meta';

/**
 * What a visitor may read of a post, whatever the caller passed: a locked post without its body and
 * attachments. getPostDetail already answers so for an anonymous viewer; this makes the served
 * HTML's paywall independent of that (modules/content/posts/post.paywall.test.ts checks the HTML).
 */
export function visitorView(post: PostDetail): PostDetail {
  return post.locked ? { ...post, bodyHtml: null, attachments: [] } : post;
}

/**
 * `/post/:id` as a visitor sees it, in the served HTML: the share tags and tab title, and, when the
 * web build has its renderer (platform/pages/built-renderer.ts), the page itself (frame, title, author, time,
 * cover, summary or free body, lock panel) in #root with its route's chunks and styles preloaded, so
 * it paints before any script and the app takes over without a visible change. Built from
 * getPostDetail as for an anonymous viewer (a locked post has no body or attachments: the paywall
 * holds for the HTML too); a signed-in buyer sees the full post once the app has asked as them.
 * Unknown, hidden or unpublished posts leave the page as it is, answered 404. The finished page is kept in the
 * public read cache (emptied by every committed content change, platform/cache/public-read-cache.ts): a
 * shared post opened by many costs one read and one render.
 */
export function createPostPageTransform(deps: {
  db: Db;
  env: Pick<Env, 'MONEY_FLOW'>;
  publicUrl: string;
  renderer: () => Promise<PageRenderers | null>;
  publicReads?: PublicReadCache;
}): PageTransform {
  const paint = async (html: string, path: string, id: number): Promise<PageResult> => {
    let post: PostDetail;
    try {
      post = visitorView(await getPostDetail(deps.db, deps.env, null, id));
    } catch (error) {
      // Unknown, deleted or taken down: the app says which; the status says there is nothing here.
      if (error instanceof AppError) return { html, status: 404 };
      throw error;
    }

    const withMeta = injectShareMeta(html, postShareMeta(post, deps.publicUrl));
    const renderers = await deps.renderer();
    if (!renderers || !hasRoot(withMeta)) return withMeta;

    return paintPage(withMeta, renderers.renderPostPage(post, path));
  };

  return async (html, path) => {
    if (!path.startsWith('/post/')) return html;
    const match = /^\/post\/(\d{1,12})\/?$/.exec(path);
    // /post/abc, /post/1/2: no post has such an address.
    if (!match) return { html, status: 404 };
    // An id no post can have (past PostgreSQL's integer) is simply not found.
    const id = idParam().safeParse(match[1]);
    if (!id.success) return { html, status: 404 };

    return deps.publicReads
      ? deps.publicReads.read(`post-page:${path}`, () => paint(html, path, id.data))
      : paint(html, path, id.data);
  };
}
