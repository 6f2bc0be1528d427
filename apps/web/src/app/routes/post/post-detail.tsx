import { Reason } from '@frog/contracts/reasons';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PlainButton } from '@/components/plain-button';
import { CommentSection } from '@/features/comment/components/comment-section';
import { PostTagLinks } from '@/features/discovery/components/post-tag-links';
import { FollowButton } from '@/features/follow/components/follow-button';
import { postQueryOptions, usePost } from '@/features/post/api/get-post';
import { PostArticle } from '@/features/post/components/post-article';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { SeriesNav } from '@/features/series/components/series-nav';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useWhenIdle } from '@/hooks/use-when-idle';
import { useStoredUser } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { RequestError } from '@/lib/request';
import { useReloadOnUnread } from '@/lib/unread';
import { isServerRenderedPost } from '@/lib/server-rendered';
import { parseRouteId } from '@/utils/parse-id';
import { GiftBanner } from '@/features/gift-link/components/gift-banner';

// The rare parts that use Ant Design load only when shown (features/post/components/post-extras.tsx).
const extras = () => import('@/features/post/components/post-extras');
const PostRewardNotice = lazy(() => extras().then((module) => ({ default: module.PostRewardNotice })));
const PostMissing = lazy(() => extras().then((module) => ({ default: module.PostMissing })));

/**
 * Starts fetching the post alongside the page chunk; the page shows its own errors. When the server
 * already painted this post into the HTML (web/post-page.ts), waits for it instead, so the app's
 * first render is the post itself, not a skeleton over the painted one.
 */
export async function loader({ params }: { params: { id?: string } }) {
  const id = parseRouteId(params.id);
  if (id === null) return null;
  const prefetch = queryClient.prefetchQuery(postQueryOptions(id));
  if (isServerRenderedPost(id)) await prefetch;

  return null;
}

/** The author's follow button, once we know whether the viewer already follows them. */
function AuthorFollow({ slug }: { slug: string }) {
  const { data: profile } = useQuery(profileQueryOptions(slug));
  if (!profile?.abilities.follow) return null;

  return (
    <FollowButton
      userId={profile.id}
      isFollowing={profile.isFollowing}
      onChange={() => queryClient.invalidateQueries({ queryKey: profileQueryOptions(slug).queryKey })}
    />
  );
}

/** While the post loads on a client-side visit: grey lines where the title and text will be. */
function PostSkeleton() {
  return (
    <div className="frog-skeleton" role="status" aria-label="加载中">
      <span />
      <span />
      <span />
      <span />
      <span />
    </div>
  );
}

function PostPage({ id }: { id: number }) {
  const { data: post, error, isPending, refetch } = usePost(id);
  // What the viewer may read changes with a notice of theirs (a refund, a plan ended, a takedown):
  // the open post is read again when one arrives, so a refunded unlock locks without a reload.
  useReloadOnUnread('notifications', refetch);
  const showExtras = useWhenIdle();
  // As the server wrote it into the HTML (web/share-meta.ts): `作品标题 - 创作蛙`.
  useDocumentTitle(post ? post.title || '未命名作品' : undefined);

  if (isPending) return <PostSkeleton />;
  if (error instanceof RequestError && (error.code === 404 || error.code === 400)) {
    return (
      <Suspense fallback={<PostSkeleton />}>
        <PostMissing takenDown={error.reason === Reason.POST_TAKEN_DOWN} />
      </Suspense>
    );
  }
  if (error) {
    return (
      <div className="post-failed" role="alert">
        <h2 className="post-failed__title">作品加载失败</h2>
        <p className="post-failed__hint">{error.message || '请检查网络后重试'}</p>
        <PlainButton onClick={() => refetch()}>重试</PlainButton>
      </div>
    );
  }

  return (
    <div className="post-sheet">
      <GiftBanner postId={post.id} />
      <PostArticle post={post} followSlot={showExtras && <AuthorFollow slug={post.author.slug} />} />
      <PostTagLinks tags={post.tags} />
      <SeriesNav postId={post.id} />
      {showExtras && <CommentSection postId={post.id} />}
    </div>
  );
}

/** `/post/:id`: the post (body, or preview and lock panel), share, tip, then the comments. */
export function Component() {
  const id = parseRouteId(useParams().id);
  const signedIn = Boolean(useStoredUser()?.nickname);

  return (
    <div className="page page--narrow page--post">
      {signedIn && (
        <Suspense fallback={null}>
          <PostRewardNotice />
        </Suspense>
      )}
      {id === null ? (
        <Suspense fallback={<PostSkeleton />}>
          <PostMissing />
        </Suspense>
      ) : (
        <PostPage id={id} />
      )}
    </div>
  );
}
