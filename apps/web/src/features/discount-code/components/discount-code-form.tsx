import { DISCOUNT_PERCENT_MAX } from '@frog/contracts';
import { Button, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/zh-cn';
import { FormError } from '@/components/form-error';
import { useMyPostOptions } from '@/features/series/api/list-my-post-options';
import { useMyPlans } from '@/features/support-plan/api/get-my-plans';
import { useChangeDiscountCode } from '../api/discount-codes';

dayjs.locale('zh-cn');

type Values = {
  code: string;
  kind: 'percent' | 'fixed';
  percentOff?: number | null;
  amountOff?: string;
  scope: 'creator' | 'plan' | 'post';
  planId?: number;
  postId?: number;
  maxUses?: number | null;
  expiresOn?: Dayjs | null;
  firstPurchaseOnly?: boolean;
};

type Props = { creatorId: number; open: boolean; onClose: () => void; onCreated: (code: string) => void };

/** 新建优惠码: the text, percent or amount off, what it applies to, how many uses, until when, first purchase only. */
export function DiscountCodeForm({ creatorId, open, onClose, onCreated }: Props) {
  const [form] = Form.useForm<Values>();
  const { create } = useChangeDiscountCode();
  const kind = Form.useWatch('kind', form) ?? 'percent';
  const scope = Form.useWatch('scope', form) ?? 'creator';
  const plans = useMyPlans(creatorId);
  const posts = useMyPostOptions();

  const finish = (v: Values) =>
    create.mutate(
      {
        code: v.code,
        kind: v.kind,
        percentOff: v.kind === 'percent' && v.percentOff ? String(v.percentOff) : undefined,
        amountOff: v.kind === 'fixed' ? v.amountOff?.trim() : undefined,
        scope: v.scope,
        planId: v.scope === 'plan' && v.planId ? String(v.planId) : undefined,
        postId: v.scope === 'post' && v.postId ? String(v.postId) : undefined,
        maxUses: v.maxUses ? String(v.maxUses) : undefined,
        expiresOn: v.expiresOn ? v.expiresOn.format('YYYY-MM-DD') : undefined,
        firstPurchaseOnly: v.firstPurchaseOnly ? 'true' : 'false',
      },
      {
        onSuccess: (created) => {
          form.resetFields();
          onCreated(created.code);
        },
      },
    );

  return (
    <Modal open={open} title="新建优惠码" onCancel={onClose} footer={null} destroyOnHidden>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ kind: 'percent', scope: 'creator', firstPurchaseOnly: false }}
        onFinish={finish}
      >
        <FormError mutation={create} />
        <Form.Item name="code" label="优惠码" extra="3–20 位字母或数字，支持者输入时不分大小写">
          <Input maxLength={20} placeholder="如 SPRING2026" />
        </Form.Item>
        <Form.Item name="kind" label="优惠方式">
          <Radio.Group
            options={[
              { value: 'percent', label: '按比例' },
              { value: 'fixed', label: '减固定金额' },
            ]}
          />
        </Form.Item>
        {kind === 'percent' ? (
          <Form.Item name="percentOff" label="优惠比例">
            <InputNumber
              min={1}
              max={DISCOUNT_PERCENT_MAX}
              precision={0}
              suffix="%"
              aria-label="优惠比例（%）"
            />
          </Form.Item>
        ) : (
          <Form.Item name="amountOff" label="减免金额" extra="至少留 ¥0.01 由支持者支付">
            <Input
              prefix="¥"
              inputMode="decimal"
              placeholder="5.00"
              maxLength={8}
              style={{ maxWidth: 160 }}
            />
          </Form.Item>
        )}
        <Form.Item name="scope" label="适用范围">
          <Select
            aria-label="适用范围"
            options={[
              { value: 'creator', label: '全部方案与作品' },
              { value: 'plan', label: '指定支持方案' },
              { value: 'post', label: '指定付费作品' },
            ]}
          />
        </Form.Item>
        {scope === 'plan' && (
          <Form.Item name="planId" label="支持方案">
            <Select
              aria-label="支持方案"
              loading={plans.isPending}
              options={(plans.data?.list ?? []).map((plan) => ({ value: plan.id, label: plan.name }))}
            />
          </Form.Item>
        )}
        {scope === 'post' && (
          <Form.Item name="postId" label="作品">
            <Select
              aria-label="作品"
              showSearch
              optionFilterProp="label"
              loading={posts.isPending}
              options={posts.data ?? []}
            />
          </Form.Item>
        )}
        <Form.Item name="maxUses" label="可用次数" extra="留空为不限；未支付的订单过期后归还次数">
          <InputNumber min={1} max={100_000} precision={0} placeholder="不限" aria-label="可用次数" />
        </Form.Item>
        <Form.Item name="expiresOn" label="截止日期" extra="当天 24:00（北京时间）前有效；留空为长期有效">
          <DatePicker format="YYYY-MM-DD" placeholder="长期有效" aria-label="截止日期" />
        </Form.Item>
        <Form.Item name="firstPurchaseOnly" valuePropName="checked">
          <Checkbox>仅限首次支持我的用户</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} block>
          创建优惠码
        </Button>
      </Form>
    </Modal>
  );
}
