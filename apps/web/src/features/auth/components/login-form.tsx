import type { CurrentUser } from '@frog/contracts';
import { Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { FormError } from '@/components/form-error';

/** What LoginPanel hands both sign-in forms. */
export type LoginFormProps = {
  /** Whether the agreement is ticked; if not, `onNeedAgreement` is called instead of signing in. */
  agreed: boolean;
  onNeedAgreement: () => void;
  onSignedIn: (user: CurrentUser, isNew: boolean) => void;
};

type LoginFormFrameProps<V> = Pick<LoginFormProps, 'agreed' | 'onNeedAgreement'> & {
  form: FormInstance<V>;
  name: string;
  login: { isError: boolean; error: unknown; isPending: boolean };
  /** Signs in with the form's values; called only once the agreement is ticked. */
  onSubmit: (values: V) => void;
  submitText: string;
  children: ReactNode;
};

/** The frame both sign-in forms share: the agreement check, why it failed, the fields, the button. */
export function LoginFormFrame<V>({
  agreed,
  onNeedAgreement,
  form,
  name,
  login,
  onSubmit,
  submitText,
  children,
}: LoginFormFrameProps<V>) {
  const handleFinish = (values: V) => (agreed ? onSubmit(values) : onNeedAgreement());

  return (
    <Form form={form} name={name} layout="vertical" size="large" onFinish={handleFinish} requiredMark={false}>
      <FormError mutation={login} fallback="登录失败，请稍后重试" />
      {children}
      <Button type="primary" htmlType="submit" block loading={login.isPending}>
        {submitText}
      </Button>
    </Form>
  );
}
