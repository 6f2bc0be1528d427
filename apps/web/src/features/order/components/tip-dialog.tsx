import { Input, Radio } from 'antd';
import { useState } from 'react';
import { type OrderAsk, preCheckOrder } from '../api/order-api';
import { defaultChannel } from '../lib/channel';
import { RealNameForm } from '@/features/real-name/components/real-name-form';
import { readRefusal } from '../lib/refusal';
import { startPayment } from '../lib/start-payment';
import {
  checkTipAmount,
  normaliseYuan,
  TIP_MESSAGE_MAX,
  TIP_PRESETS,
  TIP_RANGE_MESSAGE,
  TIP_RANGE_TEXT,
} from '../lib/tip-amount';
import { PayFooter } from './channel-picker';

/** Whom the tip goes to: a creator, or a creator through one of their posts. */
export type TipTarget = { creatorId: number } | { postId: number };

const CUSTOM = 'custom';

/**
 * 打赏: a preset or a custom amount (the server checks the bounds in pre-check and says them), an
 * optional message of at most 100 characters, the channel, then the cashier.
 */
export function TipDialog({ target }: { target: TipTarget }) {
  const [choice, setChoice] = useState<string>(TIP_PRESETS[0]);
  const [custom, setCustom] = useState('');
  const [message, setMessage] = useState('');
  const [channel, setChannel] = useState(() => defaultChannel());
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState('');
  // MINOR_PROTECTION: asked for the real name, the dialog shows the form, then pays as asked.
  const [verifying, setVerifying] = useState(false);

  const checked = choice === CUSTOM ? checkTipAmount(custom) : { amount: choice };
  const amount = 'amount' in checked ? checked.amount : null;
  // The button names what was typed (打赏 ¥0.50) even outside the bounds; pressing it says the range.
  const shown = choice === CUSTOM ? normaliseYuan(custom) : choice;

  const pay = async () => {
    if (!amount) {
      setError('error' in checked ? checked.error : TIP_RANGE_MESSAGE);
      return;
    }
    const ask: OrderAsk = { kind: 'tip', ...target, amount, message: message.trim() || undefined };
    setPaying(true);
    setError('');
    try {
      await preCheckOrder(ask);
      await startPayment(ask, channel);
    } catch (failure) {
      const refusal = readRefusal(failure);
      if (refusal.kind === 'real-name-required') setVerifying(true);
      else setError(refusal.message);
      setPaying(false);
    }
  };

  if (verifying) {
    return (
      <RealNameForm
        onVerified={() => {
          setVerifying(false);
          void pay();
        }}
      />
    );
  }

  return (
    <div className="order-dialog">
      <Radio.Group
        className="order-tip__amounts"
        aria-label="打赏金额"
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value as string);
          setError('');
        }}
        optionType="button"
        buttonStyle="solid"
        options={[
          ...TIP_PRESETS.map((preset) => ({ value: preset, label: `¥${preset}` })),
          { value: CUSTOM, label: '自定义' },
        ]}
      />
      {choice === CUSTOM && (
        <Input
          className="order-tip__custom"
          prefix="¥"
          inputMode="decimal"
          placeholder={`输入打赏金额（${TIP_RANGE_TEXT}）`}
          aria-label="自定义金额"
          value={custom}
          maxLength={11}
          onChange={(event) => {
            setCustom(event.target.value);
            setError('');
          }}
        />
      )}
      <Input.TextArea
        className="order-tip__message"
        placeholder="给创作者留言（选填）"
        aria-label="留言"
        value={message}
        maxLength={TIP_MESSAGE_MAX}
        showCount
        autoSize={{ minRows: 2, maxRows: 4 }}
        onChange={(event) => setMessage(event.target.value)}
      />
      <PayFooter channel={channel} onChannelChange={setChannel} error={error} paying={paying} onPay={pay}>
        {shown ? `打赏 ¥${shown}` : '打赏'}
      </PayFooter>
    </div>
  );
}
