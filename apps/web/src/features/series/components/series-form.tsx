import { SERIES_DESCRIPTION_MAX, SERIES_TITLE_MAX } from '@frog/contracts';
import { App, Form, Input, Modal } from 'antd';
import { errorMessage } from '@/lib/api-client';
import { useSaveSeries } from '../api/save-series';

type Fields = { title: string; description: string };

/** 新建合集 / 编辑合集: title and description in a dialog. */
export function SeriesForm({
  open,
  series,
  onClose,
}: {
  open: boolean;
  /** The series being edited; undefined to create one. */
  series?: { id: number } & Fields;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const save = useSaveSeries();

  const handleFinish = async (fields: Fields) => {
    try {
      await save.mutateAsync({
        id: series?.id,
        fields: { title: fields.title, description: fields.description ?? '' },
      });
      message.success(series ? '合集已保存' : '合集已创建');
      onClose();
    } catch (error) {
      message.error(errorMessage(error));
    }
  };

  return (
    <Modal
      open={open}
      title={series ? '编辑合集' : '新建合集'}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={series ?? { title: '', description: '' }}
        onFinish={handleFinish}
        preserve={false}
      >
        <Form.Item
          name="title"
          label="合集名称"
          rules={[{ required: true, whitespace: true, message: '请填写合集名称' }]}
        >
          <Input maxLength={SERIES_TITLE_MAX} showCount placeholder="例如：蛙蛙冒险记" />
        </Form.Item>
        <Form.Item name="description" label="合集简介">
          <Input.TextArea maxLength={SERIES_DESCRIPTION_MAX} showCount rows={3} placeholder="选填" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
