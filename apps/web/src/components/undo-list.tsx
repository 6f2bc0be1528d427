import { App, Button, Empty, List } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';

/** The undo of one item: the call behind its button (a TanStack mutation) and what it is told. */
type Undo<T, V> = {
  mutation: {
    mutate: (variables: V, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
    variables?: V;
  };
  /** The button's text. */
  label: string;
  variablesOf: (item: T) => V;
  /** Said when the undo succeeded (a refusal is said in the server's words). */
  done: (item: T) => string;
  /** Which item a running undo is for: that item's button spins meanwhile (without it, none does). */
  itemOf?: (variables: V) => unknown;
};

type UndoListProps<T, V> = {
  /** The cursor-paged query behind the list: its pages of `list`, and 加载更多 while there is more. */
  query: {
    data?: { pages: { list: T[] }[] };
    isPending: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  };
  /** Shown when the list is empty. */
  empty: string;
  undo: Undo<T, V>;
  /** The item's avatar, title and description (antd `List.Item.Meta`). */
  renderMeta: (item: T) => ReactNode;
};

/**
 * A list of what the viewer set against someone or something, each with a button that undoes it
 * (禁止评论的用户 → 解除, 被隐藏的评论 → 恢复显示, 屏蔽列表 → 解除屏蔽): a cursor-paged antd List with
 * its empty state, the undo's message, and 加载更多.
 */
export function UndoList<T extends { id: unknown }, V>({
  query,
  empty,
  undo,
  renderMeta,
}: UndoListProps<T, V>) {
  const { message } = App.useApp();
  const { mutation } = undo;
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  const undoing = (item: T) =>
    undo.itemOf !== undefined &&
    mutation.isPending &&
    mutation.variables !== undefined &&
    undo.itemOf(mutation.variables) === item.id;

  return (
    <>
      <List
        loading={query.isPending}
        dataSource={items}
        locale={{ emptyText: <Empty description={empty} /> }}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button
                key="undo"
                size="small"
                loading={undoing(item)}
                onClick={() =>
                  mutation.mutate(undo.variablesOf(item), {
                    onSuccess: () => message.success(undo.done(item)),
                    onError: (error) => message.error(errorMessage(error)),
                  })
                }
              >
                {undo.label}
              </Button>,
            ]}
          >
            {renderMeta(item)}
          </List.Item>
        )}
      />
      {query.hasNextPage && (
        <Button block onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
          加载更多
        </Button>
      )}
    </>
  );
}
