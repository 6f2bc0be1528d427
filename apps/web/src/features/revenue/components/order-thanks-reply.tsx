import { EditOutlined, MessageOutlined } from '@ant-design/icons';
import { ORDER_THANKS_MAX, type SupporterOrder } from '@frog/contracts';
import { App, Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { useThankSupporter } from '../api/thank-supporter';

/** What the box refuses before sending, in the words the server uses. */
export function thanksError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '请填写感谢回复';
  if (trimmed.length > ORDER_THANKS_MAX) return `感谢回复不能超过${ORDER_THANKS_MAX}个字`;

  return null;
}

/**
 * 感谢回复 under an order in 订单明细: the creator's one reply to the supporter (and their 留言),
 * written and edited in place. The supporter reads it in 系统通知 and on their receipt; nobody else.
 */
export function OrderThanksReply({ order }: { order: Pick<SupporterOrder, 'orderNo' | 'thanks' | 'buyer'> }) {
  const { message } = App.useApp();
  const thank = useThankSupporter();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const open = () => {
    setText(order.thanks?.text ?? '');
    setError(null);
    setEditing(true);
  };

  const handleSave = async () => {
    const refusal = thanksError(text);
    setError(refusal);
    if (refusal) return;
    try {
      await thank.mutateAsync({ orderNo: order.orderNo, text: text.trim() });
      setEditing(false);
      message.success(order.thanks ? '回复已修改' : '已回复，支持者会在消息中收到');
    } catch (failure) {
      setError(errorMessage(failure) || '回复失败，请稍后重试');
    }
  };

  if (editing) {
    return (
      <div className="order-thanks order-thanks--editing">
        <Input.TextArea
          aria-label={`回复${order.buyer.nickname}`}
          placeholder="对支持者说点什么吧，例如：谢谢你的支持！"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(thanksError(event.target.value));
          }}
          autoSize={{ minRows: 2, maxRows: 5 }}
          count={{ show: true, max: ORDER_THANKS_MAX }}
          status={error ? 'error' : undefined}
          autoFocus
        />
        {error && (
          <Typography.Text type="danger" role="alert" className="order-thanks__error">
            {error}
          </Typography.Text>
        )}
        <Space size="small">
          <Button type="primary" size="small" loading={thank.isPending} onClick={() => void handleSave()}>
            {order.thanks ? '保存修改' : '发送回复'}
          </Button>
          <Button size="small" onClick={() => setEditing(false)} disabled={thank.isPending}>
            取消
          </Button>
        </Space>
      </div>
    );
  }

  if (order.thanks) {
    return (
      <div className="order-thanks">
        <span className="order-thanks__text">{order.thanks.text}</span>
        <Button type="link" size="small" icon={<EditOutlined />} onClick={open} aria-label="修改回复">
          修改
        </Button>
      </div>
    );
  }

  return (
    <div className="order-thanks">
      <Button
        type="link"
        size="small"
        icon={<MessageOutlined />}
        onClick={open}
        className="order-thanks__start"
      >
        感谢回复
      </Button>
    </div>
  );
}
