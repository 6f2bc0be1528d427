import { App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { checkoutMessages } from '@/config/messages';
import { errorMessage } from '@/lib/api-client';
import { type ComplaintInput, useAddComplaint } from '../api/add-complaint';

type Fields = Omit<ComplaintInput, 'paymentNo'>;

/**
 * 投诉/举报 on a paid order's receipt: a buyer may find a problem only after paying, when the
 * cashier (the only other way to complain) is gone. Same fields and messages as the cashier's form.
 */
export function OrderComplaint({ paymentNo }: { paymentNo: string }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Fields>();
  const add = useAddComplaint();

  const handleFinish = async (fields: Fields) => {
    try {
      await add.mutateAsync({ paymentNo, contact: fields.contact.trim(), message: fields.message.trim() });
      message.success(checkoutMessages.complaintSucceeded);
      form.resetFields();
      setOpen(false);
    } catch (error) {
      message.error(errorMessage(error, checkoutMessages.complaintFailed));
    }
  };

  return (
    <>
      <Button type="link" danger className="order-receipt__complaint" onClick={() => setOpen(true)}>
        {checkoutMessages.complaint}
      </Button>
      <Modal
        title={checkoutMessages.complaint}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={add.isPending ? checkoutMessages.submitting : checkoutMessages.submit}
        cancelText={checkoutMessages.cancel}
        confirmLoading={add.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={handleFinish} requiredMark={false}>
          <Form.Item
            name="contact"
            label="联系方式"
            rules={[{ required: true, whitespace: true, message: checkoutMessages.contactRequired }]}
          >
            <Input placeholder={checkoutMessages.contactPlaceholder} maxLength={100} />
          </Form.Item>
          <Form.Item
            name="message"
            label="投诉内容"
            rules={[{ required: true, whitespace: true, message: checkoutMessages.complaintRequired }]}
          >
            <Input.TextArea rows={4} placeholder={checkoutMessages.complaintPlaceholder} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
