import { PlusOutlined } from '@ant-design/icons';
import type { PostDisplayStatus } from '@frog/contracts';
import { Button, Segmented } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { MyPostList } from '@/features/post-manage/components/my-post-list';
import { SeriesManager } from '@/features/series/components/series-manager';

const STATUSES: PostDisplayStatus[] = [
  'published',
  'in_review',
  'draft',
  'scheduled',
  'hidden',
  'taken_down',
];

/**
 * 内容管理: own posts by status (已发布 / 待审核 / 草稿 / 定时 / 已隐藏 / 已下架), edit, publish, hide,
 * delete; and, under 合集 (`?view=series`), the creator's series of posts.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') as PostDisplayStatus | null;
  const status = raw && STATUSES.includes(raw) ? raw : 'published';
  const view = params.get('view') === 'series' ? 'series' : 'posts';

  return (
    <div className="page page--narrow">
      <div className="content-management__head">
        <h1 className="page__title">内容管理</h1>
        <Link to={paths.createPost.href()}>
          <Button type="primary" icon={<PlusOutlined />}>
            写新作品
          </Button>
        </Link>
      </div>
      <Segmented
        style={{ marginBottom: 16 }}
        value={view}
        onChange={(next) => setParams(next === 'series' ? { view: 'series' } : {}, { replace: true })}
        options={[
          { value: 'posts', label: '作品' },
          { value: 'series', label: '合集' },
        ]}
      />
      {view === 'series' ? (
        <SeriesManager />
      ) : (
        <MyPostList status={status} onStatusChange={(s) => setParams({ status: s }, { replace: true })} />
      )}
    </div>
  );
}
