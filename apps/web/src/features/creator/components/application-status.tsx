import { type CreatorApplication, creatorCategoryText } from '@frog/contracts';
import { Alert, Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/utils/format-time';

const STATUS = {
  pending: { color: 'processing', text: '审核中' },
  approved: { color: 'success', text: '已通过' },
  rejected: { color: 'error', text: '未通过' },
} as const;

/** The applicant's latest application: status, reason when rejected, the ID number masked. */
export function ApplicationStatus({ application }: { application: CreatorApplication }) {
  const status = STATUS[application.status];

  return (
    <div className="creator-application__status">
      {application.status === 'pending' && (
        <Alert
          type="info"
          showIcon
          title="申请已提交，正在审核中"
          description={
            <>
              审核通常在 1–3 个工作日内完成，结果会通过<Link to={paths.sysNotify.href()}>系统通知</Link>
              告诉你。
            </>
          }
        />
      )}
      {application.status === 'rejected' && (
        <Alert
          type="error"
          showIcon
          title="申请未通过"
          description={`原因：${application.rejectReason ?? '未说明'}。你可以修改资料后重新提交。`}
        />
      )}
      {application.status === 'approved' && (
        <Alert type="success" showIcon title="申请已通过，你已成为创作者" />
      )}
      <Descriptions column={1} size="small" bordered style={{ marginTop: 16 }}>
        <Descriptions.Item label="审核状态">
          <Tag color={status.color}>{status.text}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label="真实姓名">{application.realName}</Descriptions.Item>
        <Descriptions.Item label="身份证号">{application.idNumberMasked}</Descriptions.Item>
        <Descriptions.Item label="联系方式">{application.contact}</Descriptions.Item>
        <Descriptions.Item label="创作类别">{creatorCategoryText[application.category]}</Descriptions.Item>
        <Descriptions.Item label="创作介绍">{application.introduction || '（未填写）'}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{formatDateTime(application.createdAt)}</Descriptions.Item>
        {application.reviewedAt && (
          <Descriptions.Item label="审核时间">{formatDateTime(application.reviewedAt)}</Descriptions.Item>
        )}
      </Descriptions>
    </div>
  );
}
