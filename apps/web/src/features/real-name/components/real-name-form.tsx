import { idNumberSchema, realNameSchema } from '@frog/contracts';
import { Button, Form, Input } from 'antd';
import { FormError } from '@/components/form-error';
import { zodRule } from '@/lib/form-rules';
import { useVerifyRealName } from '../api/real-name';
import './real-name.css';

type RealNameValues = { realName: string; idNumber: string };

/**
 * 实名认证 of a buyer (name + ID number), asked once before paying as 《未成年人网络保护条例》 asks, so
 * a minor's caps hold. `onVerified`: what to do next (the purchase goes on where it stopped).
 */
export function RealNameForm({
  onVerified,
  submitText = '认证并继续',
}: {
  onVerified: () => void;
  submitText?: string;
}) {
  const [form] = Form.useForm<RealNameValues>();
  const verify = useVerifyRealName();

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      autoComplete="off"
      className="real-name-form"
      onFinish={(values) => verify.mutate(values, { onSuccess: onVerified })}
    >
      <p className="real-name-form__hint">
        根据未成年人保护规定，付款前须完成一次实名认证以核验年龄。信息仅用于年龄核验，身份证号加密保存，页面上只显示打码后的信息。
      </p>
      <FormError mutation={verify} />
      <Form.Item
        name="realName"
        label="真实姓名"
        rules={[zodRule(realNameSchema, { required: '请填写真实姓名' })]}
      >
        <Input placeholder="与身份证一致" maxLength={20} />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label="身份证号"
        rules={[zodRule(idNumberSchema, { required: '请填写身份证号' })]}
      >
        <Input placeholder="18位居民身份证号" maxLength={18} inputMode="text" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={verify.isPending}>
        {submitText}
      </Button>
    </Form>
  );
}
