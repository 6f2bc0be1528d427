import { devEndpoints } from '@frog/contracts';
import type { FormInstance } from 'antd';
import { App } from 'antd';
import { useState } from 'react';
import { api, errorMessage } from '@/lib/api-client';

/**
 * The code the development SMS provider just "sent", so a newcomer can sign in without reading the
 * server log. The server refuses this in production; then there is simply no hint.
 */
async function findDevSmsCode(phone: string): Promise<string | null> {
  try {
    return (await api(devEndpoints.lastSmsCode, { phone })).code;
  } catch {
    return null;
  }
}

/**
 * What every "获取验证码" does once it knows where to send: send, say so (or why not), and in
 * development show the code that was sent. `sendCode` resolves to the seconds before another may go.
 */
export function useCodeSend(sentText: string) {
  const { message } = App.useApp();
  const [devCode, setDevCode] = useState<string | null>(null);

  const sendCode = async (send: () => Promise<number>, findDevCode: () => Promise<string | null>) => {
    try {
      const wait = await send();
      message.success(sentText);
      setDevCode(await findDevCode());

      return wait;
    } catch (error) {
      message.error(errorMessage(error, '验证码发送失败，请稍后重试'));
      throw error;
    }
  };

  return { sendCode, devCode, clearDevCode: () => setDevCode(null) };
}

/**
 * 获取验证码 for the number in the form's phone field: check the field first, then as useCodeSend.
 * `handleSend` fits SmsCodeButton's `onSend`.
 */
export function useSmsCodeSender<V extends { phone: string }>(
  form: FormInstance<V>,
  send: (phone: string) => Promise<number>,
  sentText: string,
) {
  const { sendCode, devCode, clearDevCode } = useCodeSend(sentText);

  const handleSend = async () => {
    const { phone } = (await form.validateFields(['phone'])) as { phone: string };

    return sendCode(
      () => send(phone.trim()),
      () => findDevSmsCode(phone.trim()),
    );
  };

  return { handleSend, devCode, clearDevCode };
}
