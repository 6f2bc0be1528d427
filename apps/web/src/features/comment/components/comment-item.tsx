import type { Comment, TopComment } from '@frog/contracts';
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { formatDateTime, formatRelativeTime } from '@/utils/format-time';
import { useDeleteComment } from '../api/delete-comment';
import { useReplies } from '../api/get-replies';
import { usePostReply } from '../api/post-reply';
import { hiddenReplyCount, mergeReplies } from '../lib/merge-replies';
import { CommentEditor } from './comment-editor';

type RowProps = {
  comment: Comment;
  postId: number;
  isReply?: boolean;
  onReply: (target: Comment) => void;
};

/** One comment or reply: who, when, the text (as text, never HTML) and what the viewer may do. */
function CommentRow({ comment, postId, isReply, onReply }: RowProps) {
  const { message } = App.useApp();
  const remove = useDeleteComment(postId);
  const author = comment.author;

  const handleDelete = async () => {
    try {
      await remove.mutateAsync(comment.id);
      message.success('已删除');
    } catch (error) {
      message.error(error instanceof Error && error.message ? error.message : '删除失败，请稍后重试');
    }
  };

  if (comment.isDeleted || !author) {
    return (
      <div className={isReply ? 'comment comment--reply' : 'comment'}>
        <div className="comment__deleted">该评论已删除</div>
      </div>
    );
  }

  return (
    <div className={isReply ? 'comment comment--reply' : 'comment'} data-testid="comment">
      <Link to={paths.user.href(author.slug)} className="comment__avatar" aria-label={author.nickname}>
        <UserAvatar nickname={author.nickname} avatarUrl={author.avatarUrl} size={isReply ? 28 : 40} />
      </Link>
      <div className="comment__main">
        <Link to={paths.user.href(author.slug)} className="comment__author">
          {author.nickname}
        </Link>
        <p className="comment__content">
          {comment.replyToUser && (
            <>
              回复{' '}
              <Link to={paths.user.href(comment.replyToUser.slug)} className="comment__mention">
                @{comment.replyToUser.nickname}
              </Link>
              ：
            </>
          )}
          {comment.content}
        </p>
        <div className="comment__meta">
          <time dateTime={comment.createdAt} title={formatDateTime(comment.createdAt)}>
            {formatRelativeTime(comment.createdAt)}
          </time>
          {comment.abilities.reply && (
            <Button type="link" size="small" className="comment__action" onClick={() => onReply(comment)}>
              回复
            </Button>
          )}
          {comment.abilities.delete && (
            <Popconfirm title="确定删除这条评论吗？" okText="删除" cancelText="取消" onConfirm={handleDelete}>
              <Button type="link" size="small" className="comment__action" loading={remove.isPending}>
                删除
              </Button>
            </Popconfirm>
          )}
        </div>
      </div>
    </div>
  );
}

/** A top-level comment with its replies (楼中楼) and an inline reply box. */
export function CommentThread({ comment, postId }: { comment: TopComment; postId: number }) {
  const { message } = App.useApp();
  const [expanded, setExpanded] = useState(false);
  const [target, setTarget] = useState<Comment | null>(null);
  const replies = useReplies(postId, comment.id, expanded);
  const reply = usePostReply(postId);
  const shown = mergeReplies(
    comment.replies,
    replies.data?.pages.map((page) => page.list),
  );
  const hidden = hiddenReplyCount(comment.replyCount, shown.length);

  const handleReply = async (content: string) => {
    if (!target) return;
    try {
      await reply.mutateAsync({ commentId: target.id, content });
      message.success('回复成功');
      setTarget(null);
    } catch (error) {
      message.error(error instanceof Error && error.message ? error.message : '回复失败，请稍后重试');
      throw error;
    }
  };

  return (
    <li className="comment-thread">
      <CommentRow comment={comment} postId={postId} onReply={setTarget} />
      {(shown.length > 0 || target) && (
        <div className="comment-thread__replies">
          {shown.map((item) => (
            <CommentRow key={item.id} comment={item} postId={postId} isReply onReply={setTarget} />
          ))}
          {!expanded && hidden > 0 && (
            <Button type="link" size="small" onClick={() => setExpanded(true)}>
              共 {comment.replyCount} 条回复，点击查看
            </Button>
          )}
          {expanded && replies.hasNextPage && (
            <Button
              type="link"
              size="small"
              loading={replies.isFetchingNextPage}
              onClick={() => replies.fetchNextPage()}
            >
              加载更多回复
            </Button>
          )}
          {target && (
            <CommentEditor
              key={target.id}
              autoFocus
              placeholder={`回复 @${target.author?.nickname ?? ''}：`}
              submitText="回复"
              onSubmit={handleReply}
              onCancel={() => setTarget(null)}
            />
          )}
        </div>
      )}
    </li>
  );
}
