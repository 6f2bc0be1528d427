import { postTagSchema } from '@frog/contracts';
import { Empty, Result } from 'antd';
import { useParams } from 'react-router';
import { PrimaryLink } from '@/components/primary-link';
import { paths } from '@/config/paths';
import { tagPostsQueryOptions, useTagPosts } from '@/features/discovery/api/list-tag-posts';
import { PostFeed } from '@/features/post/components/post-feed';
import { feedProps } from '@/features/post/lib/feed-props';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { queryClient } from '@/lib/query-client';

/** The tag in the address, normalised as the server stores it, or null when it cannot be a tag. */
const tagOf = (value: string | undefined) => postTagSchema.safeParse(value ?? '').data ?? null;

/** Starts fetching the first page alongside the page chunk. */
export function loader({ params }: { params: { tag?: string } }) {
  const tag = tagOf(params.tag);
  if (tag) void queryClient.prefetchInfiniteQuery(tagPostsQueryOptions(tag));

  return null;
}

function TagPosts({ tag }: { tag: string }) {
  const feed = useTagPosts(tag);

  return (
    <PostFeed
      {...feedProps(feed)}
      empty={
        <Empty description={`还没有带「${tag}」标签的作品`}>
          <PrimaryLink to={paths.explore.href()}>去发现看看</PrimaryLink>
        </Empty>
      }
    />
  );
}

/** `/tag/:tag`: published posts carrying the tag, newest first (locked ones show their preview only). */
export function Component() {
  const tag = tagOf(useParams().tag);
  useDocumentTitle(tag ? `#${tag}` : undefined);

  return (
    <div className="page">
      {tag ? (
        <>
          <h1 className="page__title">#{tag}</h1>
          <TagPosts tag={tag} />
        </>
      ) : (
        <Result
          status="404"
          title="标签不存在"
          extra={<PrimaryLink to={paths.explore.href()}>去发现看看</PrimaryLink>}
        />
      )}
    </div>
  );
}
