import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import {
  PREPAY_MONTHS,
  PREPAY_PCT_MAX,
  planDescriptionMax,
  planInputSchema,
  planNameMax,
  planPriceSchema,
  planTrialDaysMax,
  type SupportPlan,
} from '@frog/contracts';
import { App, Button, Form, Input, InputNumber, Modal, Progress, Upload } from 'antd';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { OptionalTextField, RequiredTextField } from '@/components/text-fields';
import { errorMessage } from '@/lib/api-client';
import { zodRule } from '@/lib/form-rules';
import { useSavePlan } from '../api/save-plan';
import { uploadPlanCover } from '../api/upload-plan-cover';
import { benefitLines, formatTypedPrice } from '../lib/format-price';
import { PlanPreviewCard } from './plan-preview-card';

type Values = {
  name: string;
  price: string;
  description?: string;
  benefits?: string;
  prepay3?: number | null;
  prepay6?: number | null;
  prepay12?: number | null;
  trialDays?: number | null;
};

const IMAGE_MAX_MB = 10;

type PlanFormModalProps = {
  open: boolean;
  /** The plan being edited, or undefined to create one. */
  plan?: SupportPlan;
  onClose: () => void;
};

/** Create or edit a plan, with a live preview of the card supporters will see. */
export function PlanFormModal({ open, plan, onClose }: PlanFormModalProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const save = useSavePlan();
  const [coverUrl, setCoverUrl] = useState<string | null>(plan?.coverUrl ?? null);
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const values = Form.useWatch([], form) as Values | undefined;

  const handleUpload = async (file: File) => {
    if (file.size > IMAGE_MAX_MB * 1024 * 1024) {
      message.error(`图片不能超过${IMAGE_MAX_MB}MB`);
      return;
    }
    setUploadPercent(0);
    try {
      const { url } = await uploadPlanCover(file, (p) => setUploadPercent(p.percent));
      setCoverUrl(url);
    } catch (error) {
      message.error(errorMessage(error, '封面上传失败，请重试'));
    } finally {
      setUploadPercent(null);
    }
  };

  const handleFinish = (v: Values) => {
    const input = {
      name: v.name.trim(),
      price: v.price.trim(),
      description: (v.description ?? '').trim(),
      benefits: benefitLines(v.benefits).join('\n'),
      coverUrl: coverUrl ?? '',
      prepay3: v.prepay3 ?? 0,
      prepay6: v.prepay6 ?? 0,
      prepay12: v.prepay12 ?? 0,
      trialDays: v.trialDays ?? 0,
    };
    save.mutate(
      { id: plan?.id, input },
      {
        onSuccess: () => {
          message.success(plan ? '方案已保存' : '方案已创建');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={plan ? '编辑支持方案' : '新建支持方案'}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
      className="plan-form-modal"
    >
      <div className="plan-form">
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          className="plan-form__fields"
          initialValues={
            plan
              ? {
                  name: plan.name,
                  price: plan.price,
                  description: plan.description,
                  benefits: plan.benefits.join('\n'),
                  prepay3: plan.prepaySavings[3] || null,
                  prepay6: plan.prepaySavings[6] || null,
                  prepay12: plan.prepaySavings[12] || null,
                  trialDays: plan.trialDays || null,
                }
              : { name: '', price: '', description: '', benefits: '' }
          }
          onFinish={handleFinish}
        >
          <FormError mutation={save} />
          <RequiredTextField name="name" label="方案名称" max={planNameMax} placeholder="如：小蛙饭团" />
          <Form.Item
            name="price"
            label="每月价格"
            rules={[zodRule(planPriceSchema, { required: '请填写每月价格' })]}
            extra={plan ? '改价只影响之后的新订单，已支付的订单金额不变' : '1.00–5000.00 元，最多两位小数'}
          >
            <Input prefix="¥" suffix="元/月" inputMode="decimal" placeholder="6.00" maxLength={7} />
          </Form.Item>
          <OptionalTextField
            name="description"
            label="方案介绍"
            max={planDescriptionMax}
            rows={3}
            placeholder="告诉支持者这个方案是什么"
          />
          <Form.Item
            name="benefits"
            label="支持者权益"
            extra="每行一条，最多 10 条"
            rules={[zodRule(planInputSchema.shape.benefits)]}
          >
            <Input.TextArea rows={4} placeholder={'每月高清壁纸\n草稿抢先看'} />
          </Form.Item>
          <Form.Item
            label="预付优惠（可选）"
            extra={`一次购买 3、6 或 12 个月时减免的比例，0–${PREPAY_PCT_MAX}%；留空为不优惠`}
          >
            <div className="plan-form__prepay">
              {PREPAY_MONTHS.map((months) => (
                <Form.Item key={months} name={`prepay${months}`} noStyle>
                  <InputNumber
                    min={0}
                    max={PREPAY_PCT_MAX}
                    precision={0}
                    prefix={`${months}个月`}
                    suffix="%"
                    aria-label={`预付${months}个月优惠（%）`}
                    placeholder="0"
                  />
                </Form.Item>
              ))}
            </div>
          </Form.Item>
          <Form.Item
            name="trialDays"
            label="免费试用（可选）"
            extra={`新支持者可先免费查看方案内容的天数，1–${planTrialDaysMax} 天，每人对你只能试用一次，结束后不扣费；留空为不提供`}
          >
            <InputNumber
              min={0}
              max={planTrialDaysMax}
              precision={0}
              suffix="天"
              aria-label="免费试用天数"
              placeholder="0"
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item label="封面（可选）">
            <div className="plan-form__cover">
              <Upload
                accept="image/jpeg,image/png,image/webp,image/gif"
                showUploadList={false}
                beforeUpload={(file) => {
                  void handleUpload(file);
                  return false;
                }}
              >
                <button type="button" className="plan-form__cover-button" aria-label="上传封面">
                  {coverUrl ? (
                    <img src={coverUrl} alt="封面" />
                  ) : (
                    <span>
                      {uploadPercent !== null ? <LoadingOutlined /> : <PlusOutlined />}
                      <br />
                      上传封面
                    </span>
                  )}
                </button>
              </Upload>
              {coverUrl && (
                <Button size="small" onClick={() => setCoverUrl(null)}>
                  移除封面
                </Button>
              )}
            </div>
            {uploadPercent !== null && <Progress percent={uploadPercent} size="small" />}
          </Form.Item>
          <div className="plan-form__actions">
            <Button onClick={onClose}>取消</Button>
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              disabled={uploadPercent !== null}
            >
              {plan ? '保存' : '创建方案'}
            </Button>
          </div>
        </Form>
        <aside className="plan-form__preview">
          <div className="plan-form__preview-title">支持者看到的样子</div>
          <PlanPreviewCard
            plan={{
              name: values?.name?.trim() ?? plan?.name ?? '',
              price: formatTypedPrice(values?.price ?? plan?.price),
              description: values?.description?.trim() ?? plan?.description ?? '',
              benefits: benefitLines(values?.benefits ?? plan?.benefits.join('\n')),
              coverUrl,
              prepaySavings: {
                3: values ? (values.prepay3 ?? 0) : (plan?.prepaySavings[3] ?? 0),
                6: values ? (values.prepay6 ?? 0) : (plan?.prepaySavings[6] ?? 0),
                12: values ? (values.prepay12 ?? 0) : (plan?.prepaySavings[12] ?? 0),
              },
            }}
          />
        </aside>
      </div>
    </Modal>
  );
}
