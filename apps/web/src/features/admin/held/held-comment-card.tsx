import type { HeldComment } from '@frog/contracts';
import { App, Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusTag } from '@/components/status-tag';
import { paths } from '@/config/paths';
import { useApproveComment, useHideComment } from '../content/api/post-comments';
import { ApproveButton } from '../content/approve-button';
import { HeldFor } from '../content/held-for';
import { ReasonDialog } from '../shared/reason-dialog';
import { UserRef } from '../shared/user-ref';

/** A held comment or reply: 通过 (listed and counted from now on) or 隐藏 (its author is told why). */
export function HeldCommentCard({ comment }: { comment: HeldComment }) {
  const { message } = App.useApp();
  const approve = useApproveComment();
  const hide = useHideComment();
  const [hiding, setHiding] = useState(false);

  return (
    <Card size="small" className="admin-card" data-testid={`held-comment-${comment.id}`}>
      <div className="admin-card__head">
        <span className="admin-card__title">
          <UserRef user={comment.author} />{' '}
          {comment.rootId !== null && <StatusTag tone="neutral">回复</StatusTag>}
        </span>
        <StatusTag tone="waiting">待审核</StatusTag>
      </div>
      <p className="comment-row__content">{comment.content}</p>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="作品">
          <Link to={paths.post.href(comment.postId)}>{comment.postTitle || '（无标题）'}</Link>
        </Descriptions.Item>
        {comment.review && (
          <Descriptions.Item label="待审核">
            <HeldFor review={comment.review} />
          </Descriptions.Item>
        )}
      </Descriptions>
      <div className="admin-card__actions">
        {comment.abilities.approve && (
          <ApproveButton approve={approve} id={comment.id} done="已通过，评论已公开" />
        )}
        {comment.abilities.hide && (
          <Button danger onClick={() => setHiding(true)}>
            隐藏
          </Button>
        )}
      </div>
      <ReasonDialog
        open={hiding}
        title="隐藏这条评论？"
        description="评论将不会公开；作者会收到通知并看到原因。"
        label="隐藏原因"
        placeholder="作者可见，如：站外引流"
        okText="隐藏"
        danger
        onSubmit={(reason) =>
          hide.mutateAsync({ commentId: comment.id, reason }).then(() => message.success('评论已隐藏'))
        }
        onClose={() => setHiding(false)}
      />
    </Card>
  );
}
