import {
  alipayAccountSchema,
  bankCardNoSchema,
  bankNameSchema,
  commonBanks,
  huifuIdSchema,
  idNumberSchema,
  type MoneyFlow,
  type PayoutAccountKind,
  Reason,
  realNameSchema,
} from '@frog/contracts';
import { Alert, App, AutoComplete, Button, Form, Input, Radio } from 'antd';
import { devCodeText, SmsCodeField } from '@/components/sms-code-field';
import { useCodeSend } from '@/hooks/use-sms-code-sender';
import { errorMessage } from '@/lib/api-client';
import { zodRule } from '@/lib/form-rules';
import { RequestError } from '@/lib/request';
import { useBindPayoutAccount } from '../api/bind-payout-account';
import { findMyDevSmsCode, sendPayoutCode } from '../api/send-payout-code';

export type PayoutAccountValues = {
  kind: PayoutAccountKind;
  bankName?: string;
  bankBranch?: string;
  accountNo: string;
  holderName: string;
  idNumber?: string;
  huifuId?: string;
  code: string;
};

type PayoutAccountFormProps = {
  /** *小蛙: the real name the holder must match, masked. */
  realNameMasked: string;
  /** Where the code goes, e.g. 138****0001. */
  phoneMasked: string;
  /** Replacing an existing account (the 24 h lock applies). */
  isChange: boolean;
  lockHours: number;
  /** `huifu-split`: a bank card only, and the ID number to open the creator's Huifu account. */
  moneyFlow: MoneyFlow;
  onDone: () => void;
};

const bankOptions = commonBanks.map((name) => ({ value: name }));

/**
 * Binds or replaces the payout account: bank card (bank, optional branch, card number) or Alipay,
 * in the creator's real name, confirmed with a code sent to their own phone. The fields are checked
 * with the contract's schemas before anything is sent.
 */
export function PayoutAccountForm({
  realNameMasked,
  phoneMasked,
  isChange,
  lockHours,
  moneyFlow,
  onDone,
}: PayoutAccountFormProps) {
  const split = moneyFlow === 'huifu-split';
  const [form] = Form.useForm<PayoutAccountValues>();
  const kind = Form.useWatch('kind', form) ?? 'bank_card';
  const { message } = App.useApp();
  const bind = useBindPayoutAccount();
  const { sendCode, devCode, clearDevCode } = useCodeSend(`验证码已发送至 ${phoneMasked}`);

  const handleSend = () => sendCode(sendPayoutCode, findMyDevSmsCode);

  const handleFinish = (values: PayoutAccountValues) => {
    // Split mode shows no choice of kind: a bank card is the only one.
    const kind = split ? 'bank_card' : values.kind;
    bind.mutate(
      {
        kind,
        bankName: kind === 'bank_card' ? values.bankName?.trim() : undefined,
        bankBranch: kind === 'bank_card' ? values.bankBranch?.trim() : undefined,
        accountNo: values.accountNo.trim(),
        holderName: values.holderName.trim(),
        idNumber: split ? values.idNumber?.trim() : undefined,
        huifuId: split ? values.huifuId?.trim() || undefined : undefined,
        code: values.code.trim(),
      },
      {
        onSuccess: () => {
          message.success(isChange ? '收款账户已更换' : '收款账户已绑定');
          form.resetFields();
          clearDevCode();
          onDone();
        },
        onError: (error) => {
          // A name that is not the verified one belongs under its field, not in the banner.
          if (error instanceof RequestError && error.reason === Reason.REAL_NAME_MISMATCH) {
            form.setFields([{ name: 'holderName', errors: [error.message] }]);
          }
        },
      },
    );
  };
  const mismatch = bind.error instanceof RequestError && bind.error.reason === Reason.REAL_NAME_MISMATCH;

  return (
    <Form
      form={form}
      name="payout-account"
      layout="vertical"
      requiredMark={false}
      initialValues={{ kind: 'bank_card' }}
      onFinish={handleFinish}
      onValuesChange={() => bind.isError && bind.reset()}
    >
      {isChange && (
        <Alert
          type="warning"
          showIcon
          title={`为保障资金安全，更换收款账户后 ${lockHours} 小时内不能发起提现`}
          style={{ marginBottom: 16 }}
        />
      )}
      {bind.isError && !mismatch && (
        <Alert type="error" showIcon title={errorMessage(bind.error)} style={{ marginBottom: 16 }} />
      )}
      {split ? (
        <Alert
          type="info"
          showIcon
          title="收益由汇付天下直接分账到你本人的汇付账户"
          description="首次绑定会用你的实名信息开通汇付账户（需填写身份证号，平台不保存完整号码），提现由汇付打到这张银行卡。"
          style={{ marginBottom: 16 }}
        />
      ) : (
        <Form.Item name="kind" label="收款方式">
          <Radio.Group optionType="button" buttonStyle="solid">
            <Radio.Button value="bank_card">银行卡</Radio.Button>
            <Radio.Button value="alipay">支付宝</Radio.Button>
          </Radio.Group>
        </Form.Item>
      )}
      {kind === 'bank_card' ? (
        <>
          <Form.Item
            name="bankName"
            label="开户银行"
            rules={[zodRule(bankNameSchema, { required: '请填写开户银行' })]}
          >
            <AutoComplete
              options={bankOptions}
              placeholder="选择或输入银行名称"
              filterOption={(input, option) => (option?.value ?? '').includes(input.trim())}
            />
          </Form.Item>
          <Form.Item name="bankBranch" label="开户支行（选填）">
            <Input placeholder="如：杭州分行西湖支行" maxLength={60} />
          </Form.Item>
          <Form.Item
            name="accountNo"
            label="银行卡号"
            rules={[zodRule(bankCardNoSchema, { required: '请填写银行卡号' })]}
          >
            <Input placeholder="16-19位银行卡号" maxLength={23} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="accountNo"
          label="支付宝账号"
          rules={[zodRule(alipayAccountSchema, { required: '请填写支付宝账号' })]}
        >
          <Input placeholder="支付宝登录手机号或邮箱" maxLength={100} autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item
        name="holderName"
        label={kind === 'bank_card' ? '持卡人姓名' : '支付宝实名姓名'}
        extra={`须与实名认证的姓名（${realNameMasked}）一致`}
        rules={[zodRule(realNameSchema, { required: '请填写收款人姓名' })]}
      >
        <Input placeholder="请输入真实姓名" maxLength={20} autoComplete="name" />
      </Form.Item>
      {split && (
        <>
          <Form.Item
            name="idNumber"
            label="身份证号"
            extra="须与实名认证时填写的一致，仅用于开通汇付账户"
            rules={[zodRule(idNumberSchema, { required: '请填写身份证号' })]}
          >
            <Input placeholder="18位居民身份证号" maxLength={18} autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="huifuId"
            label="已有汇付账户（选填）"
            extra="已在汇付开过本人账户的，填写16位账户号直接绑定；不填则为你新开一个"
            rules={[zodRule(huifuIdSchema)]}
          >
            <Input placeholder="如：6666000100000002" maxLength={16} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </>
      )}
      <SmsCodeField
        label="短信验证码"
        htmlFor="payout-account_code"
        extra={
          <>
            验证码将发送至你的手机 {phoneMasked}
            {devCode && <div>{devCodeText(devCode)}</div>}
          </>
        }
        onSend={handleSend}
      />
      <Button type="primary" htmlType="submit" block loading={bind.isPending}>
        {isChange ? '确认更换' : '确认绑定'}
      </Button>
    </Form>
  );
}
