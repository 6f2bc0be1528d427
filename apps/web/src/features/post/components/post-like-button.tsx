import type { LikeState } from '@frog/contracts';
import { LikeButton } from '@/components/like-button';
import type { PlainButtonLook } from '@/components/plain-button';
import { loadDialogs } from '@/features/order/lib/deferred-dialogs';
import { postLikeToggler } from '../api/like-post';

/** A post's 点赞 (post page and cards): the message of a refusal loads with Ant Design on use. */
export function PostLikeButton({
  postId,
  likes,
  size,
}: {
  postId: number;
  likes: LikeState;
  size?: PlainButtonLook['size'];
}) {
  const toggle = postLikeToggler(postId);

  return (
    <LikeButton
      state={likes}
      what="作品"
      size={size}
      onToggle={toggle}
      onError={(error, like) => {
        const text = error instanceof Error && error.message ? error.message : '';
        void loadDialogs().then(({ message }) =>
          message.error(text || (like ? '点赞失败，请稍后重试' : '取消点赞失败，请稍后重试')),
        );
      }}
    />
  );
}
