import {
  type ApplicationInput,
  creatorCategories,
  creatorCategoryText,
  idNumberSchema,
  realNameSchema,
} from '@frog/contracts';
import { App, Button, Form, Input, Select } from 'antd';
import { FormError } from '@/components/form-error';
import { OptionalTextField } from '@/components/text-fields';
import { zodRule } from '@/lib/form-rules';
import { useApplyCreator } from '../api/apply-creator';

type Values = {
  realName: string;
  idNumber: string;
  contact: string;
  introduction?: string;
  category?: string;
};

/** 申请成为创作者: identity (the ID number is only ever shown masked afterwards), contact and what you make. */
export function ApplicationForm({ initial }: { initial?: Partial<Values> }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const apply = useApplyCreator();

  const handleFinish = (values: Values) => {
    const params: ApplicationInput = {
      realName: values.realName.trim(),
      idNumber: values.idNumber.trim().toUpperCase(),
      contact: values.contact.trim(),
      introduction: (values.introduction ?? '').trim(),
      category: values.category as ApplicationInput['category'],
    };
    apply.mutate(params, { onSuccess: () => message.success('申请已提交，请等待审核') });
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={handleFinish}>
      <FormError mutation={apply} />
      <Form.Item
        name="realName"
        label="真实姓名"
        rules={[zodRule(realNameSchema, { required: '请填写真实姓名' })]}
      >
        <Input maxLength={20} placeholder="与身份证一致" autoComplete="name" />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label="身份证号"
        rules={[zodRule(idNumberSchema, { required: '请填写身份证号' })]}
        extra="仅用于实名认证，平台只保存脱敏后的号码（如 1101**********1234）"
      >
        <Input maxLength={18} placeholder="18 位居民身份证号" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="contact"
        label="联系方式"
        rules={[
          { required: true, whitespace: true, message: '请填写联系方式' },
          { min: 5, max: 50, message: '联系方式须为5-50个字（手机号、邮箱或微信号）' },
        ]}
      >
        <Input maxLength={50} placeholder="手机号、邮箱或微信号，审核人员可能联系你" />
      </Form.Item>
      <Form.Item name="category" label="创作类别" rules={[{ required: true, message: '请选择创作类别' }]}>
        <Select
          placeholder="选择你主要的创作方向（成为创作者后可在创作者设置中修改）"
          options={creatorCategories.map((c) => ({ value: c, label: creatorCategoryText[c] }))}
        />
      </Form.Item>
      <OptionalTextField
        name="introduction"
        label="创作介绍"
        max={500}
        rows={4}
        placeholder="介绍你的作品、更新频率，可附上作品链接"
      />
      <Button type="primary" htmlType="submit" loading={apply.isPending} block>
        提交申请
      </Button>
    </Form>
  );
}
