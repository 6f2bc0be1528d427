import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { LikeState } from '@frog/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass, PlainButton, type PlainButtonLook } from '@/components/plain-button';
import { paths } from '@/config/paths';
import { useStoredUser } from '@/lib/auth';
import './like-button.css';

export type LikeButtonProps = {
  state: LikeState;
  /** What is liked, for screen readers: 作品 or 评论. */
  what: string;
  /** Sends the like (`true`) or its undoing; answers the state the server keeps. */
  onToggle: (like: boolean) => Promise<LikeState>;
  /** The server refused: the button is back as it was; say why. */
  onError?: (error: unknown, like: boolean) => void;
  size?: PlainButtonLook['size'];
  variant?: PlainButtonLook['variant'];
};

const countText = (count: number) => (count > 0 ? String(count) : '赞');

/**
 * 点赞: a heart (filled once the viewer likes it) and the count. Optimistic: heart and count change
 * on the click and go back if the server refuses; one request at a time. A visitor gets a link to
 * sign in and come back, which works before the app has started (the server paints the post page).
 * Plain markup, no Ant Design but its icons.
 */
export function LikeButton({ state, what, onToggle, onError, size, variant = 'text' }: LikeButtonProps) {
  // The stored user, as the post page reads it: no query, so a card renders anywhere.
  const isSignedIn = Boolean(useStoredUser()?.nickname);
  const location = useLocation();
  const [shown, setShown] = useState(state);
  const [pending, setPending] = useState(false);

  // A fresh read of the page (another tab, a refetch) wins while nothing is being sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new values, not a new object, are news
  useEffect(() => {
    if (!pending) setShown(state);
  }, [state.liked, state.count]);

  const className = `like-button${shown.liked ? ' like-button--liked' : ''}`;
  // The heart says nothing the label does not. The label holds the visible count as a word of its
  // own (WCAG 2.5.3): not in parentheses, which axe's label-content-name-mismatch drops.
  const icon = shown.liked ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />;

  if (!isSignedIn) {
    return (
      <Link
        to={paths.login.href(`${location.pathname}${location.search}`)}
        className={`${buttonClass({ variant, size })} ${className}`}
        aria-label={`点赞${what}：${shown.count}，请先登录`}
      >
        {icon}
        <span>{countText(shown.count)}</span>
      </Link>
    );
  }

  const handleClick = async () => {
    const before = shown;
    const like = !before.liked;
    setShown({ liked: like, count: Math.max(0, before.count + (like ? 1 : -1)) });
    setPending(true);
    try {
      setShown(await onToggle(like));
    } catch (error) {
      setShown(before);
      onError?.(error, like);
    } finally {
      setPending(false);
    }
  };

  return (
    <PlainButton
      variant={variant}
      size={size}
      className={className}
      icon={icon}
      aria-pressed={shown.liked}
      aria-label={`${shown.liked ? '取消点赞' : '点赞'}${what}：${shown.count}`}
      disabled={pending}
      onClick={() => void handleClick()}
    >
      {countText(shown.count)}
    </PlainButton>
  );
}
