import { Empty } from 'antd';
import { AdminSearch } from '../shared/admin-search';
import { PagedResults } from '../shared/paged-results';
import { usePagedFilter } from '../shared/use-paged-filter';
import { useAdminUsers } from './api/search-users';
import { UserCard } from './user-card';

/** 用户管理: find a user by id, phone, profile address or nickname; ban or unban them. */
export function UsersSection() {
  const { filter: keyword, changeFilter: setKeyword, page, setPage } = usePagedFilter('');
  const query = useAdminUsers(keyword, page);

  return (
    <section aria-label="用户管理">
      <div className="admin-toolbar">
        <AdminSearch
          label="查找用户"
          className="admin-toolbar__search"
          onSearch={setKeyword}
          placeholder="用户ID、手机号、主页地址或昵称"
          maxLength={50}
        />
      </div>
      {keyword === '' ? (
        <Empty description="输入用户ID、手机号、主页地址或昵称查找用户" />
      ) : (
        <PagedResults
          query={query}
          page={page}
          onPageChange={setPage}
          empty="没有找到用户"
          renderItem={(user) => <UserCard key={user.id} user={user} />}
        />
      )}
    </section>
  );
}
