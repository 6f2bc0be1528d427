/**
 * Built by `npm run build` for the server (vite.config.ts, SSR build into dist/.server/): the HTML
 * of a post page as a visitor sees it, from the same components the app renders, so the server can
 * paint `/post/:id` before any script (apps/server/src/web/post-page.ts) and the app's first render
 * over it changes nothing. The server hands in the post as the API answers an anonymous visitor:
 * a locked post has no body and no attachments (the paywall is the server's, not this file's).
 */
import type { PostDetail } from '@frog/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteFrame } from '@/components/layouts/site-frame';
import { PostArticle } from '@/features/post/components/post-article';

/** #root's content for `path` (`/post/:id`): the frame and the post, marked as server-painted. */
export function renderPostPage(post: PostDetail, path: string): string {
  const markup = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouter location={path}>
        <SiteFrame>
          {/* The same wrappers as app/routes/post/post-detail.tsx around the article. */}
          <div className="page page--narrow page--post">
            <div className="post-sheet">
              <PostArticle post={post} />
            </div>
          </div>
        </SiteFrame>
      </StaticRouter>
    </QueryClientProvider>,
  );

  // lib/server-rendered.ts reads the mark: the app waits for this post's data before its first render.
  return markup.replace('<div class="site"', `<div class="site" data-server-rendered="post-${post.id}"`);
}
