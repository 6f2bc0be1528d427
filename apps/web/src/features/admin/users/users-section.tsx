import { Empty, Input } from 'antd';
import { useState } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { PageFooter } from '../shared/page-footer';
import { QueryFailure } from '@/components/query-failure';
import { USERS_PAGE_SIZE, useAdminUsers } from './api/search-users';
import { UserCard } from './user-card';

/** 用户管理: find a user by id, phone, profile address or nickname; ban or unban them. */
export function UsersSection() {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const query = useAdminUsers(keyword, page);

  return (
    <section aria-label="用户管理">
      <div className="admin-toolbar">
        <Input.Search
          aria-label="查找用户"
          className="admin-toolbar__search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          placeholder="用户ID、手机号、主页地址或昵称"
          enterButton="搜索"
          allowClear
          maxLength={50}
        />
      </div>
      {keyword === '' && <Empty description="输入用户ID、手机号、主页地址或昵称查找用户" />}
      {keyword !== '' && query.isPending && <LoadingScreen variant="inline" />}
      {query.isError && <QueryFailure error={query.error} onRetry={() => query.refetch()} />}
      {keyword !== '' && query.data && query.data.list.length === 0 && <Empty description="没有找到用户" />}
      {keyword !== '' && query.data && query.data.list.length > 0 && (
        <>
          <div className="admin-list">
            {query.data.list.map((user) => (
              <UserCard key={user.id} user={user} />
            ))}
          </div>
          <PageFooter page={page} pageSize={USERS_PAGE_SIZE} total={query.data.total} onChange={setPage} />
        </>
      )}
    </section>
  );
}
