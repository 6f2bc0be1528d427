import type { LikeState } from '@frog/contracts';
import { LikeButton } from '@/components/like-button';
import { loadDialogs } from '@/features/order/lib/deferred-dialogs';
import { useToggleCommentLike } from '../api/like-comment';

/** A comment's or reply's 点赞, small among its actions. */
export function CommentLikeButton({
  postId,
  commentId,
  likes,
}: {
  postId: number;
  commentId: string;
  likes: LikeState;
}) {
  const toggle = useToggleCommentLike(postId, commentId);

  return (
    <LikeButton
      state={likes}
      what="评论"
      size="small"
      onToggle={toggle}
      onError={(error) => {
        const text = error instanceof Error && error.message ? error.message : '操作失败，请稍后重试';
        void loadDialogs().then(({ message }) => message.error(text));
      }}
    />
  );
}
