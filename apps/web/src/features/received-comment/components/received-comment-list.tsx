import { CommentOutlined } from '@ant-design/icons';
import { useEffect, useRef } from 'react';
import { InboxList } from '@/components/inbox-list';
import { QueryFallback } from '@/components/query-failure';
import { useReloadOnUnread } from '@/lib/unread';
import { useReceivedComments } from '../api/list-received-comments';
import { useMarkReceivedRead } from '../api/mark-received-read';
import { ReceivedCommentItem } from './received-comment-item';

/**
 * 收到的评论: newest first with 新 marks on what was unread, read as soon as it is shown; reloads
 * when a comment arrives (`frog:unread` for comments) or the window gets focus; 加载更多 by cursor.
 */
export function ReceivedCommentList() {
  const comments = useReceivedComments();
  const markRead = useMarkReceivedRead();
  const items = comments.data?.pages.flatMap((page) => page.list) ?? [];
  const unread = comments.data?.pages[0]?.unread ?? 0;
  const { mutate: markAllRead } = markRead;
  useReloadOnUnread('comments', () => comments.refetch());

  // Whenever the first page shows unread items, they count as read (one call per new count).
  const markedFor = useRef<number | null>(null);
  useEffect(() => {
    if (unread > 0 && markedFor.current !== comments.dataUpdatedAt) {
      markedFor.current = comments.dataUpdatedAt;
      markAllRead();
    }
  }, [unread, comments.dataUpdatedAt, markAllRead]);

  if (comments.isPending || comments.isError) return <QueryFallback query={comments} />;

  return (
    <section aria-label="收到的评论">
      <InboxList
        items={items}
        className="rc-list"
        emptyIcon={CommentOutlined}
        empty="还没有收到评论。别人评论你的作品或回复你的评论时会出现在这里"
        renderItem={(item) => <ReceivedCommentItem key={item.commentId} item={item} />}
        paging={comments}
      />
    </section>
  );
}
