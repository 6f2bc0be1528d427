import { type ReportGroup, reportReasonText, reportTargetText } from '@frog/contracts';
import { App, Button, Card, Descriptions, Image } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusTag } from '@/components/status-tag';
import { formatDateTime, formatRelativeTime } from '@/utils/format-time';
import { useModeratePost } from '../content/api/moderate-post';
import { useHideComment } from '../content/api/post-comments';
import { ReasonDialog } from '../shared/reason-dialog';
import { UserRef } from '../shared/user-ref';
import { useUserAction } from '../users/api/search-users';
import { useHandleReports } from './api/report-groups';

type Dialog = 'act' | 'upheld' | 'dismissed' | null;

/** What 处置 does to each kind of object, said in the dialog; a private message has none here. */
const ACTIONS = {
  post: { verb: '下架作品', description: '作品将对作者以外的所有人不可见；作者会收到通知并看到原因。' },
  comment: { verb: '隐藏评论', description: '评论将从列表和计数中消失；作者会收到通知并看到原因。' },
  user: { verb: '封禁用户', description: '该用户的所有登录立即失效，封禁期间无法登录。' },
} as const;

/**
 * One reported object: what it is, who wrote it, how many reported it and why. 处置 acts on it
 * (下架, 隐藏, 封禁: each audited, its author told); 举报属实 and 驳回 close its reports and tell
 * every reporter.
 */
export function ReportGroupCard({ group }: { group: ReportGroup }) {
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const handle = useHandleReports();
  const takedown = useModeratePost();
  const hide = useHideComment();
  const ban = useUserAction();
  const { target } = group;
  const action = target.kind === 'message' ? null : ACTIONS[target.kind];

  const act = (reason: string) => {
    if (target.kind === 'post')
      return takedown.mutateAsync({ action: 'takedown', postId: target.id, reason });
    if (target.kind === 'comment') return hide.mutateAsync({ commentId: target.id, reason });
    if (target.kind === 'user') return ban.mutateAsync({ action: 'ban', userId: target.id, reason });

    return Promise.resolve();
  };

  return (
    <Card size="small" className="admin-card" data-testid={`report-${target.kind}-${target.id}`}>
      <div className="admin-card__head">
        <span className="admin-card__title">
          <StatusTag tone="neutral">{reportTargetText[target.kind]}</StatusTag>{' '}
          {target.link ? <Link to={target.link}>{target.text}</Link> : target.text}
        </span>
        <StatusTag tone="waiting">{group.count} 人举报</StatusTag>
      </div>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        {target.author && (
          <Descriptions.Item label={target.kind === 'user' ? '用户' : '作者'}>
            <UserRef user={target.author} />
          </Descriptions.Item>
        )}
        <Descriptions.Item label="最早举报">
          <time dateTime={group.firstAt} title={formatDateTime(group.firstAt)}>
            {formatRelativeTime(group.firstAt)}
          </time>
        </Descriptions.Item>
        <Descriptions.Item label="原因" span={{ xs: 1, sm: 2 }}>
          {group.reasons.map((r) => `${reportReasonText[r.reason]} ${r.count}`).join('、')}
        </Descriptions.Item>
        {group.details.length > 0 && (
          <Descriptions.Item label="补充说明" span={{ xs: 1, sm: 2 }}>
            <ul className="report-card__details">
              {group.details.map((detail, i) => (
                // Several reporters may write the same words.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown as given, never reordered
                <li key={i}>{detail}</li>
              ))}
            </ul>
          </Descriptions.Item>
        )}
        {group.images.length > 0 && (
          <Descriptions.Item label="截图" span={{ xs: 1, sm: 2 }}>
            <Image.PreviewGroup>
              {group.images.map((url, i) => (
                <Image
                  key={url}
                  src={url}
                  width={72}
                  height={72}
                  alt={`举报截图 ${i + 1}`}
                  className="report-card__image"
                />
              ))}
            </Image.PreviewGroup>
          </Descriptions.Item>
        )}
      </Descriptions>
      <div className="admin-card__actions">
        {action && (
          <Button danger onClick={() => setDialog('act')}>
            {action.verb}
          </Button>
        )}
        <Button type="primary" onClick={() => setDialog('upheld')}>
          举报属实
        </Button>
        <Button onClick={() => setDialog('dismissed')}>驳回</Button>
      </div>
      {action && (
        <ReasonDialog
          open={dialog === 'act'}
          title={`${action.verb}？`}
          description={action.description}
          label="处置原因"
          placeholder="对方可见，如：发布广告"
          okText={action.verb}
          danger
          onSubmit={(reason) => act(reason).then(() => message.success(`已${action.verb}`))}
          onClose={() => setDialog(null)}
        />
      )}
      {(['upheld', 'dismissed'] as const).map((decision) => (
        <ReasonDialog
          key={decision}
          open={dialog === decision}
          title={decision === 'upheld' ? '举报属实' : '驳回举报'}
          description={`关闭对该${reportTargetText[target.kind]}的全部 ${group.count} 条举报，并把处理说明告知每位举报人。`}
          label="处理说明"
          placeholder={
            decision === 'upheld' ? '举报人可见，如：已下架该作品' : '举报人可见，如：经核查未发现违规'
          }
          okText={decision === 'upheld' ? '确认属实' : '确认驳回'}
          onSubmit={(note) =>
            handle
              .mutateAsync({ group, decision, note })
              .then(() => message.success('举报已处理，已告知举报人'))
          }
          onClose={() => setDialog(null)}
        />
      ))}
    </Card>
  );
}
