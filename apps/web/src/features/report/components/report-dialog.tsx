import {
  REPORT_DETAIL_MAX,
  REPORT_IMAGES_MAX,
  type ReportReason,
  type ReportTargetKind,
  reportReasonSchema,
  reportReasonText,
  reportTargetText,
} from '@frog/contracts';
import { Alert, App, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { ThemeProvider } from '@/components/theme-provider';
import { errorMessage } from '@/lib/api-client';
import { PickedImages } from '@/components/picked-images';
import { fileReport } from '../api/file-report';
import { uploadReportImage } from '../api/upload-report-image';
import './report.css';

type Props = { target: { kind: ReportTargetKind; id: number | string }; open: boolean; onClose: () => void };

/**
 * 举报: a reason (required), the reporter's own words and screenshots (optional). Its own chunk with its theme,
 * loaded when first opened: the pages it sits on (the reader's) load no Ant Design before.
 */
export default function ReportDialog(props: Props) {
  return (
    <ThemeProvider inline>
      <ReportForm {...props} />
    </ThemeProvider>
  );
}

function ReportForm({ target, open, onClose }: Props) {
  const { message } = App.useApp();
  const [reason, setReason] = useState<ReportReason | undefined>();
  const [detail, setDetail] = useState('');
  const [imageUrls, setImageUrls] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const what = reportTargetText[target.kind];

  const submit = async () => {
    if (!reason) {
      setRefusal('请选择举报原因');
      return;
    }
    setSending(true);
    try {
      await fileReport({ targetKind: target.kind, targetId: String(target.id), reason, detail, imageUrls });
      message.success('举报已提交，处理结果会通过系统通知告诉你');
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, '举报失败，请稍后重试'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`举报${what}`}
      okText="提交举报"
      cancelText="取消"
      confirmLoading={sending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="report-dialog__hint">
        平台会尽快核查，处理结果会通过系统通知告诉你；举报人信息不会告知对方。
      </p>
      <Radio.Group
        aria-label="举报原因"
        className="report-dialog__reasons"
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setRefusal(null);
        }}
        options={reportReasonSchema.options.map((value) => ({ value, label: reportReasonText[value] }))}
      />
      <Input.TextArea
        className="report-dialog__detail"
        aria-label="补充说明"
        placeholder="补充说明（选填）"
        maxLength={REPORT_DETAIL_MAX}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        value={detail}
        onChange={(e) => setDetail(e.target.value)}
      />
      <PickedImages
        legend="举报截图"
        noun="截图"
        max={REPORT_IMAGES_MAX}
        values={imageUrls}
        onChange={setImageUrls}
        upload={async (file, onProgress) => (await uploadReportImage(file, onProgress)).url}
      />
      {refusal && <Alert className="report-dialog__refusal" type="error" showIcon message={refusal} />}
    </Modal>
  );
}
