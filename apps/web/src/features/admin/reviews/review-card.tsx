import { creatorCategoryText, type ReviewQueueItem } from '@frog/contracts';
import { App, Button, Card, Descriptions, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-time';
import { useReviewApplication } from './api/review-application';

/** One application in the queue with 通过 / 驳回 (a reason is required to reject). */
export function ReviewCard({ item }: { item: ReviewQueueItem }) {
  const { message, modal } = App.useApp();
  const review = useReviewApplication();
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);

  const handleApprove = () =>
    modal.confirm({
      title: `通过「${item.applicant.nickname || item.realName}」的创作者申请？`,
      content: '通过后该用户立即成为创作者，并收到系统通知。',
      okText: '通过',
      cancelText: '取消',
      onOk: () =>
        review
          .mutateAsync({ id: item.id, action: 'approve' })
          .then(() => message.success('已通过'))
          .catch((error) => message.error(errorMessage(error))),
    });

  const handleReject = () => {
    if (!reason.trim()) {
      message.warning('请填写驳回理由');
      return;
    }
    review.mutate(
      { id: item.id, action: 'reject', reason: reason.trim() },
      {
        onSuccess: () => message.success('已驳回'),
        onError: (error) => message.error(errorMessage(error)),
      },
    );
  };

  return (
    <Card className="review-card" size="small">
      <div className="review-card__head">
        <Link to={paths.user.href(item.applicant.slug)} className="review-card__applicant">
          <UserAvatar avatarUrl={item.applicant.avatarUrl} nickname={item.applicant.nickname} size={40} />
          <span>
            <strong>{item.applicant.nickname || '（未设置昵称）'}</strong>
            <small>申请于 {formatDateTime(item.createdAt)}</small>
          </span>
        </Link>
        <Tag color="green">{creatorCategoryText[item.category]}</Tag>
      </div>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label="真实姓名">{item.realName}</Descriptions.Item>
        <Descriptions.Item label="身份证号">{item.idNumberMasked}</Descriptions.Item>
        <Descriptions.Item label="联系方式">{item.contact}</Descriptions.Item>
        {item.reviewedAt && (
          <Descriptions.Item label="审核时间">{formatDateTime(item.reviewedAt)}</Descriptions.Item>
        )}
        <Descriptions.Item label="创作介绍" span={2}>
          {item.introduction || '（未填写）'}
        </Descriptions.Item>
        {item.rejectReason && (
          <Descriptions.Item label="驳回理由" span={2}>
            {item.rejectReason}
          </Descriptions.Item>
        )}
      </Descriptions>
      {item.status === 'pending' && (
        <div className="review-card__actions">
          {rejecting ? (
            <Space.Compact block>
              <Input
                autoFocus
                maxLength={200}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                placeholder="驳回理由（申请人可见）"
                aria-label="驳回理由"
              />
              <Button danger loading={review.isPending} onClick={handleReject}>
                确认驳回
              </Button>
              <Button onClick={() => setRejecting(false)}>取消</Button>
            </Space.Compact>
          ) : (
            <Space>
              <Button type="primary" loading={review.isPending} onClick={handleApprove}>
                通过
              </Button>
              <Button danger onClick={() => setRejecting(true)}>
                驳回
              </Button>
            </Space>
          )}
        </div>
      )}
    </Card>
  );
}
