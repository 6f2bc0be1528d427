import type { Comment, LikeState, TopComment } from '@frog/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PlainButton } from '@/components/plain-button';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { loadDialogs } from '@/features/order/lib/deferred-dialogs';
import { formatDateTime, formatRelativeTime } from '@/utils/format-time';
import { confirmDanger } from '@/lib/confirm-danger';
import { useBanCommenter } from '../api/comment-ban';
import { useHideComment } from '../api/comment-hide';
import { useDeleteComment } from '../api/delete-comment';
import { useReplies } from '../api/get-replies';
import { useCommentLikes } from '../api/like-comment';
import { usePostReply } from '../api/post-reply';
import { CommentLikeButton } from './comment-like-button';
import { hiddenReplyCount, mergeReplies } from '../lib/merge-replies';
import { CommentEditor } from './comment-editor';
import { StatusTag } from '@/components/status-tag';
import { ReportButton } from '@/features/report/components/report-button';
import { refusalContent } from '@/components/rule-refusal';
import { HELD_COMMENT_MESSAGE } from '../lib/held-comment';

/** 回复 / 删除 under a comment: small buttons that look like links. */
function ActionButton(props: { loading?: boolean; onClick: () => void; children: ReactNode }) {
  return <PlainButton variant="link" size="small" className="comment__action" {...props} />;
}

type RowProps = {
  comment: Comment;
  postId: number;
  /** Its like count and whether the viewer likes it, once read (comment-section.tsx). */
  likes: LikeState | undefined;
  isReply?: boolean;
  onReply: (target: Comment) => void;
};

/**
 * One comment or reply: who, when and from where (IP属地), the text (as text, never HTML) and what the viewer may do. Plain
 * markup; the confirmation and messages load with Ant Design on use (deferred-dialogs.ts).
 */
function CommentRow({ comment, postId, likes, isReply, onReply }: RowProps) {
  const remove = useDeleteComment(postId);
  const ban = useBanCommenter(postId);
  const hide = useHideComment(postId);
  const author = comment.author;

  /** Asks before an action on this comment that cannot be taken back, then runs it and says how it went. */
  const confirmAction = async (
    dialog: { title: string; content?: string; okText: string },
    run: () => Promise<unknown>,
    done: string,
    failed = '操作失败，请稍后重试',
  ) => {
    const { modal, message } = await loadDialogs();
    confirmDanger(modal, {
      ...dialog,
      onOk: async () => {
        try {
          await run();
          message.success(done);
        } catch (error) {
          message.error(error instanceof Error && error.message ? error.message : failed);
        }
      },
    });
  };

  const confirmDelete = () =>
    confirmAction(
      { title: '确定删除这条评论吗？', okText: '删除' },
      () => remove.mutateAsync(comment.id),
      '已删除',
      '删除失败，请稍后重试',
    );

  // 禁止TA评论 (the post's creator, on someone else's comment): from now on, on all their posts.
  const confirmBan = () =>
    confirmAction(
      {
        title: `禁止「${author?.nickname ?? ''}」在你的作品下评论？`,
        content:
          'TA将不能在你的所有作品下评论和回复。TA已发的评论会保留，需要的话请逐条删除。可以在创作者设置的“禁止评论的用户”中解除。',
        okText: '禁止评论',
      },
      () => ban.mutateAsync(comment.id),
      '已禁止TA在你的作品下评论',
    );

  // 隐藏 (the post's creator, on someone else's comment): its writer still sees it, nobody else.
  const confirmHide = () =>
    confirmAction(
      {
        title: '隐藏这条评论？',
        content:
          '隐藏后只有写评论的人自己还能看到它，其他人都看不到，也不计入评论数。可以在创作者设置的“被隐藏的评论”中恢复显示。',
        okText: '隐藏',
      },
      () => hide.mutateAsync(comment.id),
      '已隐藏，只有写评论的人自己能看到',
    );

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
          {comment.ipRegion && <span className="comment__region">IP属地：{comment.ipRegion}</span>}
          {comment.isHeld && <StatusTag tone="waiting">审核中，仅自己可见</StatusTag>}
          {likes && <CommentLikeButton postId={postId} commentId={comment.id} likes={likes} />}
          {comment.abilities.reply && <ActionButton onClick={() => onReply(comment)}>回复</ActionButton>}
          {comment.abilities.delete && (
            <ActionButton loading={remove.isPending} onClick={() => void confirmDelete()}>
              删除
            </ActionButton>
          )}
          {comment.abilities.hide && (
            <ActionButton loading={hide.isPending} onClick={() => void confirmHide()}>
              隐藏
            </ActionButton>
          )}
          {comment.abilities.ban && (
            <ActionButton loading={ban.isPending} onClick={() => void confirmBan()}>
              禁止TA评论
            </ActionButton>
          )}
          {comment.abilities.report && (
            <ReportButton
              target={{ kind: 'comment', id: comment.id }}
              variant="link"
              size="small"
              className="comment__action"
            />
          )}
        </div>
      </div>
    </div>
  );
}

/** A top-level comment with its replies (楼中楼) and an inline reply box. */
export function CommentThread({
  comment,
  postId,
  likes,
}: {
  comment: TopComment;
  postId: number;
  likes: Map<string, LikeState>;
}) {
  const [expanded, setExpanded] = useState(false);
  const [target, setTarget] = useState<Comment | null>(null);
  const replies = useReplies(postId, comment.id, expanded);
  const reply = usePostReply(postId);
  const shown = mergeReplies(
    comment.replies,
    replies.data?.pages.map((page) => page.list),
  );
  const hidden = hiddenReplyCount(comment.replyCount, shown.length);
  // Replies opened beyond the first ones (the section reads those): their like states are read here.
  const previewIds = new Set(comment.replies.map((item) => item.id));
  const moreLikes = useCommentLikes(
    postId,
    shown.filter((item) => !previewIds.has(item.id)).map((item) => item.id),
  );
  const likesOf = (id: string) => likes.get(id) ?? moreLikes.get(id);

  const handleReply = async (content: string) => {
    if (!target) return;
    const { message } = await loadDialogs();
    try {
      const posted = await reply.mutateAsync({ commentId: target.id, content });
      if (posted.isHeld) message.info(HELD_COMMENT_MESSAGE);
      else message.success('回复成功');
      setTarget(null);
    } catch (error) {
      message.error(refusalContent(error, '回复失败，请稍后重试'));
      throw error;
    }
  };

  return (
    <li className="comment-thread">
      <CommentRow comment={comment} postId={postId} likes={likesOf(comment.id)} onReply={setTarget} />
      {(shown.length > 0 || target) && (
        <div className="comment-thread__replies">
          {shown.map((item) => (
            <CommentRow
              key={item.id}
              comment={item}
              postId={postId}
              likes={likesOf(item.id)}
              isReply
              onReply={setTarget}
            />
          ))}
          {!expanded && hidden > 0 && (
            <PlainButton variant="link" size="small" onClick={() => setExpanded(true)}>
              共 {comment.replyCount} 条回复，点击查看
            </PlainButton>
          )}
          {expanded && replies.hasNextPage && (
            <PlainButton
              variant="link"
              size="small"
              loading={replies.isFetchingNextPage}
              onClick={() => replies.fetchNextPage()}
            >
              加载更多回复
            </PlainButton>
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
