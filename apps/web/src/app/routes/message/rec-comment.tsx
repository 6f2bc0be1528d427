import { receivedCommentsQueryOptions } from '@/features/received-comment/api/list-received-comments';
import { ReceivedCommentList } from '@/features/received-comment/components/received-comment-list';
import '@/features/received-comment/components/received-comment.css';
import { queryClient } from '@/lib/query-client';

export function loader() {
  void queryClient.prefetchInfiniteQuery(receivedCommentsQueryOptions());

  return null;
}

/** 收到的评论: comments on my posts and replies to my comments, with reply in place. */
export function Component() {
  return (
    <div className="page page--narrow">
      <ReceivedCommentList />
    </div>
  );
}
