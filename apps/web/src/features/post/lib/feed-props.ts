import type { PostCard } from '@frog/contracts';

type PostPagesQuery = {
  data?: { pages: { items: PostCard[] }[] };
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
};

/** PostFeed's props from an infinite query of post pages: its posts in order, and its paging state. */
export function feedProps(query: PostPagesQuery) {
  return {
    posts: query.data?.pages.flatMap((page) => page.items) ?? [],
    isPending: query.isPending,
    isError: query.isError,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
    refetch: query.refetch,
  };
}
