/**
 * The entry, kept tiny. The browser first paints what the HTML already holds (the loading screen, or
 * the page the server painted into it: a post, /), then the app's code is fetched and started
 * (app-start.tsx, all its chunks at once): neither its download nor its start stands between the
 * HTML and the first paint. In a background tab, which paints nothing, it starts after 300 ms.
 */
// The entry's stylesheet, which index.html inlines (vite.config.ts): the frame's, the controls' and
// the server-painted pages' (post, promotion) styles are there before the first paint, no request.
import './styles/global.css';
import './styles/plain-controls.css';
import '@/components/layouts/site-layout.css';
import '@/features/post/components/post.css';
import '@/features/post/components/post-article.css';
import '@/features/post/components/lock-panel.css';
import '@/features/promotion/components/promotion.css';

/** Resolves once the browser has recorded its first contentful paint (at most 300 ms from now). */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 300);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if (typeof PerformanceObserver === 'undefined') return;
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      done();
    }).observe({ type: 'paint', buffered: true });
  });

void afterFirstPaint().then(() => import('./app-start'));
