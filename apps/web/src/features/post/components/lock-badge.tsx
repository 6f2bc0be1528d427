import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { PostCard } from '@frog/contracts';

/** What a locked post costs, in a few characters: ¥9.90, 方案专享, ¥9.90 或方案. */
export function lockLabel(post: Pick<PostCard, 'visibility' | 'price'>): string {
  if (post.visibility === 'paid') return `¥${post.price}`;
  if (post.visibility === 'plan') return '方案专享';
  if (post.visibility === 'plan_or_paid') return `¥${post.price} 或方案`;

  return '免费';
}

/** A small tag on cards: the lock and price, or 已解锁 for paid posts the viewer may read. */
export function LockBadge({ post }: { post: Pick<PostCard, 'visibility' | 'price' | 'locked'> }) {
  if (post.visibility === 'free') return null;
  if (!post.locked) {
    return (
      <span className="lock-badge lock-badge--open">
        <UnlockOutlined /> 已解锁
      </span>
    );
  }

  return (
    <span className="lock-badge">
      <LockOutlined /> {lockLabel(post)}
    </span>
  );
}
