import { Alert, Form, Input, Modal } from 'antd';
import { WORDS_PER_EDIT } from '@frog/contracts';
import { useDialogSubmit } from '../shared/use-dialog-submit';

type EditWordsDialogProps = {
  open: boolean;
  edit: 'add' | 'remove';
  listName: string;
  onSubmit: (values: { words: string; reason: string }) => Promise<unknown>;
  onClose: () => void;
};

/** 添加词语 / 删除词语: words one per line and the reason; a refusal stays in the dialog. */
export function EditWordsDialog({ open, edit, listName, onSubmit, onClose }: EditWordsDialogProps) {
  const [form] = Form.useForm<{ words: string; reason: string }>();
  const { submitting, error, setError, submit } = useDialogSubmit(onClose);
  const verb = edit === 'add' ? '添加' : '删除';

  const handleOk = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await submit(() => onSubmit({ words: values.words, reason: values.reason.trim() }));
  };

  return (
    <Modal
      open={open}
      title={`${verb}词语：${listName}`}
      okText={verb}
      cancelText="取消"
      okButtonProps={{ loading: submitting, danger: edit === 'remove' }}
      onOk={handleOk}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setError(null)}
    >
      <div className="admin-dialog__description">
        每行一个词（也可用逗号分隔），一次最多 {WORDS_PER_EDIT}{' '}
        个。保存后几秒内对所有新发布的文字生效；匹配时忽略全角半角、繁简体、大小写以及夹在字间的空格和符号。
      </div>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="words"
          label="词语"
          rules={[{ required: true, whitespace: true, message: '请填写词语' }]}
        >
          <Input.TextArea autoFocus rows={6} placeholder={'如：\n刷单返利\n代开发票'} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="操作原因"
          rules={[{ required: true, whitespace: true, message: '请填写操作原因' }]}
        >
          <Input maxLength={200} showCount placeholder="如：近期用户举报较多" />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
