import './post-manage.css';
import { EditOutlined, EyeOutlined, FileImageOutlined } from '@ant-design/icons';
import type { PostCard, PostDisplayStatus } from '@frog/contracts';
import { App, Button, Empty, Skeleton, Tabs, Tag } from 'antd';
import { Link } from 'react-router';
import { StatusTag } from '@/components/status-tag';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-time';
import { confirmDanger } from '@/lib/confirm-danger';
import { useMyPosts } from '../api/get-my-posts';
import { useUpdatePostStatus } from '../api/update-post-status';

const TABS: { key: PostDisplayStatus; label: string }[] = [
  { key: 'published', label: '已发布' },
  // Held by a review word: out once an operator approves it.
  { key: 'in_review', label: '待审核' },
  { key: 'draft', label: '草稿' },
  { key: 'scheduled', label: '定时' },
  { key: 'hidden', label: '已隐藏' },
  // Taken down by an operator: only a restore brings it back (the server refuses publishing it).
  { key: 'taken_down', label: '已下架' },
];

const VISIBILITY: Record<PostCard['visibility'], string> = {
  free: '免费',
  paid: '付费',
  plan: '仅方案成员',
  plan_or_paid: '方案或付费',
};

const when = (post: PostCard) => {
  const text = post.publishedAt ? formatDateTime(post.publishedAt) : '';
  if (post.status === 'scheduled') return `将于 ${text} 发布`;
  if (post.status === 'draft') return '尚未发布';
  if (post.status === 'in_review') return `提交于 ${text}，审核通过后公开`;

  return text ? `发布于 ${text}` : '';
};

function PostRow({ post }: { post: PostCard }) {
  const { message, modal } = App.useApp();
  const change = useUpdatePostStatus();
  const setStatus = async (status: 'published' | 'hidden' | 'deleted', done: string) => {
    try {
      await change.mutateAsync({ id: String(post.id), status });
      message.success(done);
    } catch (error) {
      message.error(errorMessage(error));
    }
  };
  const handleDelete = () =>
    confirmDanger(modal, {
      title: `删除「${post.title || '未命名作品'}」？`,
      content: '删除后读者和你都将无法再看到它，已购买的读者也会失去访问。此操作无法撤销。',
      okText: '删除',
      onOk: () => setStatus('deleted', '已删除'),
    });

  return (
    <li className="my-post">
      <div className="my-post__cover">
        {post.coverUrl ? <img src={post.coverUrl} alt="" /> : <FileImageOutlined />}
      </div>
      <div className="my-post__body">
        <Link className="my-post__title" to={`${paths.createPost.href()}?id=${post.id}`}>
          {post.title || '未命名作品'}
        </Link>
        <div className="my-post__meta">
          {post.status === 'taken_down' && <Tag color="error">已下架</Tag>}
          {post.status === 'in_review' && <StatusTag tone="waiting">待审核</StatusTag>}
          <Tag>{VISIBILITY[post.visibility]}</Tag>
          {post.priceFen > 0 && <span className="my-post__price">¥{post.price}</span>}
          <span>{when(post)}</span>
          {post.status === 'published' && <span>评论 {post.counts.comments}</span>}
          {post.counts.attachments > 0 && <span>附件 {post.counts.attachments}</span>}
        </div>
      </div>
      <div className="my-post__actions">
        <Link to={`${paths.createPost.href()}?id=${post.id}`}>
          <Button size="small" icon={<EditOutlined />}>
            编辑
          </Button>
        </Link>
        {post.status === 'published' && (
          <>
            <Link to={paths.post.href(post.id)}>
              <Button size="small" icon={<EyeOutlined />}>
                查看
              </Button>
            </Link>
            <Button
              size="small"
              loading={change.isPending}
              onClick={() => setStatus('hidden', '已隐藏，读者将看不到它')}
            >
              隐藏
            </Button>
          </>
        )}
        {(post.status === 'draft' || post.status === 'hidden') && (
          <Button
            size="small"
            type="primary"
            ghost
            loading={change.isPending}
            onClick={() => setStatus('published', '已发布')}
          >
            {post.status === 'hidden' ? '重新发布' : '发布'}
          </Button>
        )}
        <Button size="small" danger onClick={handleDelete}>
          删除
        </Button>
      </div>
    </li>
  );
}

/** 内容管理: own posts by status with a count on each tab. */
export function MyPostList({
  status,
  onStatusChange,
}: {
  status: PostDisplayStatus;
  onStatusChange: (s: PostDisplayStatus) => void;
}) {
  const posts = useMyPosts(status);
  const counts = posts.data?.pages[0]?.counts;
  const items = posts.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="my-posts">
      <Tabs
        activeKey={status}
        onChange={(key) => onStatusChange(key as PostDisplayStatus)}
        items={TABS.map((t) => ({ key: t.key, label: counts ? `${t.label} ${counts[t.key]}` : t.label }))}
      />
      {posts.isPending ? (
        <Skeleton active />
      ) : posts.isError ? (
        <Empty description={errorMessage(posts.error)} />
      ) : items.length === 0 ? (
        <Empty description={`还没有${TABS.find((t) => t.key === status)?.label}的作品`}>
          <Link to={paths.createPost.href()}>
            <Button type="primary">写新作品</Button>
          </Link>
        </Empty>
      ) : (
        <>
          <ul className="my-posts__list">
            {items.map((post) => (
              <PostRow key={post.id} post={post} />
            ))}
          </ul>
          {posts.hasNextPage && (
            <div className="my-posts__more">
              <Button loading={posts.isFetchingNextPage} onClick={() => posts.fetchNextPage()}>
                加载更多
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
