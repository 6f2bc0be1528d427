import {
  REFUND_REQUEST_DETAIL_MAX,
  REFUND_REQUEST_IMAGES_MAX,
  type RefundRequestReason,
  refundRequestReasonText,
} from '@frog/contracts';
import { Alert, App, Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { PickedImagesItem } from '@/components/picked-images';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/utils/format-time';
import { uploadRefundRequestImage, useRequestRefund } from '../api/request-refund';

type Fields = { reason: RefundRequestReason; detail?: string };

const REASONS = Object.entries(refundRequestReasonText).map(([value, label]) => ({ value, label }));

type RefundRequestDialogProps = {
  open: boolean;
  orderNo: string;
  /** What the refund gives back (yuan), said before the buyer confirms. */
  amount: string;
  onClose: () => void;
};

/**
 * 申请退款: a reason from the fixed list, optional words and pictures (private to buyer, creator
 * and platform). A refusal (out of the window, one
 * open already …) is shown in the dialog, which stays open; a success closes it.
 */
export function RefundRequestDialog({ open, orderNo, amount, onClose }: RefundRequestDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [error, setError] = useState<string | null>(null);
  const [images, setImages] = useState<string[]>([]);
  const request = useRequestRefund();

  const handleFinish = async (fields: Fields) => {
    setError(null);
    try {
      const answer = await request.mutateAsync({
        orderNo,
        reason: fields.reason,
        detail: (fields.detail ?? '').trim(),
        images,
      });
      message.success(`退款申请已提交，创作者会在 ${formatDateTime(answer.deadlineAt)} 前处理`);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure, '退款申请提交失败，请稍后重试'));
    }
  };

  return (
    <Modal
      title="申请退款"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={request.isPending ? '提交中…' : '提交申请'}
      cancelText="取消"
      confirmLoading={request.isPending}
      destroyOnHidden
      afterClose={() => {
        setError(null);
        setImages([]);
      }}
    >
      <p className="refund-request-dialog__lead">
        申请退还 ¥{amount}。创作者同意后款项原路退回，已解锁的内容或方案权益随之收回。
      </p>
      <Form form={form} layout="vertical" onFinish={handleFinish} requiredMark={false}>
        <Form.Item name="reason" label="退款原因" rules={[{ required: true, message: '请选择退款原因' }]}>
          <Radio.Group className="refund-request-dialog__reasons" options={REASONS} />
        </Form.Item>
        <Form.Item name="detail" label="补充说明（选填）">
          <Input.TextArea
            rows={3}
            maxLength={REFUND_REQUEST_DETAIL_MAX}
            showCount
            placeholder="说说遇到的问题，帮助创作者尽快处理"
          />
        </Form.Item>
        <PickedImagesItem
          label="图片"
          extra="仅你、创作者和平台可见"
          max={REFUND_REQUEST_IMAGES_MAX}
          values={images}
          onChange={setImages}
          upload={uploadRefundRequestImage}
        />
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
