import { GUARDIAN_REQUEST_IMAGES_MAX, guardianRelationText } from '@frog/contracts';
import { Alert, Button, Form, Input, Radio, Result } from 'antd';
import { useState } from 'react';
import { PickedImagesItem } from '@/components/picked-images';
import { errorMessage } from '@/lib/api-client';
import {
  type GuardianRequestInput,
  uploadGuardianRequestImage,
  useSubmitGuardianRequest,
} from '../api/submit-guardian-request';

const RELATIONS = Object.entries(guardianRelationText).map(([value, label]) => ({ value, label }));

type Fields = Required<Omit<GuardianRequestInput, 'images'>>;

/**
 * 监护人退款申请: the minor's account (its phone), who the guardian is, how to reach them and what
 * proof they can show, with pictures of it (private to them and the platform). The platform checks and answers; the page never says whether the account exists.
 */
export function GuardianRequestForm() {
  const [form] = Form.useForm<Fields>();
  const [error, setError] = useState<string | null>(null);
  const [images, setImages] = useState<string[]>([]);
  const submit = useSubmitGuardianRequest();

  const handleFinish = async (fields: Fields) => {
    setError(null);
    try {
      await submit.mutateAsync({
        ...fields,
        guardianName: fields.guardianName.trim(),
        contact: fields.contact.trim(),
        proof: fields.proof.trim(),
        detail: (fields.detail ?? '').trim(),
        images,
      });
    } catch (failure) {
      setError(errorMessage(failure, '申请提交失败，请稍后重试'));
    }
  };

  if (submit.isSuccess) {
    return (
      <Result
        status="success"
        title="申请已提交"
        subTitle="平台会核实你提供的信息并尽快处理，结果会通过系统通知告诉你；需要时会按你留下的联系方式联系你。"
      />
    );
  }

  const required = (label: string) => [{ required: true, whitespace: true, message: `请填写${label}` }];

  return (
    <Form form={form} layout="vertical" onFinish={handleFinish} requiredMark={false}>
      <Form.Item name="minorPhone" label="未成年人账号的手机号" rules={required('手机号')}>
        <Input inputMode="numeric" maxLength={11} placeholder="孩子登录创作蛙时使用的手机号" />
      </Form.Item>
      <Form.Item
        name="relation"
        label="你与孩子的关系"
        rules={[{ required: true, message: '请选择与未成年人的关系' }]}
      >
        <Radio.Group options={RELATIONS} />
      </Form.Item>
      <Form.Item name="guardianName" label="监护人姓名" rules={required('监护人姓名')}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="contact" label="联系方式" rules={required('联系方式')}>
        <Input maxLength={100} placeholder="手机号或邮箱" />
      </Form.Item>
      <Form.Item name="proof" label="证明材料说明" rules={required('证明材料说明')}>
        <Input.TextArea
          rows={3}
          maxLength={300}
          showCount
          placeholder="如：可提供户口本首页及孩子的页面、出生证明，用于证明监护关系和孩子的年龄"
        />
      </Form.Item>
      <PickedImagesItem
        label="证明材料图片"
        extra="仅你和平台可见，用于核实监护关系"
        max={GUARDIAN_REQUEST_IMAGES_MAX}
        values={images}
        onChange={setImages}
        upload={uploadGuardianRequestImage}
      />
      <Form.Item name="detail" label="补充说明（选填）">
        <Input.TextArea rows={3} maxLength={500} showCount placeholder="孩子在什么时候、为哪些内容付了款" />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} className="guardian-request__error" />}
      <Button type="primary" htmlType="submit" loading={submit.isPending} block>
        提交申请
      </Button>
    </Form>
  );
}
