import type { FollowListType } from '@frog/contracts';
import { Button, Empty, Pagination, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { QueryFailure } from '@/components/query-failure';
import { paths } from '@/config/paths';
import {
  FOLLOW_PAGE_SIZE,
  followListQueryOptions,
  useFollowList,
} from '@/features/follow/api/get-follow-list';
import { UserListItem } from '@/features/follow/components/user-list-item';
import '@/features/follow/components/follow.css';
import { queryClient } from '@/lib/query-client';

const readType = (value: string | null): FollowListType =>
  value === 'followers' ? 'followers' : 'following';

export function loader({ request }: { request: Request }) {
  const type = readType(new URL(request.url).searchParams.get('type'));
  void queryClient.prefetchQuery(followListQueryOptions(type, 1));

  return null;
}

/** 我的关注: who I follow and who follows me, newest first. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const type = readType(params.get('type'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useFollowList(type, page);

  return (
    <div className="page page--narrow">
      <h1 className="page__title">我的关注</h1>
      <Tabs
        activeKey={type}
        onChange={(key) => setParams({ type: key })}
        items={[
          { key: 'following', label: '关注' },
          { key: 'followers', label: '粉丝' },
        ]}
      />
      {query.isPending && <LoadingScreen variant="inline" />}
      {query.isError && <QueryFailure error={query.error} onRetry={() => query.refetch()} />}
      {query.data && query.data.total === 0 && (
        <Empty description={type === 'following' ? '还没有关注任何人' : '还没有粉丝'}>
          {type === 'following' && (
            <Link to={paths.search.href()}>
              <Button type="primary">去找找喜欢的创作者</Button>
            </Link>
          )}
        </Empty>
      )}
      {query.data && query.data.total > 0 && (
        <>
          <p className="user-list-count">
            {type === 'following' ? `已关注 ${query.data.total} 人` : `${query.data.total} 位粉丝`}
          </p>
          <ul className="user-list">
            {query.data.list.map((user) => (
              <UserListItem key={user.id} user={user} />
            ))}
          </ul>
          {query.data.total > FOLLOW_PAGE_SIZE && (
            <Pagination
              className="user-list-pager"
              current={page}
              pageSize={FOLLOW_PAGE_SIZE}
              total={query.data.total}
              onChange={(next) => setParams({ type, page: String(next) })}
              showSizeChanger={false}
            />
          )}
        </>
      )}
    </div>
  );
}
