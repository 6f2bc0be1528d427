import { creatorCategoryKeySchema, SEARCH_RESULT_CAP } from '@frog/contracts';
import { Empty, Pagination, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { QueryFallback } from '@/components/query-failure';
import { UserListItem } from '@/features/follow/components/user-list-item';
import '@/features/follow/components/follow.css';
import { PostCard } from '@/features/post/components/post-card';
import '@/features/post/components/post.css';
import { useSearchPosts } from '@/features/search/api/search-posts';
import { CategoryFilter } from '@/features/search/components/category-filter';
import { SEARCH_PAGE_SIZE, useSearchUsers } from '@/features/search/api/search-users';

type Tab = 'user' | 'post';
type Found = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { total: number; more: boolean };
};

/** How many were found, as shown: a capped search says 200+ (contracts SEARCH_RESULT_CAP). */
const shownTotal = (data: { total: number; more: boolean }) =>
  data.more ? `${SEARCH_RESULT_CAP}+` : String(data.total);

/** One tab's answer: loading, failed (with retry), nothing found, or the results and a pager. */
function Results(props: {
  query: Found;
  page: number;
  onPage: (page: number) => void;
  empty: string;
  count: (shown: string) => string;
  children: ReactNode;
}) {
  const { query } = props;
  if (query.isPending || query.isError) return <QueryFallback query={query} title="搜索失败" />;
  const total = query.data?.total ?? 0;
  if (!query.data || total === 0) return <Empty description={props.empty} />;

  return (
    <>
      <p className="user-list-count">
        {props.count(shownTotal(query.data))}
        {query.data.more && '，结果较多，只列出最相关的一部分；换个更具体的关键词试试'}
      </p>
      {props.children}
      {total > SEARCH_PAGE_SIZE && (
        <Pagination
          className="user-list-pager"
          current={props.page}
          pageSize={SEARCH_PAGE_SIZE}
          total={total}
          onChange={props.onPage}
          showSizeChanger={false}
        />
      )}
    </>
  );
}

/**
 * 搜索: creators and users (nickname, profile address, bio) and published posts (title, summary),
 * from the top bar's box (`?keyword=`), in two tabs (`&tab=post`). Users first, unless only posts match.
 * `&category=` keeps only creators of that category and their posts.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 30);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const asked = params.get('tab');
  const category = creatorCategoryKeySchema.safeParse(params.get('category')).data ?? '';
  const users = useSearchUsers(keyword, asked === 'post' ? 1 : page, category);
  const posts = useSearchPosts(keyword, asked === 'post' ? page : 1, category);
  const onlyPosts = users.data?.total === 0 && (posts.data?.total ?? 0) > 0;
  const tab: Tab = asked === 'post' || asked === 'user' ? asked : onlyPosts ? 'post' : 'user';

  // The address keeps the filter, so a shared link or a reload shows the same results.
  const withCategory = (rest: Record<string, string>) => ({
    keyword,
    ...rest,
    ...(category ? { category } : {}),
  });
  const handlePage = (next: number) => {
    setParams(withCategory({ tab, page: String(next) }));
    window.scrollTo({ top: 0 });
  };
  /** A tab of `noun` (用户 / 作品), counted in `unit`: the count in its label, its results or why none. */
  const tabOf = (key: Tab, noun: string, unit: string, query: Found, list: ReactNode) => ({
    key,
    label: query.data === undefined ? noun : `${noun} ${shownTotal(query.data)}`,
    children: (
      <Results
        query={query}
        page={page}
        onPage={handlePage}
        empty={`没有找到与“${keyword}”相关的${noun}，${category ? '换个类别或关键词' : '换个关键词'}试试`}
        count={(shown) => `共找到 ${shown} ${unit}`}
      >
        {list}
      </Results>
    ),
  });

  const userList = (
    <ul className="user-list">
      {users.data?.list.map((user) => (
        <UserListItem key={user.id} user={user} />
      ))}
    </ul>
  );
  const postList = (
    <div className="post-grid">
      {posts.data?.list.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </div>
  );

  return (
    <div className="page page--narrow">
      <h1 className="page__title">{keyword ? `“${keyword}”的搜索结果` : '搜索'}</h1>
      {!keyword && <Empty description="在顶部搜索框输入昵称、主页地址或作品标题，找到你喜欢的创作者和作品" />}
      {keyword && (
        <CategoryFilter
          value={category}
          onChange={(next) => setParams({ keyword, tab, ...(next ? { category: next } : {}) })}
        />
      )}
      {keyword && (
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(withCategory({ tab: key }))}
          items={[
            tabOf('user', '用户', '位用户', users, userList),
            tabOf('post', '作品', '篇作品', posts, postList),
          ]}
        />
      )}
    </div>
  );
}
