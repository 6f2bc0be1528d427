import { Button, Empty } from 'antd';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { homeFeedQueryOptions, useHomeFeed } from '@/features/post/api/get-home-feed';
import { PostFeed } from '@/features/post/components/post-feed';
import { feedProps } from '@/features/post/lib/feed-props';
import { useFeaturedCreators } from '@/features/promotion/api/get-featured-creators';
import { prefetchLoader } from '@/lib/query-client';

/** Starts fetching the first page alongside the page chunk. */
export const loader = prefetchLoader((client) => client.prefetchInfiniteQuery(homeFeedQueryOptions()));

/** When the feed is empty: creators worth following. */
function SuggestedCreators() {
  const { data } = useFeaturedCreators();
  const creators = data?.list ?? [];

  return (
    <div className="home-empty">
      <Empty description="还没有动态，关注喜欢的创作者，他们的新作品会出现在这里" />
      {creators.length > 0 && (
        <div className="home-empty__creators">
          {creators.map((creator) => (
            <Link key={creator.id} to={paths.user.href(creator.slug)} className="home-empty__creator">
              <UserAvatar nickname={creator.nickname} avatarUrl={creator.avatarUrl} size={48} />
              <span>{creator.nickname}</span>
            </Link>
          ))}
        </div>
      )}
      <Link to={paths.search.href()}>
        <Button type="primary">搜索创作者</Button>
      </Link>
    </div>
  );
}

/** `/home`: posts of followed creators, then recommended ones, loading as you scroll. */
export function Component() {
  const feed = useHomeFeed();

  return (
    <div className="page">
      <h1 className="page__title">首页动态</h1>
      <PostFeed {...feedProps(feed)} empty={<SuggestedCreators />} />
    </div>
  );
}
