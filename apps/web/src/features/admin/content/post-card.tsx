import type { AdminPost } from '@frog/contracts';
import { App, Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-time';
import { ReasonDialog } from '../shared/reason-dialog';
import { StatusTag } from '@/components/status-tag';
import { UserRef } from '../shared/user-ref';
import { useApprovePost, useModeratePost, useReadPost } from './api/moderate-post';
import { ApproveButton } from './approve-button';
import { HeldFor } from './held-for';
import { postState, visibilityText } from './post-labels';

type Dialog = 'takedown' | 'restore' | 'read' | null;

/** 下架 and 恢复 ask for a reason the author sees; they differ only in their words. */
const MODERATIONS = [
  {
    action: 'takedown',
    verb: '下架',
    description: '下架后除作者和运营外任何人都看不到这篇作品；作者会收到通知并看到下架原因。',
    placeholder: '作者可见，如：含违规内容',
  },
  {
    action: 'restore',
    verb: '恢复',
    description: '恢复后作品按作者原来的设置重新可见；作者会收到通知。',
    placeholder: '作者可见，如：复核后未发现问题',
  },
] as const;

/** One post with 下架 / 恢复, 查看全文 (recorded) and its comments. */
export function PostCard({
  post,
  onRead,
  onComments,
}: {
  post: AdminPost;
  onRead: (read: Awaited<ReturnType<ReturnType<typeof useReadPost>['mutateAsync']>>) => void;
  onComments: (post: AdminPost) => void;
}) {
  const { message } = App.useApp();
  const moderate = useModeratePost();
  const read = useReadPost();
  const approve = useApprovePost();
  const [dialog, setDialog] = useState<Dialog>(null);
  const state = postState(post);
  const isLocked = post.visibility !== 'free';

  return (
    <Card size="small" className="admin-card" data-testid={`post-${post.id}`}>
      <div className="admin-card__head">
        <span className="admin-card__title">
          <Link to={paths.post.href(post.id)}>{post.title || '（无标题）'}</Link>{' '}
          <span className="admin-muted">#{post.id}</span>
        </span>
        <span>
          {post.openComplaints > 0 && (
            <StatusTag tone="waiting">{post.openComplaints} 个待处理投诉</StatusTag>
          )}{' '}
          <StatusTag tone={state.tone}>{state.text}</StatusTag>
        </span>
      </div>
      {post.summary && <p className="admin-muted post-card__summary">{post.summary}</p>}
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
        <Descriptions.Item label="作者">
          <UserRef user={post.author} />
        </Descriptions.Item>
        <Descriptions.Item label="可见范围">{visibilityText(post)}</Descriptions.Item>
        <Descriptions.Item label="发布时间">
          {post.publishedAt ? formatDateTime(post.publishedAt) : '未发布'}
        </Descriptions.Item>
        {post.review && (
          <Descriptions.Item label="待审核" span={{ xs: 1, sm: 2, lg: 3 }}>
            <HeldFor review={post.review} />
          </Descriptions.Item>
        )}
        {post.takedown && (
          <Descriptions.Item label="下架" span={{ xs: 1, sm: 2, lg: 3 }}>
            {post.takedown.by.nickname} 于 {formatDateTime(post.takedown.at)}：{post.takedown.reason}
          </Descriptions.Item>
        )}
      </Descriptions>
      <div className="admin-card__actions">
        {post.abilities.approve && <ApproveButton approve={approve} id={post.id} done="已通过，作品已公开" />}
        {post.abilities.takedown && (
          <Button danger onClick={() => setDialog('takedown')}>
            下架
          </Button>
        )}
        {post.abilities.restore && <Button onClick={() => setDialog('restore')}>恢复</Button>}
        <Button onClick={() => setDialog('read')}>{isLocked ? '查看全文（付费内容）' : '查看全文'}</Button>
        <Button onClick={() => onComments(post)}>评论</Button>
      </div>
      {MODERATIONS.map(({ action, verb, description, placeholder }) => (
        <ReasonDialog
          key={action}
          open={dialog === action}
          title={`${verb}「${post.title}」`}
          description={description}
          label={`${verb}原因`}
          placeholder={placeholder}
          okText={`确认${verb}`}
          danger={action === 'takedown'}
          onSubmit={(reason) =>
            moderate
              .mutateAsync({ action, postId: post.id, reason })
              .then(() => message.success(`作品已${verb}`))
          }
          onClose={() => setDialog(null)}
        />
      ))}
      <ReasonDialog
        open={dialog === 'read'}
        title={`查看「${post.title}」全文`}
        description={
          isLocked
            ? '这是付费内容：你的查看（含原因）会记入操作日志。仅在处理投诉或举报时查看。'
            : '你的查看（含原因）会记入操作日志。'
        }
        label="查看原因"
        placeholder="如：处理投诉 #12"
        okText="查看全文"
        onSubmit={(reason) => read.mutateAsync({ postId: post.id, reason }).then(onRead)}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}
