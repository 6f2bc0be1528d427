import {
  parseRewardCodes,
  type Reward,
  type RewardInput,
  type RewardKind,
  rewardCodeMaxChars,
  rewardCodesPerUpload,
  rewardCodesSchema,
  rewardLinkSchema,
  rewardMessageMax,
  rewardTitleMax,
} from '@frog/contracts';
import { App, Button, Form, Input, Modal, Radio, Select } from 'antd';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error';
import { RequiredTextField } from '@/components/text-fields';
import { paths } from '@/config/paths';
import { requiredTextRules, zodRule } from '@/lib/form-rules';
import { useSaveReward } from '../api/save-reward';

type Values = {
  kind: RewardKind;
  planId?: number;
  minTipAmount?: string;
  title: string;
  message: string;
  linkUrl?: string;
  codes?: string;
};

export type PlanChoice = { id: number; name: string; status: 'active' | 'closed' };

type RewardFormModalProps = {
  /** The reward being edited, or undefined to create one. */
  reward?: Reward;
  plans: PlanChoice[];
  onClose: () => void;
};

/** What a pasted list of codes comes to, as the server will count it. */
function CodesCount({ text, reward }: { text: string | undefined; reward?: Reward }) {
  const codes = parseRewardCodes(text ?? '');
  const tooLong = codes.filter((c) => c.length > rewardCodeMaxChars).length;
  const lines = (text ?? '').split(/\r\n|\r|\n/).filter((l) => l.trim() !== '').length;
  const duplicates = lines - codes.length;

  return (
    <div className="reward-form__codes-count" aria-live="polite">
      识别到 <strong>{codes.length}</strong> 个兑换码
      {duplicates > 0 && `（已去掉 ${duplicates} 个重复）`}
      {reward &&
        reward.codes.total > 0 &&
        `，已有 ${reward.codes.total} 个（剩余 ${reward.codes.left} 个），与已有重复的会跳过`}
      {tooLong > 0 && (
        <span className="reward-form__codes-error">
          ；{tooLong} 个超过 {rewardCodeMaxChars} 个字符
        </span>
      )}
      {codes.length > rewardCodesPerUpload && (
        <span className="reward-form__codes-error">；一次最多 {rewardCodesPerUpload} 个</span>
      )}
    </div>
  );
}

/** Create or edit a charging reward: for a plan or a tip threshold, a message, a link and codes. */
export function RewardFormModal({ reward, plans, onClose }: RewardFormModalProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const save = useSaveReward();
  const initialKind: RewardKind = reward?.kind ?? (plans.length > 0 ? 'plan' : 'tip');
  const kind = Form.useWatch('kind', form) ?? initialKind;
  const codes = Form.useWatch('codes', form);

  const handleFinish = (v: Values) => {
    const input: RewardInput = {
      kind: v.kind,
      planId: v.kind === 'plan' && v.planId !== undefined ? String(v.planId) : '',
      minTipAmount: v.kind === 'tip' ? (v.minTipAmount ?? '').trim() : '',
      title: v.title.trim(),
      message: v.message.trim(),
      linkUrl: (v.linkUrl ?? '').trim(),
      codes: v.codes ?? '',
    };
    save.mutate(
      { id: reward?.id, input },
      {
        onSuccess: (saved) => {
          const added = saved.codesAdded > 0 ? `，新增 ${saved.codesAdded} 个兑换码` : '';
          const skipped = saved.codesSkipped > 0 ? `（${saved.codesSkipped} 个已存在，已跳过）` : '';
          message.success(`${reward ? '奖励已保存' : '奖励已创建'}${added}${skipped}`);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      title={reward ? '编辑充电奖励' : '新建充电奖励'}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        className="reward-form"
        initialValues={{
          kind: initialKind,
          planId: reward?.planId ?? plans.find((p) => p.status === 'active')?.id,
          minTipAmount: reward?.minTipAmount ?? '',
          title: reward?.title ?? '',
          message: reward?.message ?? '',
          linkUrl: reward?.linkUrl ?? '',
          codes: '',
        }}
        onFinish={handleFinish}
      >
        <FormError mutation={save} />
        <Form.Item name="kind" label="谁能收到">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={[
              { value: 'plan', label: '加入支持方案' },
              { value: 'tip', label: '打赏满额' },
            ]}
          />
        </Form.Item>
        {kind === 'plan' ? (
          <Form.Item
            name="planId"
            label="支持方案"
            rules={[{ required: true, message: '请选择支持方案' }]}
            extra={
              plans.length === 0 ? (
                <span>
                  还没有支持方案，先到<Link to={paths.creatorSettings.href()}>创作者设置</Link>新建一个
                </span>
              ) : (
                '每一笔该方案的订单（含续费）付款成功后都会发放一次'
              )
            }
          >
            <Select
              placeholder="选择方案"
              options={plans.map((p) => ({
                value: p.id,
                label: p.status === 'closed' ? `${p.name}（已关闭）` : p.name,
              }))}
            />
          </Form.Item>
        ) : (
          <Form.Item
            name="minTipAmount"
            label="打赏门槛"
            rules={[
              { required: true, whitespace: true, message: '请填写打赏门槛' },
              { pattern: /^\d{1,8}(\.\d{1,2})?$/, message: '打赏门槛格式不正确，最多两位小数' },
            ]}
            extra="单笔打赏达到这个金额即可获得；同时满足多个奖励的门槛时都会发放"
          >
            <Input prefix="¥" suffix="元" inputMode="decimal" placeholder="20.00" maxLength={11} />
          </Form.Item>
        )}
        <RequiredTextField
          name="title"
          label="奖励名称"
          max={rewardTitleMax}
          placeholder="如：饭团专属壁纸"
        />
        <Form.Item
          name="message"
          label="给支持者的话"
          rules={requiredTextRules('奖励内容', rewardMessageMax)}
          extra="纯文本，可换行；只有收到奖励的支持者能看到"
        >
          <Input.TextArea
            rows={4}
            maxLength={rewardMessageMax}
            showCount
            placeholder="谢谢你的支持！壁纸的提取码见下方兑换码。"
          />
        </Form.Item>
        <Form.Item name="linkUrl" label="链接（可选）" rules={[zodRule(rewardLinkSchema)]}>
          <Input inputMode="url" placeholder="https://" />
        </Form.Item>
        <Form.Item
          name="codes"
          label={reward ? '追加兑换码（可选）' : '兑换码（可选）'}
          rules={[zodRule(rewardCodesSchema)]}
          extra={<CodesCount text={codes} reward={reward} />}
        >
          <Input.TextArea
            rows={5}
            placeholder={'每行一个兑换码，例如：\nFROG-2026-A1\nFROG-2026-B2'}
            spellCheck={false}
          />
        </Form.Item>
        <ul className="reward-form__notes">
          <li>每个兑换码只发给一位支持者；发完后支持者仍会收到上面的消息，你会收到提醒。</li>
          <li>支持者退款不会收回已发出的兑换码。</li>
          {reward && <li>修改只影响之后的发放，已发出的奖励保持原样。</li>}
        </ul>
        <div className="reward-form__actions">
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {reward ? '保存' : '创建奖励'}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
