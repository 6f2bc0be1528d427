import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/**
 * Renders `routes` in a memory router at `initialEntries`, inside `client` and antd's App, the way
 * the app nests them; returns the router so a test can read where it went.
 */
export function renderRoutes(client: QueryClient, routes: RouteObject[], initialEntries?: string[]) {
  const router = createMemoryRouter(routes, initialEntries ? { initialEntries } : undefined);
  render(
    <QueryClientProvider client={client}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );

  return router;
}

/** Renders `node` inside `client`, antd's App and a memory router, the way the app nests them. */
export function renderInApp(node: ReactNode, client: QueryClient = new QueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>{node}</MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
