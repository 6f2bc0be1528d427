import './account.css';
import { Alert, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SmsCodeField } from '@/components/sms-code-field';
import { paths } from '@/config/paths';
import { findMyDevSmsCode } from '@/features/payout/api/send-payout-code';
import { useCodeSend } from '@/hooks/use-sms-code-sender';
import { errorMessage } from '@/lib/api-client';
import { flashNotice } from '@/lib/flash-notice';
import { sendClosureCode, useAccountClosureCheck, useCloseAccount } from '../api/account-closure';

/** What closing takes away and what the law keeps, said before anyone confirms. */
function ClosureTerms() {
  return (
    <ul className="account-closure__terms">
      <li>昵称、头像、简介清空，个人主页不再显示，无法再登录此账号；关注关系和实名认证信息一并删除。</li>
      <li>订单、付款和退款记录依法保留至少三年（《电子商务法》第三十一条），显示为「已注销用户」。</li>
      <li>已解锁的内容和方案权益随账号一起失效，注销后不可恢复。同一手机号之后可以注册新账号。</li>
    </ul>
  );
}

/** 注销账号 in 账号设置: why not (if it may not close now), or a confirmation by SMS code. */
export function AccountClosureCard() {
  const navigate = useNavigate();
  const check = useAccountClosureCheck();
  const close = useCloseAccount();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<{ code: string }>();
  const phoneMasked = check.data?.phoneMasked ?? '';
  const { sendCode, devCode } = useCodeSend(`验证码已发送至 ${phoneMasked}`);

  const handleFinish = async ({ code }: { code: string }) => {
    setError(null);
    try {
      await close.mutateAsync(code.trim());
      flashNotice('账号已注销');
      navigate(paths.promotion.href(), { replace: true });
    } catch (failure) {
      setError(errorMessage(failure, '注销失败，请稍后重试'));
    }
  };

  if (!check.data) return null;

  return (
    <>
      <ClosureTerms />
      {check.data.refusal && <Alert type="info" showIcon title={check.data.refusal} />}
      {check.data.canClose && (
        <Button danger onClick={() => setOpen(true)}>
          注销账号
        </Button>
      )}
      <Modal
        title="注销账号"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText="确认注销"
        okButtonProps={{ danger: true }}
        confirmLoading={close.isPending}
        cancelText="取消"
        destroyOnHidden
      >
        <ClosureTerms />
        <Form
          form={form}
          name="account-closure"
          layout="vertical"
          onFinish={handleFinish}
          requiredMark={false}
        >
          <SmsCodeField
            htmlFor="account-closure_code"
            devCode={devCode}
            extra={`验证码将发送至 ${phoneMasked}`}
            onSend={() => sendCode(sendClosureCode, findMyDevSmsCode)}
          />
        </Form>
        {error && <Alert type="error" showIcon title={error} />}
      </Modal>
    </>
  );
}
