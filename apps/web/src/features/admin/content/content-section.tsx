import type { AdminPost, DataOf, adminContentEndpoints } from '@frog/contracts';
import { Checkbox } from 'antd';
import { useState } from 'react';
import { AdminSearch } from '../shared/admin-search';
import { PagedResults } from '../shared/paged-results';
import { usePagedFilter } from '../shared/use-paged-filter';
import { type PostFilter, useAdminPosts } from './api/list-posts';
import { CommentsDrawer } from './comments-drawer';
import { postKeywordFrom } from './lib/post-query';
import { PostCard } from './post-card';
import { PostReader } from './post-reader';

/** 内容管理: find a post by id, link or title; take it down or restore it; read it; moderate comments. */
export function ContentSection() {
  const { filter, changeFilter, page, setPage } = usePagedFilter<PostFilter>({
    keyword: '',
    takenDown: false,
  });
  const [reading, setReading] = useState<DataOf<typeof adminContentEndpoints.read> | null>(null);
  const [commentsOf, setCommentsOf] = useState<AdminPost | null>(null);
  const query = useAdminPosts(filter, page);

  return (
    <section aria-label="内容管理">
      <div className="admin-toolbar">
        <AdminSearch
          label="查找作品"
          className="admin-toolbar__search"
          onSearch={(value) => changeFilter((f) => ({ ...f, keyword: postKeywordFrom(value) }))}
          placeholder="作品ID、作品链接或标题"
          maxLength={200}
        />
        <Checkbox
          checked={filter.takenDown}
          onChange={(e) => changeFilter((f) => ({ ...f, takenDown: e.target.checked }))}
        >
          只看已下架
        </Checkbox>
      </div>
      <PagedResults
        query={query}
        page={page}
        onPageChange={setPage}
        empty="没有找到作品"
        renderItem={(post) => (
          <PostCard key={post.id} post={post} onRead={setReading} onComments={setCommentsOf} />
        )}
      />
      <PostReader read={reading} onClose={() => setReading(null)} />
      <CommentsDrawer post={commentsOf} onClose={() => setCommentsOf(null)} />
    </section>
  );
}
