import type { AdminComment } from '@frog/contracts';
import { App, Button, Drawer, Empty, Grid, List, Skeleton } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '@/utils/format-time';
import { QueryFailure } from '@/components/query-failure';
import { PageFooter } from '../shared/page-footer';
import { ReasonDialog } from '../shared/reason-dialog';
import { StatusTag } from '@/components/status-tag';
import { UserRef } from '../shared/user-ref';
import { useHideComment, usePostComments } from './api/post-comments';

/** A post's comments (removed ones marked), each hideable with a reason. */
export function CommentsDrawer({
  post,
  onClose,
}: {
  post: { id: number; title: string } | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const screens = Grid.useBreakpoint();
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<AdminComment | null>(null);
  const query = usePostComments(post?.id ?? null, page);
  const hide = useHideComment();

  return (
    <Drawer
      open={post !== null}
      onClose={onClose}
      title={post ? `评论：${post.title}` : '评论'}
      size={screens.md ? 640 : '100%'}
      destroyOnHidden
    >
      {query.isPending && <Skeleton active />}
      {query.isError && <QueryFailure error={query.error} onRetry={() => query.refetch()} />}
      {query.data && query.data.list.length === 0 && <Empty description="暂无评论" />}
      {query.data && query.data.list.length > 0 && (
        <>
          <List
            dataSource={query.data.list}
            renderItem={(c) => (
              <List.Item
                key={c.id}
                data-testid={`comment-${c.id}`}
                actions={
                  c.abilities.hide
                    ? [
                        <Button key="hide" size="small" danger onClick={() => setHiding(c)}>
                          隐藏
                        </Button>,
                      ]
                    : []
                }
              >
                <List.Item.Meta
                  title={
                    <span className="admin-user-ref">
                      <UserRef user={c.author} />
                      {c.rootId !== null && <StatusTag tone="neutral">回复</StatusTag>}
                      {c.removed && <StatusTag tone="danger">已删除或隐藏</StatusTag>}
                    </span>
                  }
                  description={formatDateTime(c.createdAt)}
                />
                <div className="comment-row__content">{c.content}</div>
              </List.Item>
            )}
          />
          <PageFooter
            page={page}
            pageSize={query.data.pageSize}
            total={query.data.total}
            onChange={setPage}
          />
        </>
      )}
      <ReasonDialog
        open={hiding !== null}
        title="隐藏这条评论？"
        description={hiding ? `「${hiding.content.slice(0, 60)}」将从评论列表和计数中消失。` : undefined}
        label="隐藏原因"
        placeholder="如：广告、辱骂"
        okText="隐藏"
        danger
        onSubmit={(reason) =>
          hide.mutateAsync({ commentId: hiding?.id ?? 0, reason }).then(() => message.success('评论已隐藏'))
        }
        onClose={() => setHiding(null)}
      />
    </Drawer>
  );
}
