import { FileTextOutlined } from '@ant-design/icons';
import type { PostCard as PostCardData } from '@frog/contracts';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { formatRelativeTime } from '@/utils/format-time';
import { LockBadge } from './lock-badge';
import { PostLikeButton } from './post-like-button';

/** A post in a list: cover, title, summary, author, lock badge. Never a body. */
export function PostCard({ post, showAuthor = true }: { post: PostCardData; showAuthor?: boolean }) {
  const href = paths.post.href(post.id);

  return (
    <article className="post-card">
      <Link
        to={href}
        className={post.coverUrl ? 'post-card__cover' : 'post-card__cover post-card__cover--empty'}
        tabIndex={-1}
        aria-hidden
      >
        {post.coverUrl ? (
          <img src={post.coverUrl} alt="" loading="lazy" />
        ) : (
          <FileTextOutlined className="post-card__cover-icon" />
        )}
        <LockBadge post={post} />
      </Link>
      <div className="post-card__body">
        <h3 className="post-card__title">
          <Link to={href}>{post.title || '无标题'}</Link>
        </h3>
        {post.summary && <p className="post-card__summary">{post.summary}</p>}
        <div className="post-card__meta">
          {showAuthor && (
            <Link to={paths.user.href(post.author.slug)} className="post-card__author">
              <UserAvatar nickname={post.author.nickname} avatarUrl={post.author.avatarUrl} size={20} />
              <span>{post.author.nickname}</span>
            </Link>
          )}
          {post.publishedAt && (
            <time dateTime={post.publishedAt}>{formatRelativeTime(post.publishedAt)}</time>
          )}
          {post.counts.comments > 0 && <span>{post.counts.comments} 评论</span>}
          {post.status === 'published' && (
            <span className="post-card__like">
              <PostLikeButton postId={post.id} likes={post.likes} size="small" />
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
