import { creatorCategoryKeySchema, creatorCategoryText } from '@frog/contracts';
import { Alert, Button, Empty, Result, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { PrimaryLink } from '@/components/primary-link';
import { paths } from '@/config/paths';
import {
  categoryCreatorsQueryOptions,
  useCategoryCreators,
} from '@/features/discovery/api/list-category-creators';
import { CreatorTiles } from '@/features/discovery/components/creator-tile';
import '@/features/discovery/components/discovery.css';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { queryClient } from '@/lib/query-client';
import type { CreatorCategory } from '@frog/contracts';

const categoryOf = (value: string | undefined) => creatorCategoryKeySchema.safeParse(value).data;

/** Starts fetching the first page alongside the page chunk. */
export function loader({ params }: { params: { category?: string } }) {
  const category = categoryOf(params.category);
  if (category) void queryClient.prefetchInfiniteQuery(categoryCreatorsQueryOptions(category));

  return null;
}

function CategoryCreators({ category }: { category: CreatorCategory }) {
  const query = useCategoryCreators(category);
  const creators = query.data?.pages.flatMap((page) => page.list) ?? [];

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError && creators.length === 0)
    return (
      <Alert
        type="warning"
        showIcon
        title="创作者列表加载失败"
        action={
          <Button size="small" onClick={() => query.refetch()}>
            重试
          </Button>
        }
      />
    );
  if (creators.length === 0)
    return (
      <Empty description={`「${creatorCategoryText[category]}」类别还没有创作者`}>
        <PrimaryLink to={paths.explore.href()}>看看其他类别</PrimaryLink>
      </Empty>
    );

  return (
    <>
      <CreatorTiles label={`${creatorCategoryText[category]}创作者`} creators={creators} empty="" />
      {query.hasNextPage && (
        <div className="explore-more">
          <Button loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
            加载更多
          </Button>
        </div>
      )}
    </>
  );
}

/** `/explore/:category`: a category's creators, most followed first. */
export function Component() {
  const category = categoryOf(useParams().category);
  useDocumentTitle(category ? `${creatorCategoryText[category]} · 发现` : undefined);

  return (
    <div className="page">
      {category ? (
        <>
          <h1 className="page__title">{creatorCategoryText[category]}</h1>
          <p className="page__subtitle">按粉丝数排列</p>
          <CategoryCreators category={category} />
        </>
      ) : (
        <Result
          status="404"
          title="没有这个类别"
          extra={<PrimaryLink to={paths.explore.href()}>回到发现</PrimaryLink>}
        />
      )}
    </div>
  );
}
