import type { CommentOrder } from '@frog/contracts';
import { commentPolicyText } from '@frog/contracts/comment-policy';
import { useCurrentUser } from '@/lib/auth';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PlainButton } from '@/components/plain-button';
import { PlainRetry } from '@/components/plain-retry';
import { paths } from '@/config/paths';
import { refusalContent } from '@/components/rule-refusal';
import { HELD_COMMENT_MESSAGE } from '../lib/held-comment';
import { loadDialogs } from '@/features/order/lib/deferred-dialogs';
import { useComments } from '../api/get-comments';
import { useCommentLikes } from '../api/like-comment';
import { usePostComment } from '../api/post-comment';
import { CommentEditor } from './comment-editor';
import { CommentThread } from './comment-item';
import './comment.css';

const ORDERS: { label: string; value: CommentOrder }[] = [
  { label: '最新', value: 'newest' },
  { label: '最热', value: 'hottest' },
];

/**
 * 评论区 under a post: order switch, the box to write in, comments with their replies. Plain markup,
 * like the rest of the post page (no Ant Design in its load); messages load with antd on use.
 */
export function CommentSection({ postId }: { postId: number }) {
  const location = useLocation();
  const { isSignedIn } = useCurrentUser();
  const [order, setOrder] = useState<CommentOrder>('newest');
  const comments = useComments(postId, order);
  const write = usePostComment(postId);
  const first = comments.data?.pages[0];
  const list = comments.data?.pages.flatMap((page) => page.list) ?? [];
  const likes = useCommentLikes(
    postId,
    list.flatMap((comment) => [comment.id, ...comment.replies.map((reply) => reply.id)]),
  );

  const handleComment = async (content: string) => {
    const { message } = await loadDialogs();
    try {
      const posted = await write.mutateAsync(content);
      if (posted.isHeld) message.info(HELD_COMMENT_MESSAGE);
      else message.success('评论成功');
    } catch (error) {
      message.error(refusalContent(error, '评论失败，请稍后重试'));
      throw error;
    }
  };

  return (
    <section className="comment-section" aria-label="评论">
      <header className="comment-section__head">
        <h2 className="comment-section__title">
          评论 <span className="comment-section__count">{first?.commentCount ?? ''}</span>
        </h2>
        <fieldset className="comment-order">
          <legend className="visually-hidden">评论排序</legend>
          {ORDERS.map((option) => (
            <button
              key={option.value}
              type="button"
              className="comment-order__option"
              aria-pressed={order === option.value}
              onClick={() => setOrder(option.value)}
            >
              {option.label}
            </button>
          ))}
        </fieldset>
      </header>

      {first?.canComment && <CommentEditor placeholder="友善发言，理性交流" onSubmit={handleComment} />}
      {first && !first.canComment && (
        <div className="comment-section__signin">
          {first.commentRefusal ? (
            first.commentRefusal
          ) : first.commentPolicy === 'closed' || (isSignedIn && first.commentPolicy !== 'open') ? (
            commentPolicyText[first.commentPolicy].refusal
          ) : (
            <>
              <Link to={paths.login.href(`${location.pathname}${location.search}`)}>登录</Link>后参与评论
            </>
          )}
        </div>
      )}

      {comments.isPending && (
        <div className="frog-skeleton" role="status" aria-label="加载中">
          <span />
          <span />
          <span />
        </div>
      )}
      {comments.isError && <PlainRetry text="评论加载失败" onRetry={() => comments.refetch()} />}
      {first && list.length === 0 && <p className="comment-section__empty">还没有评论，来抢沙发吧</p>}
      {list.length > 0 && (
        <ul className="comment-list">
          {list.map((comment) => (
            <CommentThread key={comment.id} comment={comment} postId={postId} likes={likes} />
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <div className="comment-section__more">
          <PlainButton loading={comments.isFetchingNextPage} onClick={() => comments.fetchNextPage()}>
            加载更多评论
          </PlainButton>
        </div>
      )}
    </section>
  );
}
