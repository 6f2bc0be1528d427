import { DownloadOutlined, GiftOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { PostAttachment, PostDetail } from '@frog/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, PlainButton } from '@/components/plain-button';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-time';
import { usePurchaseActions } from '../hooks/use-purchase-actions';
import { LockBadge, lockLabel } from './lock-badge';
import { GiftLinkButton, GiftSettingsButton } from '@/features/gift-link/components/gift-buttons';
import { LockPanel } from './lock-panel';
import { PostLikeButton } from './post-like-button';
import { ShareButton } from './share-button';
import { TakedownNotice } from '@/features/appeal/components/takedown-notice';
import { ReportButton } from '@/features/report/components/report-button';
import './post.css';
import './post-article.css';

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Videos play in the post. The source is the authorised route `/api/post/attachment/:id`, which
 * checks the paywall on every request and answers range requests, so the player can seek; only a
 * viewer allowed to read the post ever gets its attachments.
 */
/** An attachment's name, size and 下载 link. */
function FileFacts({ file }: { file: PostAttachment }) {
  return (
    <>
      <span className="post-attachments__name">{file.name}</span>
      <span className="post-attachments__size">{formatSize(file.size)}</span>
      <a href={file.url} download={file.name} className="post-attachments__download">
        <DownloadOutlined /> 下载
      </a>
    </>
  );
}

function PostVideos({ videos }: { videos: PostAttachment[] }) {
  return (
    <section className="post-videos" aria-label="视频">
      {videos.map((video) => (
        <figure key={video.id} className="post-video">
          {/* biome-ignore lint/a11y/useMediaCaption: creators upload videos without caption tracks */}
          <video className="post-video__player" src={video.url} controls preload="metadata" playsInline>
            <a href={video.url} download={video.name}>
              下载视频
            </a>
          </video>
          <figcaption className="post-video__caption">
            <FileFacts file={video} />
          </figcaption>
        </figure>
      ))}
    </section>
  );
}

/**
 * The post page's content: author, title, time, cover, then the body or the lock panel. Plain markup
 * (no Ant Design): the server writes the same for a visitor into the HTML of `/post/:id`
 * (apps/server/src/web/post-page.ts) so it paints before any script, and the app takes over without
 * a visible change; keep the two alike (e2e/specs/reading/server-rendered-post.spec.ts checks it).
 */
export function PostArticle({ post, followSlot }: { post: PostDetail; followSlot?: ReactNode }) {
  const actions = usePurchaseActions();
  const authorHref = paths.user.href(post.author.slug);
  const videos = post.attachments.filter((file) => file.kind === 'video');
  const files = post.attachments.filter((file) => file.kind !== 'video');

  return (
    <article className="post-article">
      {post.takedown && <TakedownNotice postId={post.id} takedown={post.takedown} />}
      <header>
        <h1 className="post-article__title">{post.title || '无标题'}</h1>
        <div className="post-article__byline">
          <Link to={authorHref} className="post-article__author">
            <UserAvatar nickname={post.author.nickname} avatarUrl={post.author.avatarUrl} size={44} />
            <span>
              <span className="post-article__nickname">{post.author.nickname}</span>
              {post.publishedAt && (
                <time className="post-article__time" dateTime={post.publishedAt}>
                  {post.status === 'scheduled' ? '定时发布于 ' : '发布于 '}
                  {formatDateTime(post.publishedAt)}
                </time>
              )}
            </span>
          </Link>
          <div className="post-article__follow">{followSlot}</div>
        </div>
      </header>

      {post.coverUrl && <img className="post-article__cover" src={post.coverUrl} alt="" />}

      {post.locked ? (
        <>
          {post.summary && <p className="post-article__summary">{post.summary}</p>}
          <LockPanel post={post} />
        </>
      ) : (
        <>
          {post.bodyHtml ? (
            // Sanitised on the server with an allowlist before it was stored (issue 3, item 8).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text
            <div className="post-body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
          ) : (
            post.summary && <p className="post-article__summary">{post.summary}</p>
          )}
          {videos.length > 0 && <PostVideos videos={videos} />}
          {files.length > 0 && (
            <section className="post-attachments" aria-label="附件">
              <h2 className="post-attachments__title">附件（{files.length}）</h2>
              <ul>
                {files.map((file) => (
                  <li key={file.id} className="post-attachments__item">
                    <PaperClipOutlined />
                    <FileFacts file={file} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}

      <footer className="post-article__actions">
        {post.abilities.edit && post.visibility !== 'free' ? (
          <span className="lock-badge lock-badge--open">{lockLabel(post)}</span>
        ) : (
          <LockBadge post={post} />
        )}
        <span className="post-article__spacer" />
        {/* Only a live post takes likes (the author's draft or held post would answer 404). */}
        {post.status === 'published' && <PostLikeButton postId={post.id} likes={post.likes} />}
        <ShareButton postId={post.id} />
        {post.abilities.gift && <GiftLinkButton postId={post.id} />}
        {post.abilities.edit && post.visibility !== 'free' && post.status === 'published' && (
          <GiftSettingsButton postId={post.id} />
        )}
        {post.abilities.report && <ReportButton target={{ kind: 'post', id: post.id }} />}
        {post.abilities.tip &&
          (actions.isSignedIn ? (
            <PlainButton icon={<GiftOutlined />} onClick={() => actions.tip(post.id)}>
              打赏
            </PlainButton>
          ) : (
            // A visitor signs in first: a link, which works before the app has started too.
            <Link to={actions.signInHref} className={buttonClass()}>
              <GiftOutlined />
              <span>打赏</span>
            </Link>
          ))}
      </footer>
    </article>
  );
}
