import { receivedCommentsQueryOptions } from '@/features/received-comment/api/list-received-comments';
import { ReceivedCommentList } from '@/features/received-comment/components/received-comment-list';
import '@/features/received-comment/components/received-comment.css';
import { prefetchLoader } from '@/lib/query-client';

export const loader = prefetchLoader((client) =>
  client.prefetchInfiniteQuery(receivedCommentsQueryOptions()),
);

/** 收到的评论: comments on my posts and replies to my comments, with reply in place. */
export function Component() {
  return (
    <div className="page page--narrow">
      <ReceivedCommentList />
    </div>
  );
}
