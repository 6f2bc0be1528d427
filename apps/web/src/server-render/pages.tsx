/**
 * Built by `npm run build` for the server (vite.config.ts, SSR build into dist/.server/pages.js):
 * the HTML of the pages a visitor lands on, from the same components the app renders, so the server
 * can paint them before any script (apps/server/src/web/post-page.ts, promotion-page.ts) and the
 * app's first render over them changes nothing. The server hands in a post as the API answers an
 * anonymous visitor: a locked post has no body and no attachments (the paywall is the server's).
 */
import type { PostDetail } from '@frog/contracts';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Component as PromotionPage } from '@/app/routes/landing/promotion';
import { SiteFrame } from '@/components/layouts/site-frame';
import { PostArticle } from '@/features/post/components/post-article';

/** The frame around `page` for a visitor at `path`, marked `data-server-rendered="<mark>"`. */
function renderInFrame(page: ReactNode, path: string, mark: string): string {
  const markup = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={path}>
        <SiteFrame>{page}</SiteFrame>
      </StaticRouter>
    </QueryClientProvider>,
  );

  // lib/server-rendered.ts reads the mark: the app waits for the route's data before its first render.
  return markup.replace('<div class="site"', `<div class="site" data-server-rendered="${mark}"`);
}

/** #root's content for `path` (`/post/:id`): the frame and the post, marked as server-painted. */
export function renderPostPage(post: PostDetail, path: string): string {
  return renderInFrame(
    // The same wrappers as app/routes/post/post-detail.tsx around the article.
    <div className="page page--narrow page--post">
      <div className="post-sheet">
        <PostArticle post={post} />
      </div>
    </div>,
    path,
    `post-${post.id}`,
  );
}

/** #root's content for `/` and `/promotionPage`: the frame and the promotion page as a visitor sees it. */
export function renderPromotionPage(path: string): string {
  return renderInFrame(<PromotionPage />, path, 'promotion');
}
