import { QueryClient } from '@tanstack/react-query';
import { RequestError } from './request';

/** One client for the app: route loaders prefetch into it, components read from it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A refused or missing thing will not appear by asking again; a flaky network might.
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof RequestError && error.code >= 400 && error.code < 500),
    },
    mutations: { retry: false },
  },
});

/** A page's loader that starts its queries without waiting for them (the page shows its own loading). */
export const prefetchLoader = (prefetch: (client: QueryClient) => unknown) => () => {
  void prefetch(queryClient);

  return null;
};
