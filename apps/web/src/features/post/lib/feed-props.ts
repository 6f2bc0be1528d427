import type { PostCard } from '@frog/contracts';

/** What PostFeed shows of a list of posts: the posts in order and the paging state. */
export type FeedState = {
  posts: PostCard[];
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
};

type PostPagesQuery = Omit<FeedState, 'posts'> & { data?: { pages: { items: PostCard[] }[] } };

/** PostFeed's props from an infinite query of post pages: its posts in order, and its paging state. */
export function feedProps(query: PostPagesQuery): FeedState {
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
