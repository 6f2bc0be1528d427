import type { AdminPost, adminContentEndpoints, DataOf } from '@frog/contracts';
import { useState } from 'react';
import { CommentsDrawer } from '../content/comments-drawer';
import { PostCard } from '../content/post-card';
import { PostReader } from '../content/post-reader';
import { type QueueFilter, StateQueue } from '../shared/state-queue';
import { type HeldItem, type HeldKind, useHeldContent } from './api/held-content';
import { AppealCard } from './appeal-card';
import { HeldCommentCard } from './held-comment-card';

const FILTERS: QueueFilter<HeldKind>[] = [
  { value: 'posts', label: '作品', empty: '暂无待审核的作品' },
  { value: 'comments', label: '评论与回复', empty: '暂无待审核的评论' },
  { value: 'appeals', label: '下架申诉', empty: '暂无待处理的申诉' },
];

/**
 * 待审核: posts and comments a review word (or their author's account credit) holds, and authors'
 * appeals of takedowns (DESIGN 8), who has waited longest first. 通过 makes them public; 下架 / 隐藏
 * rejects them with a reason their author is told; an appeal is upheld (the post is back) or not.
 */
export function HeldSection() {
  const [reading, setReading] = useState<DataOf<typeof adminContentEndpoints.read> | null>(null);
  const [commentsOf, setCommentsOf] = useState<AdminPost | null>(null);
  // Both kinds wait for an operator, so both counts show (first pages, shared with the list's query).
  const heldPosts = useHeldContent('posts', 1).data?.total;
  const heldComments = useHeldContent('comments', 1).data?.total;
  const appeals = useHeldContent('appeals', 1).data?.total;
  const renderItem = (item: HeldItem) => {
    if (item.kind === 'post')
      return (
        <PostCard
          key={`post-${item.post.id}`}
          post={item.post}
          onRead={setReading}
          onComments={setCommentsOf}
        />
      );
    if (item.kind === 'comment')
      return <HeldCommentCard key={`comment-${item.comment.id}`} comment={item.comment} />;
    return <AppealCard key={`appeal-${item.appeal.id}`} appeal={item.appeal} />;
  };

  return (
    <section aria-label="待审核">
      <StateQueue
        filters={FILTERS}
        useList={useHeldContent}
        otherTotals={{ posts: heldPosts, comments: heldComments, appeals }}
        renderItem={renderItem}
      />
      <PostReader read={reading} onClose={() => setReading(null)} />
      <CommentsDrawer post={commentsOf} onClose={() => setCommentsOf(null)} />
    </section>
  );
}
