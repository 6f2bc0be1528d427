import type { CommentOrder } from '@frog/contracts';
import { Alert, App, Button, Empty, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useComments } from '../api/get-comments';
import { usePostComment } from '../api/post-comment';
import { CommentEditor } from './comment-editor';
import { CommentThread } from './comment-item';
import './comment.css';

/** 评论区 under a post: order switch, the box to write in, comments with their replies. */
export function CommentSection({ postId }: { postId: number }) {
  const { message } = App.useApp();
  const location = useLocation();
  const [order, setOrder] = useState<CommentOrder>('newest');
  const comments = useComments(postId, order);
  const write = usePostComment(postId);
  const first = comments.data?.pages[0];
  const list = comments.data?.pages.flatMap((page) => page.list) ?? [];

  const handleComment = async (content: string) => {
    try {
      await write.mutateAsync(content);
      message.success('评论成功');
    } catch (error) {
      message.error(error instanceof Error && error.message ? error.message : '评论失败，请稍后重试');
      throw error;
    }
  };

  return (
    <section className="comment-section" aria-label="评论">
      <header className="comment-section__head">
        <h2 className="comment-section__title">
          评论 <span className="comment-section__count">{first?.commentCount ?? ''}</span>
        </h2>
        <Segmented<CommentOrder>
          size="small"
          value={order}
          onChange={setOrder}
          options={[
            { label: '最新', value: 'newest' },
            { label: '最热', value: 'hottest' },
          ]}
        />
      </header>

      {first?.canComment && <CommentEditor placeholder="友善发言，理性交流" onSubmit={handleComment} />}
      {first && !first.canComment && (
        <div className="comment-section__signin">
          <Link to={paths.login.href(`${location.pathname}${location.search}`)}>登录</Link>后参与评论
        </div>
      )}

      {comments.isPending && <Skeleton active avatar paragraph={{ rows: 2 }} />}
      {comments.isError && (
        <Alert
          type="warning"
          showIcon
          title="评论加载失败"
          action={
            <Button size="small" onClick={() => comments.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {first && list.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有评论，来抢沙发吧" />
      )}
      {list.length > 0 && (
        <ul className="comment-list">
          {list.map((comment) => (
            <CommentThread key={comment.id} comment={comment} postId={postId} />
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <div className="comment-section__more">
          <Button loading={comments.isFetchingNextPage} onClick={() => comments.fetchNextPage()}>
            加载更多评论
          </Button>
        </div>
      )}
    </section>
  );
}
