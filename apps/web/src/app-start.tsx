/**
 * Starts the app (imported by main.tsx once the browser has painted the page's HTML).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { router } from '@/app/router';
import { resetCacheOnViewerChange } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { hasServerRenderedPage } from '@/lib/server-rendered';

resetCacheOnViewerChange(queryClient);

// A transition: React renders the first screen in slices that leave the main thread free between
// them (a phone stays responsive while the app starts), and commits it in one go.
const render = () =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );

// A page the server already painted (a post) stays on screen until the route's code and data are
// ready; the first render then shows the same page instead of a loading screen in between.
if (hasServerRenderedPage() && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
} else {
  render();
}
