import { Button, Empty } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import './inbox-list.css';

type InboxListProps<T> = {
  items: T[];
  /** The list's own class (its margins), beside the shared frame. */
  className: string;
  /** Shown large above `empty` while there is nothing yet. */
  emptyIcon: ComponentType<{ className?: string }>;
  empty: string;
  /** Each item as an `<li>`, with its key. */
  renderItem: (item: T) => ReactNode;
  /** The cursor paging of the query behind the items: 加载更多 while there is more. */
  paging: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
};

/** An inbox (系统通知, 收到的评论): its items in a bordered list, or an icon and a text when empty; 加载更多. */
export function InboxList<T>({
  items,
  className,
  emptyIcon: Icon,
  empty,
  renderItem,
  paging,
}: InboxListProps<T>) {
  return (
    <>
      {items.length === 0 ? (
        <Empty image={<Icon className="inbox-empty-icon" />} description={empty} />
      ) : (
        <ul className={`${className} inbox-list`}>{items.map(renderItem)}</ul>
      )}
      {paging.hasNextPage && (
        <Button block onClick={() => paging.fetchNextPage()} loading={paging.isFetchingNextPage}>
          加载更多
        </Button>
      )}
    </>
  );
}
