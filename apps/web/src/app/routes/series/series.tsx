import { Empty, Result, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { PrimaryLink } from '@/components/primary-link';
import { QueryFailure } from '@/components/query-failure';
import { paths } from '@/config/paths';
import { PostCard } from '@/features/post/components/post-card';
import '@/features/post/components/post.css';
import { seriesQueryOptions, useSeries } from '@/features/series/api/get-series';
import { SeriesHead } from '@/features/series/components/series-head';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { queryClient } from '@/lib/query-client';
import { RequestError } from '@/lib/request';
import { parseRouteId } from '@/utils/parse-id';

/** Starts fetching the series alongside the page chunk; the page shows its own errors. */
export function loader({ params }: { params: { id?: string } }) {
  const id = parseRouteId(params.id);
  if (id !== null) void queryClient.prefetchQuery(seriesQueryOptions(id));

  return null;
}

const Missing = () => (
  <Result
    status="404"
    title="合集不存在"
    subTitle="这个合集可能已被作者删除。"
    extra={<PrimaryLink to={paths.home.href()}>去首页看看</PrimaryLink>}
  />
);

function SeriesPage({ id }: { id: number }) {
  const { data: series, error, isPending, refetch } = useSeries(id);
  useDocumentTitle(series?.title);

  if (isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (error instanceof RequestError && (error.code === 404 || error.code === 400)) return <Missing />;
  if (error) return <QueryFailure error={error} onRetry={() => refetch()} />;

  return (
    <>
      <SeriesHead series={series} />
      {series.posts.length === 0 ? (
        <Empty description="合集里还没有可阅读的作品" />
      ) : (
        <ol className="series-list" aria-label="合集作品">
          {series.posts.map((post, index) => (
            <li key={post.id} className="series-list__item">
              <span className="series-list__number">{index + 1}</span>
              <div className="series-list__card">
                <PostCard post={post} showAuthor={false} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** `/series/:id`: a creator's series, its posts in order (locked ones show their preview only). */
export function Component() {
  const id = parseRouteId(useParams().id);

  return <div className="page page--narrow">{id === null ? <Missing /> : <SeriesPage id={id} />}</div>;
}
