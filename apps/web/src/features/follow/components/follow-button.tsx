import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PlainButton, type PlainButtonLook } from '@/components/plain-button';
import { paths } from '@/config/paths';
import { loadDialogs } from '@/features/order/lib/deferred-dialogs';
import { useCurrentUser } from '@/lib/auth';
import { useToggleFollow } from '../hooks/use-toggle-follow';

export type FollowButtonProps = {
  userId: number;
  /** What the page already knows (e.g. from the profile answer). */
  isFollowing: boolean;
  /** Called after the server confirmed, with the new state and follower count. */
  onChange?: (state: { isFollowing: boolean; followerCount: number }) => void;
  size?: PlainButtonLook['size'];
  block?: boolean;
};

/**
 * 关注 / 已关注. Optimistic: the label flips at once and flips back if the server refuses.
 * An anonymous visitor is sent to sign in first and comes back to this page. Plain markup (it sits
 * on the post page, which loads no Ant Design); its messages load with antd on use.
 */
export function FollowButton({ userId, isFollowing, onChange, size, block }: FollowButtonProps) {
  const { isSignedIn, user } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [following, setFollowing] = useState(isFollowing);
  const [hovered, setHovered] = useState(false);
  const toggle = useToggleFollow();

  useEffect(() => setFollowing(isFollowing), [isFollowing]);

  if (user?.id !== undefined && String(user.id) === String(userId)) return null;

  const handleClick = () => {
    if (!isSignedIn) {
      void navigate(paths.login.href(`${location.pathname}${location.search}`));
      return;
    }
    const next = !following;
    setFollowing(next);
    toggle.mutate(
      { userId, follow: next },
      {
        onSuccess: (state) => {
          setFollowing(state.isFollowing);
          onChange?.(state);
          if (state.isFollowing) void loadDialogs().then(({ message }) => message.success('已关注'));
        },
        onError: (error) => {
          setFollowing(!next);
          const text = error.message || (next ? '关注失败，请稍后重试' : '取消关注失败，请稍后重试');
          void loadDialogs().then(({ message }) => message.error(text));
        },
      },
    );
  };

  if (following) {
    return (
      <PlainButton
        size={size}
        block={block}
        icon={hovered ? undefined : <CheckOutlined />}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onClick={handleClick}
        aria-pressed
      >
        {hovered ? '取消关注' : '已关注'}
      </PlainButton>
    );
  }

  return (
    <PlainButton
      variant="primary"
      size={size}
      block={block}
      icon={<PlusOutlined />}
      onClick={handleClick}
      aria-pressed={false}
    >
      关注
    </PlainButton>
  );
}
