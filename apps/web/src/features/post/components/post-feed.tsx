import { Alert, Button, Skeleton, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll';
import type { FeedState } from '../lib/feed-props';
import { PostCard } from './post-card';
import './post.css';

type PostFeedProps = FeedState & {
  empty: ReactNode;
  showAuthor?: boolean;
};

/** A grid of post cards that loads the next page as the reader nears the end. */
export function PostFeed(props: PostFeedProps) {
  const { posts, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = props;
  const sentinel = useInfiniteScroll<HTMLDivElement>(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, hasNextPage && !isError);

  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isError && posts.length === 0) {
    return (
      <Alert
        type="warning"
        showIcon
        title="内容加载失败"
        action={
          <Button size="small" onClick={() => props.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (posts.length === 0) return <>{props.empty}</>;

  return (
    <>
      <div className="post-grid">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} showAuthor={props.showAuthor} />
        ))}
      </div>
      <div ref={sentinel} className="post-feed__end">
        {isFetchingNextPage && <Spin size="small" />}
        {hasNextPage && !isFetchingNextPage && (
          <Button type="link" onClick={() => fetchNextPage()}>
            加载更多
          </Button>
        )}
        {!hasNextPage && <span>没有更多了</span>}
      </div>
    </>
  );
}
