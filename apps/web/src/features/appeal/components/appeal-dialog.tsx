import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN } from '@frog/contracts';
import { Alert, App, Input, Modal } from 'antd';
import { useState } from 'react';
import { ThemeProvider } from '@/components/theme-provider';
import { errorMessage } from '@/lib/api-client';
import { useAppealTakedown } from '../api/appeal-takedown';
import './appeal.css';

type Props = { postId: number; open: boolean; onClose: () => void };

/**
 * 申诉: the author says why the takedown is wrong, once. Its own chunk with its theme, loaded when
 * first opened (the post page loads no Ant Design before).
 */
export default function AppealDialog(props: Props) {
  return (
    <ThemeProvider inline>
      <AppealForm {...props} />
    </ThemeProvider>
  );
}

function AppealForm({ postId, open, onClose }: Props) {
  const { message } = App.useApp();
  const appeal = useAppealTakedown(postId);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    if (text.trim().length < APPEAL_TEXT_MIN) {
      setRefusal(`申诉理由至少${APPEAL_TEXT_MIN}个字，请说明作品为何不违规`);
      return;
    }
    try {
      await appeal.mutateAsync(text.trim());
      message.success('申诉已提交，处理结果会通过系统通知告诉你');
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error, '申诉失败，请稍后重试'));
    }
  };

  return (
    <Modal
      open={open}
      title="申诉"
      okText="提交申诉"
      cancelText="取消"
      confirmLoading={appeal.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="appeal-dialog__hint">
        每次下架只能申诉一次。请说明作品为何不违规，如原创证明、授权情况。
      </p>
      <Input.TextArea
        className="appeal-dialog__text"
        aria-label="申诉理由"
        placeholder={`申诉理由（${APPEAL_TEXT_MIN}–${APPEAL_TEXT_MAX}字）`}
        maxLength={APPEAL_TEXT_MAX}
        showCount
        autoSize={{ minRows: 4, maxRows: 8 }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setRefusal(null);
        }}
      />
      {refusal && <Alert className="appeal-dialog__refusal" type="error" showIcon message={refusal} />}
    </Modal>
  );
}
