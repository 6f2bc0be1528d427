import { Button } from 'antd';

/** The foot of a cursor-paged list: 加载更多 while there is a next page, else 没有更多了. */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  onLoad,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoad: () => void;
}) {
  return (
    <div className="admin-load-more">
      {hasNextPage ? (
        <Button onClick={onLoad} loading={isFetchingNextPage}>
          加载更多
        </Button>
      ) : (
        <span>没有更多了</span>
      )}
    </div>
  );
}
