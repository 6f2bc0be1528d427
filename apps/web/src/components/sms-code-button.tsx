import { Button } from 'antd';
import { useState } from 'react';
import { useCountdown } from '@/hooks/use-countdown';

const DEFAULT_RESEND_SECONDS = 60;

type SmsCodeButtonProps = {
  /** Sends the code; resolves to the seconds before another may be sent, rejects to stay ready. */
  onSend: () => Promise<number | undefined>;
  disabled?: boolean;
};

/** 获取验证码 with the 60-second countdown between two codes. */
export function SmsCodeButton({ onSend, disabled }: SmsCodeButtonProps) {
  const { seconds, isRunning, start } = useCountdown();
  const [isSending, setIsSending] = useState(false);
  const [hasSent, setHasSent] = useState(false);

  const handleClick = async () => {
    setIsSending(true);
    try {
      const wait = await onSend();
      setHasSent(true);
      start(wait ?? DEFAULT_RESEND_SECONDS);
    } catch {
      // The caller has shown why; the button stays ready for another try.
    } finally {
      setIsSending(false);
    }
  };

  const label = isRunning ? `${seconds} 秒后重发` : hasSent ? '重新获取' : '获取验证码';

  return (
    <Button
      onClick={handleClick}
      loading={isSending}
      disabled={disabled || isRunning}
      style={{ minWidth: 112 }}
    >
      {label}
    </Button>
  );
}
