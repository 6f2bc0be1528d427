import type { AdminAppeal } from '@frog/contracts';
import { App, Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { StatusTag } from '@/components/status-tag';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-time';
import { ReasonDialog } from '../shared/reason-dialog';
import { UserRef } from '../shared/user-ref';
import { useHandleAppeal } from './api/held-content';

const DECISIONS = {
  upheld: {
    title: '申诉成立，恢复作品？',
    description: '作品立即按作者原来的设置恢复可见；作者会收到通知。',
    okText: '申诉成立',
    done: '已恢复作品，已告知作者',
  },
  rejected: {
    title: '驳回申诉？',
    description: '作品保持下架，这次下架不能再申诉；作者会收到通知并看到说明。',
    okText: '驳回申诉',
    done: '已驳回申诉，已告知作者',
  },
} as const;

/** An author's appeal of a takedown: the post, why it was taken down, their words; 申诉成立 or 驳回. */
export function AppealCard({ appeal }: { appeal: AdminAppeal }) {
  const { message } = App.useApp();
  const handle = useHandleAppeal();
  const [decision, setDecision] = useState<keyof typeof DECISIONS | null>(null);
  const words = decision && DECISIONS[decision];

  return (
    <Card size="small" className="admin-card" data-testid={`appeal-${appeal.id}`}>
      <div className="admin-card__head">
        <span className="admin-card__title">
          <Link to={paths.post.href(appeal.post.id)}>{appeal.post.title || '（无标题）'}</Link>{' '}
          <span className="admin-muted">#{appeal.post.id}</span>
        </span>
        <StatusTag tone="waiting">申诉待处理</StatusTag>
      </div>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="作者">
          <UserRef user={appeal.author} />
        </Descriptions.Item>
        <Descriptions.Item label="申诉时间">{formatDateTime(appeal.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="下架" span={{ xs: 1, sm: 2 }}>
          {appeal.takedown.by.nickname} 于 {formatDateTime(appeal.takedown.at)}：{appeal.takedown.reason}
        </Descriptions.Item>
        <Descriptions.Item label="申诉理由" span={{ xs: 1, sm: 2 }}>
          {appeal.text}
        </Descriptions.Item>
      </Descriptions>
      <div className="admin-card__actions">
        <Button type="primary" onClick={() => setDecision('upheld')}>
          申诉成立
        </Button>
        <Button danger onClick={() => setDecision('rejected')}>
          驳回
        </Button>
      </div>
      <ReasonDialog
        open={decision !== null}
        title={words?.title ?? ''}
        description={words?.description}
        label="处理说明"
        placeholder="作者可见，如：核实为原创"
        okText={words?.okText ?? ''}
        danger={decision === 'rejected'}
        onSubmit={(note) =>
          handle
            .mutateAsync({ appealId: appeal.id, decision: decision!, note })
            .then(() => message.success(words!.done))
        }
        onClose={() => setDecision(null)}
      />
    </Card>
  );
}
