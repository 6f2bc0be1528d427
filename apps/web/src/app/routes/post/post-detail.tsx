import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { CommentSection } from '@/features/comment/components/comment-section';
import { FollowButton } from '@/features/follow/components/follow-button';
import { postQueryOptions, usePost } from '@/features/post/api/get-post';
import { PostArticle } from '@/features/post/components/post-article';
import { PostNotFound } from '@/features/post/components/post-not-found';
import { profileQueryOptions } from '@/features/profile/api/get-profile';
import { RewardArrivalNotice } from '@/features/reward/components/reward-arrival-notice';
import '@/features/reward/components/reward.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { queryClient } from '@/lib/query-client';
import { RequestError } from '@/lib/request';

const parseId = (raw: string | undefined) => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null);

/** Starts fetching the post alongside the page chunk; the page shows its own errors. */
export function loader({ params }: { params: { id?: string } }) {
  const id = parseId(params.id);
  if (id !== null) void queryClient.prefetchQuery(postQueryOptions(id));

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

function PostPage({ id }: { id: number }) {
  const { data: post, error, isPending, refetch } = usePost(id);
  // As the server wrote it into the HTML (web/share-meta.ts): `作品标题 - 创作蛙`.
  useDocumentTitle(post ? post.title || '未命名作品' : undefined);

  if (isPending) return <Skeleton active title paragraph={{ rows: 8 }} />;
  if (error instanceof RequestError && error.code === 404) return <PostNotFound />;
  if (error) {
    return (
      <Result
        status="warning"
        title="作品加载失败"
        subTitle={error.message || '请检查网络后重试'}
        extra={<Button onClick={() => refetch()}>重试</Button>}
      />
    );
  }

  return (
    <div className="post-sheet">
      <PostArticle post={post} followSlot={<AuthorFollow slug={post.author.slug} />} />
      <CommentSection postId={post.id} />
    </div>
  );
}

/** `/post/:id`: the post (body, or preview and lock panel), share, tip, then the comments. */
export function Component() {
  const id = parseId(useParams().id);

  return (
    <div className="page page--narrow page--post">
      <RewardArrivalNotice />
      {id === null ? <PostNotFound /> : <PostPage id={id} />}
    </div>
  );
}
