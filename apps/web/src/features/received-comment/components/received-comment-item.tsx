import { COMMENT_MAX_LENGTH, type Comment, type ReceivedComment } from '@frog/contracts';
import { App, Button, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatRelativeTime } from '@/utils/format-time';
import { useReplyInPlace } from '../api/reply-in-place';

/** One received comment: who, on which post, what I wrote (the quote), what they wrote, 回复 in place. */
export function ReceivedCommentItem({ item }: { item: ReceivedComment }) {
  const { message } = App.useApp();
  const reply = useReplyInPlace();
  const [replying, setReplying] = useState(false);
  const [content, setContent] = useState('');
  // What I answered here, as the server stored it (masked words, 审核中), shown under the comment.
  const [sent, setSent] = useState<Comment[]>([]);
  const postLink = paths.post.href(item.postId);

  const handleReply = () => {
    const text = content.trim();
    if (text === '') return;
    reply.mutate(
      { commentId: item.commentId, content: text },
      {
        onSuccess: (answer) => {
          setSent((earlier) => [...earlier, answer]);
          message.success('回复成功');
          setContent('');
          setReplying(false);
        },
        onError: (error) => message.error(errorMessage(error, '回复失败，请重试')),
      },
    );
  };

  return (
    <li className={`rc-item${item.read ? '' : ' rc-item--unread'}`}>
      <Link to={paths.user.href(item.author.slug)} aria-label={item.author.nickname}>
        <UserAvatar nickname={item.author.nickname} avatarUrl={item.author.avatarUrl} size={40} />
      </Link>
      <div className="rc-item__body">
        <div className="rc-item__head">
          <Link to={paths.user.href(item.author.slug)} className="rc-item__name">
            {item.author.nickname}
          </Link>
          <span className="rc-item__action">
            {item.kind === 'reply' ? '回复了我的评论' : '评论了我的作品'}
          </span>
          {!item.read && <span className="rc-item__new">新</span>}
        </div>
        <p className="rc-item__content">{item.content}</p>
        <Link to={postLink} className="rc-item__quote">
          {item.kind === 'reply' ? (
            item.quoteDeleted ? (
              <span className="rc-item__deleted">我的评论：该评论已删除</span>
            ) : (
              <span>我的评论：{item.quote}</span>
            )
          ) : null}
          <span className="rc-item__post">《{item.postTitle}》</span>
        </Link>
        <div className="rc-item__foot">
          <time dateTime={item.createdAt}>{formatRelativeTime(item.createdAt)}</time>
          <Button size="small" type="link" onClick={() => setReplying((v) => !v)} aria-expanded={replying}>
            {replying ? '收起' : '回复'}
          </Button>
        </div>
        {sent.length > 0 && (
          <ul className="rc-item__sent" aria-label="我的回复">
            {sent.map((answer) => (
              <li key={answer.id}>
                我的回复：{answer.content}
                {answer.isHeld && <span className="rc-item__held">审核中，仅自己可见</span>}
              </li>
            ))}
          </ul>
        )}
        {replying && (
          <div className="rc-item__reply">
            <Input.TextArea
              value={content}
              onChange={(e) => setContent(e.target.value)}
              placeholder={`回复 @${item.author.nickname}`}
              aria-label={`回复 @${item.author.nickname}`}
              maxLength={COMMENT_MAX_LENGTH}
              showCount
              autoSize={{ minRows: 2, maxRows: 5 }}
              autoFocus
            />
            <div className="rc-item__reply-actions">
              <Button onClick={() => setReplying(false)}>取消</Button>
              <Button
                type="primary"
                disabled={content.trim() === ''}
                loading={reply.isPending}
                onClick={handleReply}
              >
                发布回复
              </Button>
            </div>
          </div>
        )}
      </div>
    </li>
  );
}
