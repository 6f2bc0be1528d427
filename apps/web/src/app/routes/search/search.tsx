import { Button, Empty, Pagination, Result } from 'antd';
import { useSearchParams } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { UserListItem } from '@/features/follow/components/user-list-item';
import '@/features/follow/components/follow.css';
import { SEARCH_PAGE_SIZE, useSearchUsers } from '@/features/search/api/search-users';
import { errorMessage } from '@/lib/api-client';

/** 搜索: users by nickname or profile address, from the top bar's box (`?keyword=`). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 30);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useSearchUsers(keyword, page);

  const handlePage = (next: number) => {
    setParams({ keyword, page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="page page--narrow">
      <h1 className="page__title">{keyword ? `“${keyword}”的搜索结果` : '搜索'}</h1>
      {!keyword && <Empty description="在顶部搜索框输入昵称或主页地址，找到你喜欢的创作者" />}
      {keyword && query.isPending && <LoadingScreen variant="inline" />}
      {keyword && query.isError && (
        <Result
          status="warning"
          title="搜索失败"
          subTitle={errorMessage(query.error)}
          extra={<Button onClick={() => query.refetch()}>重试</Button>}
        />
      )}
      {keyword && query.data && query.data.total === 0 && (
        <Empty description={`没有找到与“${keyword}”相关的用户，换个关键词试试`} />
      )}
      {keyword && query.data && query.data.total > 0 && (
        <>
          <p className="user-list-count">共找到 {query.data.total} 位用户</p>
          <ul className="user-list">
            {query.data.list.map((user) => (
              <UserListItem key={user.id} user={user} />
            ))}
          </ul>
          {query.data.total > SEARCH_PAGE_SIZE && (
            <Pagination
              className="user-list-pager"
              current={page}
              pageSize={SEARCH_PAGE_SIZE}
              total={query.data.total}
              onChange={handlePage}
              showSizeChanger={false}
            />
          )}
        </>
      )}
    </div>
  );
}
