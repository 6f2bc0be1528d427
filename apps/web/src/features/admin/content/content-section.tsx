import type { AdminPost, DataOf, adminContentEndpoints } from '@frog/contracts';
import { Checkbox, Empty, Input } from 'antd';
import { useState } from 'react';
import { LoadingScreen } from '@/components/loading-screen';
import { PageFooter } from '../shared/page-footer';
import { QueryFailure } from '@/components/query-failure';
import { POSTS_PAGE_SIZE, type PostFilter, useAdminPosts } from './api/list-posts';
import { CommentsDrawer } from './comments-drawer';
import { postKeywordFrom } from './lib/post-query';
import { PostCard } from './post-card';
import { PostReader } from './post-reader';

/** 内容管理: find a post by id, link or title; take it down or restore it; read it; moderate comments. */
export function ContentSection() {
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<PostFilter>({ keyword: '', takenDown: false });
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<DataOf<typeof adminContentEndpoints.read> | null>(null);
  const [commentsOf, setCommentsOf] = useState<AdminPost | null>(null);
  const query = useAdminPosts(filter, page);

  return (
    <section aria-label="内容管理">
      <div className="admin-toolbar">
        <Input.Search
          aria-label="查找作品"
          className="admin-toolbar__search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(value) => {
            setFilter((f) => ({ ...f, keyword: postKeywordFrom(value) }));
            setPage(1);
          }}
          placeholder="作品ID、作品链接或标题"
          enterButton="搜索"
          allowClear
          maxLength={200}
        />
        <Checkbox
          checked={filter.takenDown}
          onChange={(e) => {
            setFilter((f) => ({ ...f, takenDown: e.target.checked }));
            setPage(1);
          }}
        >
          只看已下架
        </Checkbox>
      </div>
      {query.isPending && <LoadingScreen variant="inline" />}
      {query.isError && <QueryFailure error={query.error} onRetry={() => query.refetch()} />}
      {query.data && query.data.list.length === 0 && <Empty description="没有找到作品" />}
      {query.data && query.data.list.length > 0 && (
        <>
          <div className="admin-list">
            {query.data.list.map((post) => (
              <PostCard key={post.id} post={post} onRead={setReading} onComments={setCommentsOf} />
            ))}
          </div>
          <PageFooter page={page} pageSize={POSTS_PAGE_SIZE} total={query.data.total} onChange={setPage} />
        </>
      )}
      <PostReader read={reading} onClose={() => setReading(null)} />
      <CommentsDrawer post={commentsOf} onClose={() => setCommentsOf(null)} />
    </section>
  );
}
